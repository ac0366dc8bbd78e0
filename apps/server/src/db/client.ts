import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.ts';
import * as library from './schema/library.ts';
import * as portal from './schema/portal.ts';
import * as portalCommunity from './schema/portal-community.ts';
import * as search from './schema/search.ts';
import * as sso from './schema/sso.ts';

export const schema = { ...portal, ...portalCommunity, ...search, ...library, ...sso };

/** One Drizzle type for both engines: the same queries run on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Runs plain SQL text (migrations' advisory lock, health checks). */
  query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;
  close: () => Promise<void>;
};

/** Opens PGlite in a data folder (or in memory) or a PostgreSQL pool, by configuration. */
export async function openDatabase(config: Config['database']): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      engine: 'postgres',
      query: async (sql) => (await pool.query(sql)) as { rows: Record<string, unknown>[] },
      close: () => pool.end(),
    };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  const client = config.dataDir ? new PGlite(config.dataDir) : new PGlite();
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    engine: 'pglite',
    query: async (sql) => (await client.query(sql)) as { rows: Record<string, unknown>[] },
    close: () => client.close(),
  };
}
