import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** Told of each query's time in seconds (metrics, decision 280); set once the app's metrics exist. */
export type QueryObserver = (seconds: number) => void;

/**
 * Times every query of a database (decision 280, issue 40 "query time"): the observer is read at each
 * query, so the metrics plugin can set it after the database is open. Cheap when unset (no clock read).
 */
export function createQueryTimer() {
  let observer: QueryObserver | null = null;
  const started = () => (observer ? performance.now() : 0);
  const done = (start: number) => {
    if (observer && start) observer((performance.now() - start) / 1000);
  };

  /** Wraps an object's promise-returning `query` (PGlite and its transactions). */
  function wrapPromiseQuery<T extends { query: (...args: never[]) => Promise<unknown> }>(target: T): T {
    const query = target.query.bind(target);
    Object.assign(target, {
      query: (...args: never[]) => {
        const start = started();
        return query(...args).finally(() => done(start));
      },
    });
    return target;
  }

  return {
    observe(next: QueryObserver | null) {
      observer = next;
    },

    /** Times PGlite's queries, in and out of transactions. */
    pglite(client: PGlite) {
      wrapPromiseQuery(client);
      const transaction = client.transaction.bind(client);
      Object.assign(client, {
        transaction: <R>(fn: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<R>) =>
          transaction((tx) => fn(wrapPromiseQuery(tx))),
      });
    },

    /** Times a pg pool's queries: each new connection's `query`, callback or promise form. */
    pool(pool: pg.Pool) {
      pool.on('connect', (client) => {
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        Object.assign(client, {
          query: (...args: unknown[]) => {
            const start = started();
            const last = args.length - 1;
            const callback = args[last];
            if (typeof callback === 'function') {
              args[last] = (...results: unknown[]) => {
                done(start);
                return callback(...results);
              };
              return query(...args);
            }
            const result = query(...args);
            if (result && typeof (result as Promise<unknown>).finally === 'function')
              return (result as Promise<unknown>).finally(() => done(start));
            return result;
          },
        });
      });
    },
  };
}

export type QueryTimer = ReturnType<typeof createQueryTimer>;
