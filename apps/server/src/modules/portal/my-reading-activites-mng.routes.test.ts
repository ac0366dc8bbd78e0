import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, loginAs, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
const base = '/schome/service/mypage/myReadingActivitesMng';
type Who = 'student1' | 'teacher1' | 'teacher4' | 'anon';
let call: ReturnType<typeof callerOf<Who>>;
const keys = {} as Record<Exclude<Who, 'anon'>, number>;
const schools = {} as Record<Exclude<Who, 'anon'>, number>;

beforeAll(async () => {
  const headers = { anon: {} } as Record<Who, Record<string, string>>;
  for (const who of ['student1', 'teacher1', 'teacher4'] as const) {
    const login = await loginAs(t.app, who);
    headers[who] = login.headers;
    keys[who] = login.data.memberKey;
    schools[who] = Number(login.data.schKey);
  }
  call = callerOf(t, base, headers);
});

type Item = { reaActKey: number; reaActCode: string; statusCode: string };

describe('001 §7 myReadingActivitesMng: counts and lists, teacher variants', () => {
  it('001 §7 myReadingActivitesMng list: a member’s own activities by kind, paged, drafts included', async () => {
    const all = await call('student1', `/list?memberKey=${keys.student1}&pageSize=100`);
    expect(all.status).toBe(200);
    const { rows } = await t.database.query(
      `select count(*)::int as n from portal.reading_activity where member_key = ${keys.student1}`,
    );
    expect(rows[0]!.n).toBeGreaterThan(1);
    expect(all.body.data.totalCount).toBe(rows[0]!.n);
    // Submitted ones are what the count counts (drafts are the member's own business).
    const count = await call('student1', `/count?memberKey=${keys.student1}`);
    const written = (all.body.data.list as Item[]).filter((i) => i.statusCode !== '00').length;
    expect(count.body.data.readingActivitesCount).toBe(written);

    const kind = (all.body.data.list as Item[])[0]!.reaActCode;
    const byKind = await call('student1', `/list?memberKey=${keys.student1}&reaActCode=${kind}&pageSize=100`);
    expect(byKind.body.data.list.length).toBeGreaterThan(0);
    expect((byKind.body.data.list as Item[]).every((i) => i.reaActCode === kind)).toBe(true);

    const page1 = await call('student1', `/list?memberKey=${keys.student1}&pageIndex=1&pageSize=1`);
    const page2 = await call('student1', `/list?memberKey=${keys.student1}&pageIndex=2&pageSize=1`);
    expect(page1.body.data.list).toHaveLength(1);
    expect(page2.body.data.list).toHaveLength(1);
    expect(page1.body.data.list[0].reaActKey).not.toBe(page2.body.data.list[0].reaActKey);
    expect(page1.body.data.totalCount).toBe(rows[0]!.n);
  });

  it('001 §7 myReadingActivitesMng teacher variant: the teacher’s school’s activities to review, never another school’s', async () => {
    const queue = await call(
      'teacher1',
      `/teacher/list?teacherMemberKey=${keys.teacher1}&statusCode=01&pageSize=100`,
    );
    expect(queue.status).toBe(200);
    const count = await call('teacher1', `/count?teacherMemberKey=${keys.teacher1}`);
    expect(queue.body.data.totalCount).toBe(count.body.data.readingActivitesCount);
    const { rows } = await t.database.query(
      `select rea_act_key from portal.reading_activity where sch_key <> ${schools.teacher1}`,
    );
    const foreign = new Set(rows.map((r) => r.rea_act_key));
    const everything = await call('teacher1', `/teacher/list?teacherMemberKey=${keys.teacher1}&pageSize=100`);
    expect(everything.body.data.list.length).toBeGreaterThan(0);
    for (const item of everything.body.data.list as Item[]) {
      expect(foreign.has(item.reaActKey)).toBe(false);
      expect(item.statusCode).not.toBe('00');
    }
    const other = await call('teacher4', `/teacher/list?teacherMemberKey=${keys.teacher4}&pageSize=100`);
    expect(other.status).toBe(200);
    const ours = new Set((everything.body.data.list as Item[]).map((i) => i.reaActKey));
    for (const item of other.body.data.list as Item[]) expect(ours.has(item.reaActKey)).toBe(false);
  });

  it('001 §7 myReadingActivitesMng: 401 for a visitor, 403 for a student on the teacher list or for someone else’s list, 400 for bad paging', async () => {
    for (const path of [
      `/list?memberKey=${keys.student1}`,
      `/teacher/list?teacherMemberKey=${keys.teacher1}`,
    ]) {
      const res = await call('anon', path);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('로그인이 필요합니다.');
    }
    expect((await call('student1', `/teacher/list?teacherMemberKey=${keys.student1}`)).status).toBe(403);
    expect((await call('teacher4', `/teacher/list?teacherMemberKey=${keys.teacher1}`)).status).toBe(403);
    expect((await call('teacher1', `/list?memberKey=${keys.student1}`)).status).toBe(403);
    const bad = await call('student1', `/list?memberKey=${keys.student1}&pageIndex=0`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[가-힣]/);
  });
});
