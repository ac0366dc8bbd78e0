import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { prepareDatabase } from '../src/lifecycle.ts';
import { createTestDatabaseConfig, testEngine } from './test-app.ts';

async function counts(database: Database) {
  const { rows } = await database.query(`
    select (select count(*) from portal.region)::int as regions,
           (select count(*) from portal.school)::int as schools,
           (select count(*) from portal.footer_detail)::int as footers,
           (select count(*) from portal.main_setup)::int as setups,
           (select count(*) from portal.menu)::int as menus,
           (select count(*) from portal.member)::int as members,
           (select count(*) from sso.account)::int as accounts,
           (select count(*) from search.book)::int as books,
           (select count(*) from search.kdc_division)::int as kdc,
           (select count(*) from library.school_library)::int as libraries,
           (select count(*) from search.holding)::int as holdings,
           (select count(*) from library.loan)::int as loans,
           (select count(*) from library.reservation)::int as reservations,
           (select count(*) from portal.board_post)::int as posts,
           (select count(*) from portal.board_file)::int as files,
           (select count(*) from portal.site_page)::int as pages,
           (select count(*) from search.book where search_tokens is null)::int as unindexed`);
  return rows[0];
}

// A ceiling, not a clock: two full seeds (12,485 schools each) took 123 s on the two shared cores at
// load 12, past the 120 s this test had.
describe('seeding', () => {
  let drop = async () => {};
  afterAll(async () => drop());

  it('seeds every school, the books and the demo members once, however often the server starts', async () => {
    let dbConfig: Config['database'];
    if (testEngine === 'pglite') {
      dbConfig = { kind: 'pglite', dataDir: mkdtempSync(path.join(tmpdir(), 'portal-seed-')) };
    } else {
      const created = await createTestDatabaseConfig();
      dbConfig = created.database;
      drop = created.drop;
    }
    const first = await prepareDatabase({ database: dbConfig, seedDemo: true });
    const before = await counts(first);
    const hashes = await first.query(`select login_id, password_hash from sso.account order by login_id`);
    await first.close();

    const second = await prepareDatabase({ database: dbConfig, seedDemo: true });
    const after = await counts(second);
    const hashesAfter = await second.query(
      `select login_id, password_hash from sso.account order by login_id`,
    );

    expect(before).toEqual({
      regions: 19,
      schools: 12485,
      footers: 12485,
      setups: 3,
      menus: expect.any(Number),
      // 10 demo members of every role (with pending teacher2 and 부산's manager4, decision 050/051),
      // operator1 (decision 072) and 2 for the authcheck -2 paths (lockout1, idle1; decision 038), plus the
      // authcheck condition accounts (decision 030): suspended1 (a member and an account) and newbie1 (an
      // SSO account only); student5, student1's classmate for the golden bell (issue 17); pending1, the
      // pupil awaiting verification (decision 220); teacher5 and teacher6 of 가락중 and 가락고 (issue 36).
      members: 18,
      accounts: 19,
      books: 2058,
      kdc: 100,
      libraries: 4,
      holdings: expect.any(Number),
      loans: expect.any(Number),
      reservations: expect.any(Number),
      // The community (decision 070): 11 guide posts, 52 demo posts (notices, FAQ, inquiries,
      // counselling, school news, reference room, DLS notices) with 5 files, 3 teacher share-room
      // materials with 2 files (decision 151), and the 4 policy pages.
      posts: 71,
      files: 7,
      pages: 4,
      unindexed: 0,
    });
    expect(before!.holdings).toBeGreaterThan(5000);
    // Every copy the holdings generator put on loan at a demo library has its loan (decision 043).
    expect(before!.loans).toBeGreaterThan(100);
    expect(after).toEqual(before);
    expect(hashesAfter.rows).toEqual(hashes.rows);

    const { rows: demo } = await second.query(`
      select m.login_id, m.member_type_code, s.neis_code, m.grade, m.class_no
      from portal.member m left join portal.school s on s.sch_key = m.sch_key order by m.login_id`);
    expect(demo).toContainEqual({
      login_id: 'student1',
      member_type_code: '01',
      neis_code: '7130102',
      grade: 5,
      class_no: 2,
    });
    expect(demo).toContainEqual({
      login_id: 'member1',
      member_type_code: '04',
      neis_code: null,
      grade: null,
      class_no: null,
    });
    expect(demo).toContainEqual(
      expect.objectContaining({ login_id: 'teacher4', member_type_code: '02', neis_code: '7201044' }),
    );

    const { rows: pw } = await second.query(
      `select password_hash from sso.account where login_id = 'student1'`,
    );
    expect(String(pw[0]!.password_hash)).toMatch(/^\$argon2id\$/);
    await second.close();
    // Two full preparations of a database of its own: slow on a busy machine.
  }, 300_000);

  it('seeds the policy pages and guides but no demo notices, members or files without SEED_DEMO', async () => {
    const created = testEngine === 'pglite' ? null : await createTestDatabaseConfig();
    const database = await prepareDatabase({
      database: created?.database ?? { kind: 'pglite', dataDir: null },
      seedDemo: false,
    });
    const { rows } = await database.query(`
      select (select count(*) from portal.board_post where board_code = 'notice')::int as notices,
             (select count(*) from portal.board_post)::int as posts,
             (select count(*) from portal.board_file)::int as files,
             (select count(*) from portal.site_page)::int as pages,
             (select count(*) from portal.member)::int as members`);
    await database.close();
    await created?.drop();
    expect(rows[0]).toEqual({ notices: 0, posts: 11, files: 0, pages: 4, members: 0 });
  }, 300_000);
});
