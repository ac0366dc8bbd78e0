import type { Logger } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

type Session = { logger: Logger; options: { logger?: Logger } };

/**
 * Every statement Drizzle sends on `db`, and on the transactions it opens, while `work` runs: a logger is
 * put on the database's session (transactions copy the session's options). The test app and the test
 * share the database object, so these are the app's own statements.
 */
export async function statementsOf(db: Db, work: () => Promise<unknown>): Promise<string[]> {
  const session = (db as unknown as { session: Session }).session;
  const saved = { logger: session.logger, options: session.options };
  const seen: string[] = [];
  const logger: Logger = {
    logQuery(query) {
      seen.push(query);
    },
  };
  session.logger = logger;
  session.options = { ...session.options, logger };
  try {
    await work();
  } finally {
    session.logger = saved.logger;
    session.options = saved.options;
  }
  return seen;
}
