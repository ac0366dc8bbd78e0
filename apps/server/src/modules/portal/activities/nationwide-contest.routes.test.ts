import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, loginAs, useTestApp } from '../../../../test/test-app.ts';

/** Nationwide reading-report contests the operator opens and judges (decision 138). */
const t = useTestApp();
const base = '/schome/service/readingActivitesJoin/readingContest';
type Who = 'operator1' | 'student1' | 'student4' | 'teacher1' | 'teacher4' | 'member1' | 'anon';
const headers = {} as Record<Who, Record<string, string>>;
const reports = {} as Record<'student1' | 'student4', number>;

const call = callerOf(t, base, headers);

const contest = (extra: object = {}) => ({
  title: '전국 독후감 대회 (시험)',
  theme: '나를 키운 책',
  rules: '전국 학생 누구나 한 편을 응모합니다.',
  targetGrade: null,
  startDate: '20200101',
  endDate: '20991231',
  ...extra,
});
const keysOf = (list: { contestKey: number }[]) => list.map((c) => c.contestKey);
const listOf = async (who: Who) => (await call(who, '/list?pageIndex=1&pageSize=50')).body.data.list;

let nationKey = 0;
let schoolKey = 0;

beforeAll(async () => {
  for (const who of ['operator1', 'student1', 'student4', 'teacher1', 'teacher4', 'member1'] as const)
    headers[who] = (await loginAs(t.app, who)).headers;
  headers.anon = {};
  const { rows } = await t.database.query('select book_key from search.book order by book_key limit 1');
  for (const who of ['student1', 'student4'] as const) {
    const res = await call(who, '/schome/service/readingActivitesMng/readingActivites/save', {
      reaActCode: '02',
      bookKey: Number(rows[0]!.book_key),
      title: `${who}의 독후감`,
      content: '<p>주인공이 어려움을 이겨 내는 모습에서 용기를 배웠다.</p>',
      privacyBoundCode: '02',
      submit: true,
    });
    expect(res.status).toBe(200);
    reports[who] = res.body.data.reaActKey;
  }
  const opened = await call('operator1', '/save', contest());
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  nationKey = opened.body.data.contestKey;
  schoolKey = (await call('teacher1', '/save', contest({ title: '우리 학교 대회 (시험)' }))).body.data
    .contestKey;
});

describe('nationwide reading-report contests', () => {
  it('the operator opens one with no school; every school lists it beside its own, the operator none of the schools’', async () => {
    const { rows } = await t.database.query(
      `select sch_key from portal.report_contest where contest_key = ${nationKey}`,
    );
    expect(rows[0]!.sch_key).toBeNull();
    for (const who of ['student1', 'teacher1', 'student4', 'teacher4', 'member1'] as const) {
      const row = (await listOf(who)).find((c: { contestKey: number }) => c.contestKey === nationKey);
      expect(row, who).toMatchObject({ nationwideYn: 'Y', schName: null, statusCode: 'open' });
    }
    expect(keysOf(await listOf('student1'))).toContain(schoolKey);
    expect(keysOf(await listOf('student4'))).not.toContain(schoolKey);
    expect(keysOf(await listOf('operator1'))).not.toContain(schoolKey);
    expect((await call('operator1', `/detail?contestKey=${schoolKey}`)).status).toBe(404);
    const school = (await listOf('student1')).find((c: { contestKey: number }) => c.contestKey === schoolKey);
    expect(school).toMatchObject({ nationwideYn: 'N', schName: '서울가락초등학교' });
    // The seeded nationwide contest is there too.
    expect((await listOf('student4')).map((c: { title: string }) => c.title)).toContain(
      '2026 전국 학생 독후감 대회',
    );
    expect((await call('anon', '/list')).status).toBe(401);
  });

  it('only an operator or a school’s staff opens a contest; a school’s teacher never edits a nationwide one', async () => {
    for (const who of ['student1', 'member1'] as const) {
      const res = await call(who, '/save', contest());
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('선생님만 이용할 수 있습니다.');
    }
    const edit = await call('teacher1', '/save', contest({ contestKey: nationKey, title: '고친 대회' }));
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe('전국 대회는 운영자만 심사할 수 있습니다.');
    expect((await call('operator1', '/save', contest({ contestKey: schoolKey }))).status).toBe(404);
    const mine = async (who: Who) =>
      (await call(who, '/schome/service/mypage/myReadingContest/readingContest')).body.data;
    const operator = await mine('operator1');
    expect(operator.openScope).toBe('nation');
    expect(keysOf(operator.contestList)).toContain(nationKey);
    expect((await mine('teacher1')).openScope).toBe('school');
    expect((await mine('student1')).openScope).toBeNull();
  });

  it('takes entries from every school’s students; only operators judge and the opener publishes', async () => {
    for (const who of ['student1', 'student4'] as const) {
      const res = await call(who, '/submit', { contestKey: nationKey, reaActKey: reports[who] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(
      (await call('teacher1', '/submit', { contestKey: nationKey, reaActKey: reports.student1 })).status,
    ).toBe(403);

    for (const who of ['teacher1', 'teacher4'] as const) {
      const res = await call(who, `/entries?contestKey=${nationKey}`);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('전국 대회는 운영자만 심사할 수 있습니다.');
    }
    expect((await call('student1', `/entries?contestKey=${nationKey}`)).status).toBe(403);
    expect((await call('student1', `/detail?contestKey=${nationKey}`)).body.data.judgeYn).toBe('N');
    expect((await call('teacher1', `/detail?contestKey=${nationKey}`)).body.data.judgeYn).toBe('N');
    expect((await call('operator1', `/detail?contestKey=${nationKey}`)).body.data.judgeYn).toBe('Y');

    const entries = (await call('operator1', `/entries?contestKey=${nationKey}`)).body.data.list;
    expect(entries).toHaveLength(2);
    expect(entries.map((e: { schName: string }) => e.schName).sort()).toEqual([
      '가락초등학교',
      '서울가락초등학교',
    ]);
    const busan = entries.find((e: { reaActKey: number }) => e.reaActKey === reports.student4);
    const judge = { entryKey: busan.entryKey, score: 97, awardCode: '01', judgeComment: '전국 대상입니다.' };
    const byTeacher = await call('teacher4', '/judge', judge);
    expect(byTeacher.status).toBe(403);
    expect(byTeacher.body.message).toBe('전국 대회는 운영자만 심사할 수 있습니다.');
    expect((await call('student4', '/judge', judge)).status).toBe(403);
    expect((await call('operator1', '/judge', judge)).body.message).toBe('심사 결과를 저장했습니다.');
    // The operator does not judge a school's contest: it is not theirs to see.
    await call('student1', '/submit', { contestKey: schoolKey, reaActKey: reports.student1 });
    const schoolEntry = (await call('teacher1', `/entries?contestKey=${schoolKey}`)).body.data.list[0];
    expect((await call('operator1', '/judge', { ...judge, entryKey: schoolEntry.entryKey })).status).toBe(
      404,
    );

    expect((await call('teacher1', '/publish', { contestKey: nationKey })).status).toBe(403);
    expect((await call('operator1', '/publish', { contestKey: nationKey })).body.message).toBe(
      '결과를 발표했습니다.',
    );
    const after = await call('student1', `/detail?contestKey=${nationKey}`);
    expect(after.body.data.awardList).toHaveLength(1);
    expect(after.body.data.awardList[0]).toMatchObject({ awardName: '대상', schName: '가락초등학교' });
  });
});
