// `npm run backup -- [file]` / `npm run restore -- <file>`: the configured database (DATA_DIR or DATABASE_URL,
// .env included) to or from a backup file (decision 281).
import { bin, loadEnvFile, run } from './lib.mjs';

loadEnvFile();
run(bin('tsx'), ['apps/server/src/db/backup-cli.ts', ...process.argv.slice(2)]);
