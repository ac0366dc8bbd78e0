import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { migrate, withStartupLock } from './db/migrate.ts';
import { seed } from './db/seed/index.ts';

/** Opens the configured database, applies migrations and seeds what is missing, under one lock. */
export async function prepareDatabase(config: Pick<Config, 'database' | 'seedDemo'>): Promise<Database> {
  const database = await openDatabase(config.database);
  try {
    await withStartupLock(database, async () => {
      await migrate(database);
      await seed(database.db, { demo: config.seedDemo });
    });
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

/**
 * Stops accepting connections, lets in-flight requests finish, then closes the database (an onClose hook).
 * Gives up after `timeoutMs` so a stuck request cannot keep the process alive forever.
 */
export async function shutdown(app: FastifyInstance, timeoutMs: number): Promise<'clean' | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
    timer.unref();
  });
  // A keep-alive socket becomes idle only after its in-flight response; close those as they appear.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  const result = await Promise.race([app.close().then(() => 'clean' as const), timeout]);
  clearInterval(sweep);
  clearTimeout(timer);
  return result;
}
