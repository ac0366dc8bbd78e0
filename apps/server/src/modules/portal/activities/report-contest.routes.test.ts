import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
type Who = 'student1' | 'student5' | 'teacher1' | 'teacher4' | 'student4' | 'anon';
const headers = {} as Record<Who, Record<string, string>>;
let report1 = 0;
let student1Key = 0;
let report5 = 0;
let draft1 = 0;

const call = callerOf(t, '/schome/service/readingActivitesJoin/readingContest', headers);

async function writeReport(who: Who, title: string, submit: boolean) {
  const { rows } = await t.database.query('select book_key from search.book order by book_key limit 1');
  const res = await call(who, '/schome/service/readingActivitesMng/readingActivites/save', {
    reaActCode: '02',
    bookKey: Number(rows[0]!.book_key),
    title,
    content: `<p>${title}: 주인공이 두려움을 이겨 내는 장면이 가장 기억에 남는다.</p>`,
    privacyBoundCode: '02',
    submit,
  });
  expect(res.status).toBe(200);
  return res.body.data.reaActKey as number;
}

const contest = (extra: object = {}) => ({
  title: '가을 독후감 대회',
  theme: '용기에 대한 책',
  rules: '한 사람이 한 편만 응모합니다.',
  targetGrade: null,
  startDate: '20200101',
  endDate: '20991231',
  ...extra,
});

async function open(extra: object = {}) {
  const res = await call('teacher1', '/save', contest(extra));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.contestKey as number;
}

beforeAll(async () => {
  for (const who of ['student1', 'student5', 'teacher1', 'teacher4', 'student4'] as const) {
    const login = await loginAs(t.app, who);
    headers[who] = login.headers;
    if (who === 'student1') student1Key = login.data.memberKey;
  }
  headers.anon = {};
  report1 = await writeReport('student1', '용기를 배운 독후감', true);
  report5 = await writeReport('student5', '친구를 생각한 독후감', true);
  draft1 = await writeReport('student1', '아직 쓰는 중인 독후감', false);
});

