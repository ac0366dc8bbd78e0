import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { LoginMember } from '@reading/contract/auth/member-auth';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-members.ts';
import { prepareDatabase } from '../src/lifecycle.ts';

/** Which engine the integration suite runs on: PGlite by default, PostgreSQL when the project says so. */
export const testEngine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

function adminUrl() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  return url;
}

/** A database of its own for one test file: in-memory PGlite, or a new PostgreSQL database dropped afterwards. */
export async function createTestDatabaseConfig(template?: string): Promise<{
  database: Config['database'];
  drop: () => Promise<void>;
}> {
  if (testEngine === 'pglite') return { database: { kind: 'pglite', dataDir: null }, drop: async () => {} };
  const base = new URL(adminUrl());
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    database: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      // pg's pool.end() resolves before its sockets have closed; a forced drop would then kill a closing
      // session and its client would raise an unhandled 57P01. Wait (up to 5 s) for them to go first.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A migrated, seeded database of the file's own: a copy of the run's template (test/template-database.ts)
 * when there is one, else migrated and seeded here.
 */
async function seededTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('templateDatabase');
  if (template?.engine === 'pglite' && testEngine === 'pglite') {
    const loadDataDir = new Blob([readFileSync(template.file)]);
    return {
      database: await openDatabase({ kind: 'pglite', dataDir: null }, { loadDataDir }),
      drop: async () => {},
    };
  }
  if (template?.engine === 'postgres' && testEngine === 'postgres') {
    const { database: dbConfig, drop } = await createTestDatabaseConfig(template.name);
    return { database: await openDatabase(dbConfig), drop };
  }
  const { database: dbConfig, drop } = await createTestDatabaseConfig();
  return { database: await prepareDatabase({ database: dbConfig, seedDemo: true }), drop };
}

/** The real Fastify app on a migrated, seeded database of its own, for `app.inject` tests. */
export async function createTestApp(
  options: {
    webDist?: string;
    sessionIdleSeconds?: number;
    loginRateLimit?: number;
    oidc?: Config['oidc'];
    pureScreenFrameAncestors?: string[];
    metricsToken?: string;
    onRoute?: AppOptions['onRoute'];
  } = {},
) {
  const { database, drop } = await seededTestDatabase();
  const app = await buildApp({
    config: {
      logLevel: 'silent',
      logPretty: false,
      webDist: options.webDist ?? '/nonexistent-web-dist',
      sessionIdleSeconds: options.sessionIdleSeconds,
      loginRateLimit: options.loginRateLimit,
      oidc: options.oidc,
      pureScreenFrameAncestors: options.pureScreenFrameAncestors,
      metricsToken: options.metricsToken,
    },
    database,
    onRoute: options.onRoute,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/**
 * One test app for the whole file: created before its tests, closed after them. Read `t.app` and
 * `t.database` inside tests (they are filled in by the time a test runs).
 */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(options));
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The `token`, `userId` and `schKey` headers of a logged-in member's session (spec 000 §4). */
export function sessionHeaders(
  member: Pick<LoginMember, 'token' | 'userId' | 'schKey'>,
): Record<string, string> {
  return { token: member.token, userId: member.userId, ...(member.schKey ? { schKey: member.schKey } : {}) };
}

/**
 * Logs `id` in through `POST /schome/auth/member/login` (demo password unless given). Answers the raw
 * response, the member (`data`, meaningful when `res.statusCode` is 200), its session headers and the
 * SSO cookie (`keris_sso=…`, for the SSO's own endpoints).
 */
export async function loginAs(
  app: FastifyInstance,
  id: string,
  password: string = DEMO_PASSWORD,
  remoteAddress?: string,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/schome/auth/member/login',
    payload: { id, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  const data = res.json().data as LoginMember;
  const setCookie = res.headers['set-cookie'];
  const ssoCookie = String(Array.isArray(setCookie) ? setCookie[0] : (setCookie ?? '')).split(';')[0]!;
  return { res, data, headers: res.statusCode === 200 ? sessionHeaders(data) : {}, ssoCookie };
}

/**
 * Calls an area's API as one of a test's identities: a path under `base` (or a whole /schome path), GET
 * without a payload, POST with one; answers the status and the parsed envelope.
 */
export function callerOf<W extends string>(
  t: TestApp,
  base: string,
  headers: Record<W, Record<string, string>>,
) {
  return async (who: W, url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: url.startsWith('/schome') ? url : `${base}${url}`,
      headers: headers[who],
      payload: payload as object,
    });
    return { status: res.statusCode, body: res.json() };
  };
}
