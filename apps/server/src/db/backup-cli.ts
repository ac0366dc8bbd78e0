import path from 'node:path';
import { loadConfig } from '../config.ts';
import { backupDatabase, backupExtension, restoreDatabase } from './backup.ts';

/** `npm run backup -- [file]` and `npm run restore -- <file>` (decision 281), on the configured database. */
async function main([command, file]: string[]) {
  const config = loadConfig();
  const engine = config.database.kind;
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
    const target = path.resolve(
      file ?? path.join('backups', `${engine}-${stamp}.${backupExtension(config.database)}`),
    );
    await backupDatabase(config.database, target);
    console.log(`backup written: ${target}`);
    return;
  }
  if (command === 'restore' && file) {
    await restoreDatabase(config.database, path.resolve(file));
    console.log(`restored ${engine} from ${path.resolve(file)}`);
    return;
  }
  throw new Error('usage: npm run backup -- [file] | npm run restore -- <file>');
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
