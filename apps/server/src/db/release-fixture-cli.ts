import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { koreaDateTime } from '../lib/clock.ts';
import { prepareDatabase } from '../lifecycle.ts';
import { dumpReleaseData, journalOf } from './release-fixture.ts';

/**
 * `npm run db:release-fixture` (decision 285): the data this release leaves — migrated, base and demo data
 * seeded — for the next release's upgrade test (`test/upgrade.test.ts`). Run it at a release's commit and
 * commit the two files it writes (`test/fixtures/release-previous.*`).
 */
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures');

async function main() {
  const lastMigration = journalOf().entries.at(-1)?.tag;
  if (!lastMigration) throw new Error('no migrations');
  const database = await prepareDatabase({ database: { kind: 'pglite', dataDir: null }, seedDemo: true });
  try {
    mkdirSync(FIXTURES, { recursive: true });
    const file = path.join(FIXTURES, 'release-previous.data.br');
    writeFileSync(file, await dumpReleaseData(database));
    const about = { lastMigration, madeAt: koreaDateTime(new Date()) };
    writeFileSync(path.join(FIXTURES, 'release-previous.json'), `${JSON.stringify(about, null, 2)}\n`);
    console.log(`release fixture written: ${file} (${lastMigration})`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
