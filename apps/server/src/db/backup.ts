import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config.ts';

const run = promisify(execFile);

/** The schemas the server creates (a database holding one of them is not empty). */
const APP_SCHEMAS = ['portal', 'search', 'library', 'sso'];

/** The file name a backup gets by default: the engine's own format. */
export const backupExtension = (database: Config['database']) =>
  database.kind === 'pglite' ? 'tar.gz' : 'dump';

/** Runs one of PostgreSQL's client tools; its error output becomes the error's message. */
async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]) {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: string };
    if (code === 'ENOENT')
      throw new Error(`${tool} is not installed (Debian: apt-get install postgresql-client)`);
    throw new Error(`${tool} failed: ${stderr?.trim() || String(error)}`);
  }
}

function pgliteDir(database: Extract<Config['database'], { kind: 'pglite' }>) {
  if (!database.dataDir) throw new Error('DATA_DIR=memory: there is no database to back up or restore');
  return database.dataDir;
}

/**
 * Writes a backup of the configured database to `file` (decision 281): PGlite's data folder as a gzip
 * tarball (`dumpDataDir`; the server must be stopped, PGlite serves one process), PostgreSQL through
 * `pg_dump --format=custom` (while it runs).
 */
export async function backupDatabase(database: Config['database'], file: string): Promise<void> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (database.kind === 'postgres') {
    await pgTool('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${database.url}`]);
    return;
  }
  const dataDir = pgliteDir(database);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`no database in ${dataDir}`);
  const client = new PGlite({ dataDir });
  try {
    // Before it is ready, dumpDataDir waits forever (PGlite 0.5).
    await client.waitReady;
    // Node's zlib, not PGlite's own gzip: several times faster on a seeded database.
    const tarball = await client.dumpDataDir('none');
    writeFileSync(file, await promisify(gzip)(Buffer.from(await tarball.arrayBuffer())));
  } finally {
    await client.close();
  }
}

/**
 * Restores a backup into the configured database, which must be empty (decision 281): a PGlite data
 * folder that does not exist yet or is empty, a PostgreSQL database without the app's schemas
 * (`createdb` one). Nothing is overwritten.
 */
export async function restoreDatabase(database: Config['database'], file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`no backup file at ${file}`);
  if (database.kind === 'postgres') {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        'select nspname from pg_namespace where nspname = any($1::text[])',
        [APP_SCHEMAS],
      );
      if (rows.length > 0)
        throw new Error('the database is not empty (it has the portal’s schemas): restore into a new one');
    } finally {
      await client.end();
    }
    await pgTool('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${database.url}`, file]);
    return;
  }
  const dataDir = pgliteDir(database);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Error(`${dataDir} is not empty: restore into a new folder (move the old one away first)`);
  mkdirSync(dataDir, { recursive: true });
  const bytes = readFileSync(file);
  const tarball = bytes[0] === 0x1f && bytes[1] === 0x8b ? await promisify(gunzip)(bytes) : bytes;
  const client = new PGlite({ dataDir, loadDataDir: new Blob([tarball]) });
  try {
    await client.waitReady;
    await client.query('select 1');
  } finally {
    await client.close();
  }
}
