import { previousMonthRange } from '@reading/contract/activities/codes';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
const base = '/schome/service/readingActivitesMng';
type Who = 'author' | 'sameStudent' | 'otherStudent' | 'teacher' | 'otherTeacher' | 'anon';
const headers = {} as Record<Who, Record<string, string>>;
const keys = {} as Record<string, number>;
let bookKey = 0;
let authorKey = 0;
let schKey = 0;
let teacherKey = 0;

const call = (who: Who, url: string, payload?: unknown) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `${base}${url}`,
    headers: headers[who],
    payload: payload as object,
  });

const write = async (privacyBoundCode: string, submit: boolean, extra: object = {}) => {
  const res = await call('author', '/readingActivites/save', {
    reaActCode: '02',
    bookKey,
    title: `공개 범위 ${privacyBoundCode} 감상문`,
    content: `<p>범위 ${privacyBoundCode}의 감상문입니다. 주인공의 용기가 인상 깊었다.</p><script>alert(1)</script>`,
    privacyBoundCode,
    submit,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.reaActKey as number;
};

beforeAll(async () => {
  const student1 = await loginAs(t.app, 'student1');
  authorKey = student1.data.memberKey;
  schKey = Number(student1.data.schKey);
  // student2 moves to student1's school in this file's database: a same-school classmate.
  await t.database.query(
    `update portal.member set sch_key = ${schKey}, grade = 5, class_no = 2 where login_id = 'student2'`,
  );
  headers.author = student1.headers;
  headers.sameStudent = (await loginAs(t.app, 'student2')).headers;
  headers.otherStudent = (await loginAs(t.app, 'student3')).headers;
  const teacher1 = await loginAs(t.app, 'teacher1');
  headers.teacher = teacher1.headers;
  teacherKey = teacher1.data.memberKey;
  headers.otherTeacher = (await loginAs(t.app, 'teacher4')).headers;
  headers.anon = {};
  const { rows } = await t.database.query('select book_key from search.book order by book_key limit 1');
  bookKey = Number(rows[0]!.book_key);
  for (const code of ['01', '02', '03', '04', '06', '05']) keys[code] = await write(code, true);
  for (const code of ['01', '02', '03', '04', '06'])
    expect((await call('teacher', '/readingActivites/approve', { reaActKey: keys[code] })).statusCode).toBe(
      200,
    );
  keys.draft = await write('04', false);
  keys.submitted = await write('04', true);
});

describe('visibility of reading activities (spec 000 §3 codes, decided in the queries)', () => {
  const Y = 200;
  const N = 404;
  // author, same-school student, other-school student, teacher of the school, other school's teacher, anonymous
  const matrix: Record<string, number[]> = {
    '01': [Y, N, N, Y, N, N],
    '02': [Y, Y, N, Y, N, N],
    '03': [Y, Y, Y, Y, Y, N],
    '04': [Y, Y, Y, Y, Y, Y],
    '06': [Y, Y, Y, Y, Y, Y],
    '05': [Y, N, N, N, N, N],
    draft: [Y, N, N, N, N, N],
    submitted: [Y, N, N, Y, N, N],
  };
  const whos: Who[] = ['author', 'sameStudent', 'otherStudent', 'teacher', 'otherTeacher', 'anon'];

  it('detail, school list and recommend list show each activity only to whom its code allows', async () => {
    const lists = Object.fromEntries(
      await Promise.all(
        whos.map(async (who) => {
          const res = await call(who, `/readingActivites/schoolList?schKey=${schKey}&pageSize=100`);
          expect(res.statusCode).toBe(200);
          return [who, res.json().data.list.map((i: { reaActKey: number }) => i.reaActKey)] as const;
        }),
      ),
    );
    for (const [name, expected] of Object.entries(matrix)) {
      for (const [i, who] of whos.entries()) {
        const res = await call(who, `/readingActivites/detail?reaActKey=${keys[name]}`);
        expect([name, who, res.statusCode]).toEqual([name, who, expected[i]]);
        // A draft is listed to nobody but its author's own list; the school list follows the detail otherwise.
        const listed = lists[who]!.includes(keys[name]!);
        expect([name, who, listed]).toEqual([name, who, expected[i] === Y && name !== 'draft']);
      }
    }
  });

  it('only the author lists their own activities (myList), drafts included', async () => {
    const mine = await call('author', `/readingActivites/myList?memberKey=${authorKey}&pageSize=100`);
    const { rows } = await t.database.query(
      `select count(*)::int as n from portal.reading_activity where member_key = ${authorKey}`,
    );
    // The eight written here and the demo seed's.
    expect(rows[0]!.n).toBeGreaterThanOrEqual(8);
    expect(mine.json().data.totalCount).toBe(rows[0]!.n);
    // MyMediaActivities asks for one kind: only drawings and media (04), all of them.
    const media = await call(
      'author',
      `/readingActivites/myList?memberKey=${authorKey}&reaActCode=04&pageSize=100`,
    );
    const mediaRows = await t.database.query(
      `select count(*)::int as n from portal.reading_activity where member_key = ${authorKey} and rea_act_code = '04'`,
    );
    expect(mediaRows.rows[0]!.n).toBeGreaterThan(0);
    expect(media.json().data.totalCount).toBe(mediaRows.rows[0]!.n);
    expect(media.json().data.list.every((a: { reaActCode: string }) => a.reaActCode === '04')).toBe(true);
    expect((await call('sameStudent', `/readingActivites/myList?memberKey=${authorKey}`)).statusCode).toBe(
      403,
    );
    expect((await call('anon', `/readingActivites/myList?memberKey=${authorKey}`)).statusCode).toBe(401);
  });

  it('stores sanitized rich text: the script is gone', async () => {
    const res = await call('author', `/readingActivites/detail?reaActKey=${keys['02']}`);
    expect(res.json().data.content).not.toContain('script');
    expect(res.json().data.content).toContain('주인공의 용기');
  });
});

describe('teacher review', () => {
  it("answers 403 to a student's review, approve, recommend and reply calls", async () => {
    const reaActKey = keys.submitted;
    for (const who of ['author', 'sameStudent'] as const) {
      expect((await call(who, `/readingActivites/manageList?teacherMemberKey=${authorKey}`)).statusCode).toBe(
        403,
      );
      expect((await call(who, `/readingActivites/manageDetail?reaActKey=${reaActKey}`)).statusCode).toBe(403);
      expect((await call(who, '/readingActivites/approve', { reaActKey })).statusCode).toBe(403);
      expect(
        (await call(who, '/readingActivites/recommend', { reaActKey, recommendYn: 'Y' })).statusCode,
      ).toBe(403);
      expect((await call(who, '/replyMng/save', { reaActKey, content: '좋아요' })).statusCode).toBe(403);
    }
  });

  it("answers 403 to another school's teacher, who can neither read the review nor review", async () => {
    const reaActKey = keys.submitted;
    const res = await call('otherTeacher', `/readingActivites/manageDetail?reaActKey=${reaActKey}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('접근이 불가합니다.');
    expect((await call('otherTeacher', '/readingActivites/approve', { reaActKey })).statusCode).toBe(403);
    expect(
      (await call('otherTeacher', '/replyMng/save', { reaActKey, content: '잘 썼어요' })).statusCode,
    ).toBe(403);
    const list = await call('otherTeacher', `/readingActivites/manageList?teacherMemberKey=${authorKey}`);
    expect(list.statusCode).toBe(403);
  });

  it('comments, returns with a reason, approves and recommends; the student is notified and badge 02 counts', async () => {
    const queue = await call(
      'teacher',
      `/readingActivites/manageList?teacherMemberKey=${teacherKey}&statusCode=01`,
    );
    expect(queue.json().data.list.map((i: { reaActKey: number }) => i.reaActKey)).toContain(keys.submitted);
    const reaActKey = await write('04', true, { title: '검토 흐름 감상문' });
    const reply = await call('teacher', '/replyMng/save', {
      reaActKey,
      content: '주인공의 마음을 잘 읽었어요.',
    });
    expect(reply.statusCode).toBe(200);
    const back = await call('teacher', '/readingActivites/return', {
      reaActKey,
      reason: '줄거리를 조금 더 써 주세요.',
    });
    expect(back.statusCode).toBe(200);
    const returned = (await call('author', `/readingActivites/detail?reaActKey=${reaActKey}`)).json().data;
    expect(returned).toMatchObject({
      statusCode: '03',
      returnReason: '줄거리를 조금 더 써 주세요.',
      editableYn: 'Y',
    });
    expect(returned.replies.map((r: { content: string }) => r.content)).toEqual([
      '주인공의 마음을 잘 읽었어요.',
    ]);
    await write('04', true, { reaActKey, title: '검토 흐름 감상문' });
    expect(
      (await call('teacher', '/readingActivites/recommend', { reaActKey, recommendYn: 'Y' })).statusCode,
    ).toBe(409);
    expect((await call('teacher', '/readingActivites/approve', { reaActKey })).statusCode).toBe(200);
    expect(
      (await call('teacher', '/readingActivites/recommend', { reaActKey, recommendYn: 'Y' })).statusCode,
    ).toBe(200);
    const recommended = await call('anon', '/readingActivites/recommendList');
    expect(recommended.json().data.list[0].reaActKey).toBe(reaActKey);
    // An approved activity is locked.
    expect((await call('author', '/readingActivites/delete', { reaActKey })).statusCode).toBe(409);
    const notices = await t.app.inject({
      url: `/schome/service/mypage/messageMng/systemNotifications/list?memberKey=${authorKey}`,
      headers: headers.author,
    });
    const titles = JSON.stringify(notices.json().data);
    expect(titles).toContain("'검토 흐름 감상문'에 선생님 댓글이 달렸습니다.");
    expect(titles).toContain("'검토 흐름 감상문' 독서활동이 승인되었습니다.");
    expect(titles).toContain("'검토 흐름 감상문' 독서활동이 추천 활동으로 선정되었습니다.");
    const badges = await t.app.inject({
      url: `/schome/service/mypage/badgestatus/list?memberKey=${authorKey}`,
      headers: headers.author,
    });
    const report = badges.json().data.list.find((b: { badgeTypeCode: string }) => b.badgeTypeCode === '02');
    expect(report.activityCount).toBeGreaterThanOrEqual(6);
    const count = await t.app.inject({
      url: `/schome/service/mypage/myReadingActivitesMng/count?memberKey=${authorKey}`,
      headers: headers.author,
    });
    const { rows } = await t.database.query(
      `select count(*)::int as n from portal.reading_activity where member_key = ${authorKey} and status_code <> '00'`,
    );
    expect(count.json().data.readingActivitesCount).toBe(rows[0]!.n);
  });
});

describe('counts by reaActCode and the default date filter', () => {
  it('counts visible rows by code; without dates it counts the whole previous month', async () => {
    const range = previousMonthRange(t.app.library.today());
    const statsUrl = '/service/readingActivitesMng/readingActivitesStat/reaActCodeStatistics';
    const before = (await t.app.inject({ url: statsUrl })).json().data;
    const start = `${range.searchStartDate.slice(0, 4)}-${range.searchStartDate.slice(4, 6)}-01`;
    // Two of the nationwide ones were written last month (first and last day, Seoul time).
    const end = range.searchEndDate;
    await t.database.query(
      `update portal.reading_activity set created_at = '${start}T00:30:00+09:00' where rea_act_key = ${keys['04']}`,
    );
    await t.database.query(
      `update portal.reading_activity set created_at = '${end.slice(0, 4)}-${end.slice(4, 6)}-${end.slice(6)}T23:30:00+09:00' where rea_act_key = ${keys['06']}`,
    );
    const stats = await t.app.inject({ url: statsUrl });
    expect(stats.statusCode).toBe(200);
    expect(stats.json().data).toMatchObject({ ...range, totalCount: before.totalCount + 2 });
    const reports = (d: { list: { reaActCode: string; count: number }[] }) =>
      d.list.find((c) => c.reaActCode === '02')!.count;
    expect(reports(stats.json().data)).toBe(reports(before) + 2);
    // Over a wide range the counts by code equal the rows the viewer sees.
    const all = await t.app.inject({
      url: `/service/readingActivitesMng/readingActivitesStat/reaActCodeStatistics?searchStartDate=20000101&searchEndDate=20991231&schKey=${schKey}`,
      headers: headers.teacher,
    });
    const { rows } = await t.database.query(
      `select rea_act_code, count(*)::int as n from portal.reading_activity where sch_key = ${schKey}
       and status_code <> '00' and privacy_bound_code <> '05' group by rea_act_code`,
    );
    for (const row of rows)
      expect(
        all.json().data.list.find((c: { reaActCode: string }) => c.reaActCode === row.rea_act_code).count,
      ).toBe(row.n);
    const bad = await t.app.inject({
      url: '/service/readingActivitesMng/readingActivitesStat/reaActCodeStatistics?searchStartDate=20261399',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('writing', () => {
  it('refuses banned words, a missing image for a drawing, and a one-line review without a rating', async () => {
    const banned = await call('author', '/readingActivites/save', {
      reaActCode: '02',
      bookKey,
      title: '감상문',
      content: '<p>이 책은 병신 같다</p>',
      privacyBoundCode: '02',
      submit: true,
    });
    expect(banned.statusCode).toBe(400);
    expect(banned.json().message).toBe('병신은 사용할 수 없는 단어입니다.');
    const noImage = await call('author', '/readingActivites/save', {
      reaActCode: '04',
      bookKey,
      title: '그림',
      content: '<p>그림 설명</p>',
      privacyBoundCode: '02',
      submit: true,
    });
    expect(noImage.json().message).toBe('그림이나 사진을 한 장 이상 올려주세요.');
    const noRating = await call('author', '/readingActivites/save', {
      reaActCode: '01',
      bookKey,
      title: '한줄평',
      content: '재미있어요',
      privacyBoundCode: '02',
      submit: true,
    });
    expect(noRating.statusCode).toBe(400);
    expect(
      (
        await call('teacher', '/readingActivites/save', {
          reaActCode: '01',
          bookKey,
          title: '한줄평',
          content: '재미있어요',
          rating: 5,
          privacyBoundCode: '02',
          submit: true,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lists recent loans as books to write about', async () => {
    const res = await call('author', '/readingActivites/books?type=recentLoanBooks');
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().data.list)).toBe(true);
    expect((await call('anon', '/readingActivites/books?type=recentLoanBooks')).statusCode).toBe(401);
  });
});
