import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate, withStartupLock } from '../src/db/migrate.ts';
import { journalOf, loadReleaseData, migrateUpTo } from '../src/db/release-fixture.ts';
import { seed } from '../src/db/seed/index.ts';
import { loginAs } from './test-app.ts';

/**
 * The upgrade from the previous release (issue 40, decision 285): its data (`fixtures/release-previous.*`,
 * made by `npm run db:release-fixture` at that release) on its schema, then this release's start-up
 * (migrations up, seed), then real API calls on the upgraded database.
 */
const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const about = JSON.parse(readFileSync(path.join(FIXTURES, 'release-previous.json'), 'utf8')) as {
  lastMigration: string;
};

let database: Awaited<ReturnType<typeof openDatabase>>;
let app: Awaited<ReturnType<typeof buildApp>>;
let released: { members: number; loans: number; posts: number };

const count = async (table: string) =>
  Number((await database.query(`select count(*)::int as n from ${table}`)).rows[0]!.n);

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateUpTo(database, about.lastMigration);
  await loadReleaseData(database, readFileSync(path.join(FIXTURES, 'release-previous.data.br')));
  released = {
    members: await count('portal.member'),
    loans: await count('library.loan'),
    posts: await count('portal.board_post'),
  };
  // What the server does at start (lifecycle.ts prepareDatabase), on the released data.
  await withStartupLock(database, async () => {
    await migrate(database);
    await seed(database.db, { demo: true });
  });
  app = await buildApp({
    config: { logLevel: 'silent', logPretty: false, webDist: '/nonexistent' },
    database,
  });
  await app.ready();
}, 120_000);

// The app closes its database as it closes (plugins/database.ts).
afterAll(async () => {
  await app?.close();
});

describe(`the upgrade from the previous release (${about.lastMigration})`, () => {
  it('starts from a release older than this one and applies every newer migration', async () => {
    const entries = journalOf().entries;
    expect(entries.findIndex((e) => e.tag === about.lastMigration)).toBeGreaterThanOrEqual(0);
    const applied = await count('drizzle.__drizzle_migrations');
    expect(applied).toBe(entries.length);
  });

  it("keeps the release's members, loans and posts", async () => {
    expect(released.members).toBeGreaterThan(10);
    expect(released.loans).toBeGreaterThan(10);
    expect(await count('portal.member')).toBe(released.members);
    expect(await count('library.loan')).toBe(released.loans);
    expect(await count('portal.board_post')).toBe(released.posts);
  });

  it('logs a demo member in, searches, lists and reads the desk loans on the upgraded database', async () => {
    const student = await loginAs(app, 'student1');
    expect(student.res.statusCode).toBe(200);
    const me = await app.inject({ url: '/schome/service/mypage/dashboard', headers: student.headers });
    expect(me.statusCode).toBeLessThan(500);

    const search = await app.inject({
      method: 'POST',
      url: '/alpasq/api/search',
      payload: { searchKeyword: '어린 왕자', neisCode: '7130102' },
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().data.totalCount).toBeGreaterThan(0);

    const notices = await app.inject({ url: '/dls/api/notice/list?neisCode=7130102' });
    expect(notices.statusCode).toBe(200);

    const manager = await loginAs(app, 'manager1');
    const loans = await app.inject({ url: '/dls/api/desk/LIB7130102/loans', headers: manager.headers });
    expect(loans.statusCode).toBe(200);
    expect(loans.json().data.totalCount).toBeGreaterThan(0);
  });

  it("writes and reads this release's new tables on the upgraded database (staff audit)", async () => {
    const operator = await loginAs(app, 'operator1');
    const res = await app.inject({ url: '/schome/service/staffAudit/list', headers: operator.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.scope).toBe('all');
  });
});
