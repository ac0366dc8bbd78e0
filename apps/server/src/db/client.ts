import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.ts';
import { createQueryTimer } from './query-timer.ts';
import { routeReads } from './read-routing.ts';
import * as library from './schema/library.ts';
import * as portal from './schema/portal.ts';
import * as portalActivities from './schema/portal-activities.ts';
import * as portalComments from './schema/portal-comments.ts';
import * as portalCommunity from './schema/portal-community.ts';
import * as portalDebate from './schema/portal-debate.ts';
import * as portalEvents from './schema/portal-events.ts';
import * as portalGroups from './schema/portal-groups.ts';
import * as portalMarathon from './schema/portal-marathon.ts';
import * as portalMypage from './schema/portal-mypage.ts';
import * as portalPromotion from './schema/portal-promotion.ts';
import * as portalQuiz from './schema/portal-quiz.ts';
import * as portalReportContest from './schema/portal-report-contest.ts';
import * as search from './schema/search.ts';
import * as sso from './schema/sso.ts';

export const schema = {
  ...portal,
  ...portalActivities,
  ...portalCommunity,
  ...portalComments,
  ...portalDebate,
  ...portalEvents,
  ...portalGroups,
  ...portalMarathon,
  ...portalMypage,
  ...portalQuiz,
  ...portalReportContest,
  ...portalPromotion,
  ...search,
  ...library,
  ...sso,
};

/** One Drizzle type for both engines: the same queries run on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Runs plain SQL text (migrations' advisory lock, health checks). */
  query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * LISTEN on a channel (decision 091): `onPayload` gets every NOTIFY payload sent on it by any process on
   * the database (PGlite: this process only). Resolves to the function that stops listening.
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
  /** Whether plain reads may go to a replica (DATABASE_READ_URL, decision 250). */
  readReplica: boolean;
  /** Runs plain SQL text on the replica (readiness); absent without one. */
  queryReplica?: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;
  /** PGlite only: the whole data folder as a tarball, which `openDatabase`'s `loadDataDir` opens again. */
  dumpDataDir?: () => Promise<Blob>;
  /** Sets who is told each query's time in seconds (metrics, decision 280); null stops it. */
  observeQueries?: (observer: ((seconds: number) => void) | null) => void;
  /** PostgreSQL only: the primary pool's connections now (metrics, decision 280). */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

const CHANNEL = /^[a-z_]{1,63}$/;

/**
 * LISTEN on a PostgreSQL pool: ONE connection of the pool holds every channel this database listens on
 * (read cache, live streams, session ends…), until the last is stopped. A connection per channel took
 * the pool's connections away from queries: two apps on one database (tests, decision 231) ran out.
 */
export function listenOnPool(pool: pg.Pool): Database['listen'] {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let shared: Promise<pg.PoolClient> | null = null;
  const listener = () => {
    shared ??= pool.connect().then((client) => {
      client.on('notification', (message: pg.Notification) => {
        if (message.payload === undefined) return;
        for (const onPayload of handlers.get(message.channel) ?? []) onPayload(message.payload);
      });
      return client;
    });
    return shared;
  };
  return async (channel, onPayload) => {
    if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let heard = handlers.get(channel);
    const first = !heard;
    if (!heard) {
      heard = new Set();
      handlers.set(channel, heard);
    }
    heard.add(onPayload);
    const client = await listener();
    if (first) await client.query(`LISTEN ${channel}`);
    return async () => {
      heard.delete(onPayload);
      if (heard.size > 0 || handlers.get(channel) !== heard) return;
      handlers.delete(channel);
      try {
        await client.query(`UNLISTEN ${channel}`);
      } finally {
        if (handlers.size === 0 && shared) {
          shared = null;
          client.release();
        }
      }
    };
  };
}

/**
 * Opens PGlite in a data folder (or in memory) or a PostgreSQL pool, by configuration. `loadDataDir`
 * starts an in-memory PGlite from a `dumpDataDir` tarball (the test suite's migrated, seeded template).
 */
export async function openDatabase(
  config: Config['database'],
  options: { loadDataDir?: Blob; onReplicaFallback?: (err: unknown) => void } = {},
): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // LISTEN needs a session of its own: through PgBouncer in transaction mode it would not hear a thing
    // (decision 251), so DATABASE_LISTEN_URL may name a direct or session-mode connection.
    const listenPool = config.listenUrl ? new pg.Pool({ connectionString: config.listenUrl, max: 4 }) : pool;
    const replica = config.readUrl ? new pg.Pool({ connectionString: config.readUrl, max: 10 }) : null;
    for (const p of new Set([pool, listenPool, replica])) p?.on('error', () => {});
    const timer = createQueryTimer();
    timer.pool(pool);
    if (replica) timer.pool(replica);
    if (replica) routeReads(pool, replica, options.onReplicaFallback ?? (() => {}));
    const listenOn = listenOnPool(listenPool);
    // Held LISTEN connections end with the database: otherwise pool.end() waits for them forever (an
    // app still listening, such as a second app on the same database, would hold the shutdown).
    const listening = new Set<() => Promise<void>>();
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      engine: 'postgres',
      observeQueries: timer.observe,
      query: async (sql) => (await pool.query(sql)) as { rows: Record<string, unknown>[] },
      readReplica: replica !== null,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      ...(replica
        ? {
            queryReplica: async (sql: string) =>
              (await replica.query(sql)) as { rows: Record<string, unknown>[] },
          }
        : {}),
      listen: async (channel, onPayload) => {
        const stop = await listenOn(channel, onPayload);
        const once = async () => {
          if (listening.delete(once)) await stop();
        };
        listening.add(once);
        return once;
      },
      close: async () => {
        await Promise.allSettled([...listening].map((stop) => stop()));
        await Promise.all([...new Set([pool, listenPool, replica])].map((p) => p?.end()));
      },
    };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: config.dataDir ?? undefined, loadDataDir: options.loadDataDir });
  await client.waitReady;
  const timer = createQueryTimer();
  timer.pglite(client);
  return {
    observeQueries: timer.observe,
    db: drizzlePglite(client, { schema }) as unknown as Db,
    engine: 'pglite',
    query: async (sql) => (await client.query(sql)) as { rows: Record<string, unknown>[] },
    listen: async (channel, onPayload) => {
      if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
    close: () => client.close(),
    readReplica: false,
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
