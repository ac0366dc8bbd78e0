import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';
import { applyRoutines } from './routines.ts';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Serialises start-up work across server processes sharing one PostgreSQL. */
const STARTUP_LOCK = 727_001;

/**
 * Applies the drizzle-kit SQL migrations (the same files on both engines), then the SQL functions kept
 * beside the code that calls them (db/routines.ts, docs/decisions/066).
 */
export async function migrate(database: Database): Promise<void> {
  if (database.engine === 'postgres') {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
  await applyRoutines(database.db);
}

/** Runs `work` while holding a session-level advisory lock, so two processes never migrate at once. */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.engine === 'pglite') return work();
  // A pool would hand lock and unlock to different sessions; a transaction-level lock keeps one.
  return database.db.transaction(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(${STARTUP_LOCK})`);
    return work();
  });
}
