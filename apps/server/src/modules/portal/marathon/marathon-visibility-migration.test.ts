import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { privacyBoundName } from '@reading/contract/activities/codes';
import { PRIVACY_BOUNDS } from '@reading/contract/marathon/codes';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseConfig } from '../../../../test/test-app.ts';
import { type Database, openDatabase } from '../../../db/client.ts';
import { migrate } from '../../../db/migrate.ts';
import { createMarathonRepository } from './marathon.repository.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../../db/migrations');
type Journal = { entries: { tag: string }[] };

/** The migrations folder as it stood before the rewrite (the lead renumbers at merge: found by name). */
function migrationsBeforeRewrite(): string {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as Journal;
  const at = journal.entries.findIndex((e) => e.tag.endsWith('_marathon_spec_visibility'));
  expect(at).toBeGreaterThan(0);
  const dir = mkdtempSync(path.join(tmpdir(), 'marathon-visibility-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
  );
  return dir;
}

/**
 * Decision 236: marathons were stored with their own codes (01 everyone, 02 the school, 03 the maker
 * only). Rows written that way, before the migration, read with spec 000 §3's meaning after it.
 */
describe('the marathon visibility rewrite (migration *_marathon_spec_visibility)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let dir: string;
  const keys = {} as Record<'everyone' | 'school' | 'makerOnly', number>;
  let maker = 0;
  let otherSchoolMember = 0;
  let sameSchoolMember = 0;

  beforeAll(async () => {
    const config = await createTestDatabaseConfig();
    drop = config.drop;
    database = await openDatabase(config.database);
    dir = migrationsBeforeRewrite();
    if (database.engine === 'postgres')
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: dir });
    else await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: dir });

    const one = async (text: string) => Number(Object.values((await database.query(text)).rows[0]!)[0]);
    const schoolA = await one(
      `insert into portal.school (neis_code, prov_code, name, kind, addr) values ('A1', 'B10', '가학교', '초등학교', '서울') returning sch_key`,
    );
    const schoolB = await one(
      `insert into portal.school (neis_code, prov_code, name, kind, addr) values ('B1', 'C10', '나학교', '초등학교', '부산') returning sch_key`,
    );
    const memberOf = (id: string, schKey: number) =>
      one(
        `insert into portal.member (login_id, name, member_type_code, sch_key) values ('${id}', '${id}', '02', ${schKey}) returning member_key`,
      );
    maker = await memberOf('maker', schoolA);
    sameSchoolMember = await memberOf('colleague', schoolA);
    otherSchoolMember = await memberOf('stranger', schoolB);
    // As marathon.service.ts wrote them before decision 236: 01 everyone, 02 the school, 03 the maker only.
    const marathon = (name: string, code: string) =>
      one(
        `insert into portal.reading_marathon (sch_key, maker_key, type_code, name, summary, start_date, end_date, privacy_bound_code, goal_unit_code, goal_count)
         values (${schoolA}, ${maker}, '02', '${name}', '요약', '2026-03-02', '2026-12-31', '${code}', '01', 3) returning reading_marathon_key`,
      );
    keys.everyone = await marathon('모두에게', '01');
    keys.school = await marathon('우리 학교', '02');
    keys.makerOnly = await marathon('나만', '03');

    await migrate(database);
  }, 180_000);

  afterAll(async () => {
    await database?.close();
    await drop?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('stores each old row under the spec’s code of its meaning: 01→04 nationwide, 02 stays, 03→01 private', async () => {
    const { rows } = await database.query(
      'select reading_marathon_key as key, privacy_bound_code as code from portal.reading_marathon order by 1',
    );
    const codeOf = (key: number) => rows.find((r) => Number(r.key) === key)?.code;
    expect(codeOf(keys.everyone)).toBe('04');
    expect(codeOf(keys.school)).toBe('02');
    expect(codeOf(keys.makerOnly)).toBe('01');
    expect(privacyBoundName('04')).toBe('전국 공개');
    expect(PRIVACY_BOUNDS.map((b) => b.code)).toEqual(['04', '02', '01']);
  });

  it('shows the rewritten rows by their new meaning: nationwide to everyone, the school’s to it, private to the maker', async () => {
    const repository = createMarathonRepository(database.db);
    const seen = async (memberKey: number, schKey: number | null) => {
      const found = [];
      for (const [name, key] of Object.entries(keys))
        if (await repository.find(key, '2026-06-01', { memberKey, schKey })) found.push(name);
      return found.sort();
    };
    const { rows } = await database.query(
      `select member_key as m, sch_key as s from portal.member where login_id in ('maker', 'colleague', 'stranger') order by login_id`,
    );
    const school = (m: number) => Number(rows.find((r) => Number(r.m) === m)?.s);
    expect(await seen(otherSchoolMember, school(otherSchoolMember))).toEqual(['everyone']);
    expect(await seen(sameSchoolMember, school(sameSchoolMember))).toEqual(['everyone', 'school']);
    expect(await seen(maker, school(maker))).toEqual(['everyone', 'makerOnly', 'school']);
  });

  it('refuses a code outside the marathon’s three from now on (the check constraint)', async () => {
    await expect(
      database.query(
        `update portal.reading_marathon set privacy_bound_code = '03' where reading_marathon_key = ${keys.school}`,
      ),
    ).rejects.toThrow();
  });
});