describe('reading-report contests', () => {
  it('keeps a contest out of lists, counts and detail before its start, except for its opener', async () => {
    const coming = await open({ title: '내년 독후감 대회', startDate: '20990101', endDate: '20991231' });
    const before = await call('student1', '/list?pageIndex=1&pageSize=100');
    const titles = before.body.data.list.map((c: { title: string }) => c.title);
    expect(titles).not.toContain('내년 독후감 대회');
    expect(before.body.data.totalCount).toBe(titles.length);
    expect((await call('student1', `/detail?contestKey=${coming}`)).status).toBe(404);
    expect((await call('teacher1', `/detail?contestKey=${coming}`)).status).toBe(200);
    const opener = await call('teacher1', '/list?pageIndex=1&pageSize=100');
    expect(opener.body.data.list.map((c: { title: string }) => c.title)).toContain('내년 독후감 대회');
  });

  it('lets a teacher open a contest for the school; a student gets 403 and another school sees nothing', async () => {
    const student = await call('student1', '/save', contest());
    expect(student.status).toBe(403);
    expect(student.body.message).toBe('선생님만 이용할 수 있습니다.');
    expect((await call('anon', '/save', contest())).status).toBe(401);
    const bad = await call('teacher1', '/save', contest({ startDate: '20250301', endDate: '20250201' }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('응모 마감일은 시작일과 같거나 뒤여야 합니다.');
    expect((await call('teacher1', '/save', contest({ title: '병신 대회' }))).status).toBe(400);

    const contestKey = await open();
    const list = await call('student5', '/list?pageIndex=1&pageSize=10');
    const row = list.body.data.list.find((c: { contestKey: number }) => c.contestKey === contestKey);
    expect(row).toMatchObject({ statusCode: 'open', startDate: '20200101', endDate: '20991231' });
    expect((await call('student4', `/detail?contestKey=${contestKey}`)).status).toBe(404);
    expect((await call('teacher4', `/entries?contestKey=${contestKey}`)).status).toBe(404);
    const foreign = await call('student4', '/list?pageIndex=1&pageSize=10');
    expect(foreign.body.data.list.map((c: { contestKey: number }) => c.contestKey)).not.toContain(contestKey);
  });

  it('takes one submitted report of the student’s own inside the period, replaceable, never another’s or a draft', async () => {
    const contestKey = await open();
    expect((await call('student1', '/submit', { contestKey, reaActKey: report5 })).status).toBe(404);
    const draft = await call('student1', '/submit', { contestKey, reaActKey: draft1 });
    expect(draft.status).toBe(409);
    expect(draft.body.message).toBe('제출한 독후감만 응모할 수 있습니다.');
    expect((await call('teacher1', '/submit', { contestKey, reaActKey: report1 })).status).toBe(403);
    const ok = await call('student1', '/submit', { contestKey, reaActKey: report1 });
    expect(ok.body.message).toBe('응모했습니다.');
    expect((await call('student1', '/submit', { contestKey, reaActKey: report1 })).status).toBe(200);
    const detail = await call('student1', `/detail?contestKey=${contestKey}`);
    expect(detail.body.data.myEntry).toMatchObject({ reaActKey: report1, reportTitle: '용기를 배운 독후감' });
    expect(detail.body.data.entryCount).toBe(1);
    expect(detail.body.data.judgeYn).toBe('N');

    const closed = await open({ startDate: '20200101', endDate: '20200131' });
    const late = await call('student1', '/submit', { contestKey: closed, reaActKey: report1 });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('응모 기간이 아닙니다.');
    // A coming contest is not there yet for a student (decision 228).
    const upcoming = await open({ startDate: '20990101', endDate: '20991231' });
    expect((await call('student1', '/submit', { contestKey: upcoming, reaActKey: report1 })).status).toBe(
      404,
    );
    const otherGrade = await open({ targetGrade: 1 });
    const notTarget = await call('student1', '/submit', { contestKey: otherGrade, reaActKey: report1 });
    expect(notTarget.status).toBe(403);
    expect(notTarget.body.message).toBe('응모 대상 학년이 아닙니다.');
  });

  it('keeps judging to the school’s teachers (students 403, another school 404) and shows results only once published', async () => {
    const contestKey = await open();
    await call('student1', '/submit', { contestKey, reaActKey: report1 });
    await call('student5', '/submit', { contestKey, reaActKey: report5 });
    expect((await call('student1', `/entries?contestKey=${contestKey}`)).status).toBe(403);
    const entries = (await call('teacher1', `/entries?contestKey=${contestKey}`)).body.data.list;
    expect(entries).toHaveLength(2);
    const entryOf = (key: number) => entries.find((e: { reaActKey: number }) => e.reaActKey === key).entryKey;
    const judge = {
      entryKey: entryOf(report1),
      score: 95,
      awardCode: '01',
      judgeComment: '용기의 의미를 잘 썼어요.',
    };
    expect((await call('student1', '/judge', judge)).status).toBe(403);
    expect((await call('teacher4', '/judge', judge)).status).toBe(404);
    expect((await call('teacher1', '/judge', { ...judge, score: 120 })).status).toBe(400);
    expect((await call('teacher1', '/judge', judge)).body.message).toBe('심사 결과를 저장했습니다.');
    await call('teacher1', '/judge', { entryKey: entryOf(report5), score: 70, awardCode: null });

    // Before the results the entrant sees no score.
    const before = await call('student1', `/detail?contestKey=${contestKey}`);
    expect(before.body.data.myEntry.score).toBeNull();
    expect(before.body.data.awardList).toEqual([]);
    expect((await call('student1', '/publish', { contestKey })).status).toBe(403);
    const published = await call('teacher1', '/publish', { contestKey });
    expect(published.body.message).toBe('결과를 발표했습니다.');

    const after = await call('student5', `/detail?contestKey=${contestKey}`);
    expect(after.body.data.statusCode).toBe('published');
    expect(after.body.data.awardList).toHaveLength(1);
    expect(after.body.data.awardList[0]).toMatchObject({
      reportTitle: '용기를 배운 독후감',
      awardName: '대상',
    });
    expect(after.body.data.myEntry).toMatchObject({ score: 70, awardName: null });
    const closedAgain = await call('student5', '/submit', { contestKey, reaActKey: report5 });
    expect(closedAgain.body.message).toBe('결과가 발표된 대회입니다.');
    expect((await call('teacher1', '/judge', judge)).status).toBe(409);

    // The winner hears of it; my page lists the entry with its award.
    const notes = await call(
      'student1',
      `/schome/service/mypage/messageMng/systemNotifications/list?memberKey=${student1Key}`,
    );
    expect(JSON.stringify(notes.body)).toContain("'가을 독후감 대회'에서 대상을 받았습니다.");
    const mine = await call('student1', '/schome/service/mypage/myReadingContest/readingContest');
    const entry = mine.body.data.entryList.find((e: { contestKey: number }) => e.contestKey === contestKey);
    expect(entry).toMatchObject({ awardName: '대상', statusCode: 'published', score: 95 });
    const teacherMine = await call('teacher1', '/schome/service/mypage/myReadingContest/readingContest');
    expect(teacherMine.body.data.contestList.map((c: { contestKey: number }) => c.contestKey)).toContain(
      contestKey,
    );
    expect((await call('anon', '/schome/service/mypage/myReadingContest/readingContest')).status).toBe(401);
  });
});
