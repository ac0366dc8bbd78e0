import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

/**
 * A release's data for the next release's upgrade test (decision 285): every row of the app's schemas as
 * PostgreSQL COPY text, one section per table, and every sequence's value, brotli-compressed. The schema
 * itself is not kept: the test builds it by running the migrations up to the release's last one.
 */
export const RELEASE_SCHEMAS = ['portal', 'search', 'library', 'sso'] as const;

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const SECTION = '\u0000TABLE ';

type Journal = { entries: { idx: number; tag: string }[] };

/** The PGlite client behind a Database opened on the embedded engine. */
const pgliteOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

export const journalOf = (): Journal =>
  JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as Journal;

/** Runs the migrations up to and including `tag` (a copy of the folder cut there), as that release did. */
export async function migrateUpTo(database: Database, tag: string): Promise<void> {
  const journal = journalOf();
  const last = journal.entries.findIndex((e) => e.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  const folder = mkdtempSync(path.join(tmpdir(), 'release-migrations-'));
  try {
    cpSync(MIGRATIONS, folder, { recursive: true });
    const kept = { ...journal, entries: journal.entries.slice(0, last + 1) };
    writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(kept));
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Every row of the app's tables and every sequence's value, compressed (PGlite only). */
export async function dumpReleaseData(database: Database): Promise<Buffer> {
  const client = pgliteOf(database);
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
     where table_schema = any($1) and table_type = 'BASE TABLE' order by 1`,
    [RELEASE_SCHEMAS],
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const copied = await client.query(`copy ${name} to '/dev/blob'`);
    parts.push(`${SECTION}${name}\n${copied.blob ? await copied.blob.text() : ''}`);
  }
  const { rows: sequences } = await client.query<{ name: string; value: string | null }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as value from pg_sequences
     where schemaname = any($1) order by 1`,
    [RELEASE_SCHEMAS],
  );
  parts.push(`${SECTION}\n${JSON.stringify(sequences)}`);
  return brotliCompressSync(Buffer.from(parts.join(''), 'utf8'), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24 },
  });
}

/** Loads `dumpReleaseData`'s rows into a database migrated to the same release (PGlite only). */
export async function loadReleaseData(database: Database, data: Buffer): Promise<void> {
  const client = pgliteOf(database);
  const sections = brotliDecompressSync(data).toString('utf8').split(SECTION).slice(1);
  const sequences = sections.pop()!;
  await client.transaction(async (tx) => {
    // Rows go in table by table: foreign keys are checked by the release that wrote them.
    await tx.exec('set local session_replication_role = replica');
    for (const section of sections) {
      const newline = section.indexOf('\n');
      const name = section.slice(0, newline);
      const rows = section.slice(newline + 1);
      if (rows) await tx.query(`copy ${name} from '/dev/blob'`, [], { blob: new Blob([rows]) });
    }
    for (const { name, value } of JSON.parse(sequences.trim()) as { name: string; value: string | null }[]) {
      if (value !== null) await tx.query('select setval($1, $2::bigint)', [name, value]);
    }
  });
}
