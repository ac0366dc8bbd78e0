import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';
import { koreaDate } from '../../../lib/clock.ts';

const t = useTestApp();
const BASE = '/schome/service/readingActivitesJoin/readingMarathon';
type Headers = Record<string, string>;
const h: Record<string, Headers> = {};
const memberKeys: Record<string, number> = {};
let literature: number[] = [];
let otherSubject = 0;

const day = (offset: number) => koreaDate(new Date(Date.now() + offset * 86_400_000));

async function call(who: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url: `${BASE}${url}`,
    headers: h[who] ?? {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

const step2 = (over: object = {}) => ({
  name: '겨울방학 독서마라톤',
  summary: '방학 동안 함께 책을 읽어요.',
  targetGrade: 0,
  startDate: day(0),
  endDate: day(30),
  keyword: '방학',
  ...over,
});

async function make(who: string, body: object) {
  const saved = await call(who, 'POST', '/save', body);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.data.readingMarathonKey as number;
}

async function diary(who: string, readingMarathonKey: number, bookKey: number, readPages = 120) {
  return call(who, 'POST', '/diary/save', {
    readingMarathonKey,
    bookKey,
    readPages,
    readDate: day(0),
    content: '주인공의 용기가 인상 깊었다.',
  });
}

beforeAll(async () => {
  for (const id of ['teacher1', 'student1', 'student5', 'student4', 'teacher4', 'member1']) {
    const login = await loginAs(t.app, id);
    h[id] = login.headers;
    memberKeys[id] = login.data.memberKey;
  }
  const lit = await t.database.query(
    "select book_key from search.book where kdc like '8%' order by book_key limit 3",
  );
  literature = lit.rows.map((r) => Number(r.book_key));
  const other = await t.database.query(
    "select book_key from search.book where kdc like '4%' order by book_key limit 1",
  );
  otherSubject = Number(other.rows[0]!.book_key);
  expect(literature).toHaveLength(3);
});

describe('creating a marathon in steps', () => {
  it('refuses each step with its Korean message, naming the field', async () => {
    const noType = await call('teacher1', 'POST', '/save', step2());
    expect(noType.status).toBe(400);
    expect(noType.body.message).toContain('독서마라톤 종류를 선택해주세요.');
    const noName = await call('teacher1', 'POST', '/save', {
      ...step2({ name: ' ' }),
      readingMarathonTypeCode: '02',
      goalUnitCode: '01',
      goalCount: 3,
    });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toContain('name: 독서마라톤 이름을 입력해주세요.');
    const backwards = await call('teacher1', 'POST', '/save', {
      ...step2({ startDate: day(5), endDate: day(1) }),
      readingMarathonTypeCode: '02',
      goalUnitCode: '01',
      goalCount: 3,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toContain('종료일은 시작일 이후로 선택해주세요.');
    const noBooks = await call('teacher1', 'POST', '/save', { ...step2(), readingMarathonTypeCode: '01' });
    expect(noBooks.status).toBe(400);
    expect(noBooks.body.message).toContain('읽을 책을 1권 이상 골라주세요.');
    const noGoal = await call('teacher1', 'POST', '/save', {
      ...step2(),
      readingMarathonTypeCode: '02',
      goalUnitCode: '01',
    });
    expect(noGoal.status).toBe(400);
    expect(noGoal.body.message).toContain('목표를 1 이상의 숫자로 입력해주세요.');
    const noSubject = await call('teacher1', 'POST', '/save', {
      ...step2(),
      readingMarathonTypeCode: '03',
      goalCount: 2,
    });
    expect(noSubject.status).toBe(400);
    expect(noSubject.body.message).toContain('주제(KDC)를 선택해주세요.');
  });

  it('applies privacyBoundCode 02 when the request leaves it out', async () => {
    const key = await make('teacher1', {
      ...step2(),
      readingMarathonTypeCode: '02',
      goalUnitCode: '01',
      goalCount: 3,
    });
    const detail = await call('teacher1', 'GET', `/detail?readingMarathonKey=${key}`);
    expect(detail.body.data.privacyBoundCode).toBe('02');
    expect(detail.body.data.goalLabel).toBe('책 3권');
    expect(detail.body.data.progressStatus).toBe('02');
  });

  it('copies the chosen books from the catalogue and refuses a book it does not have', async () => {
    const key = await make('teacher1', { ...step2(), readingMarathonTypeCode: '01', bookList: literature });
    const detail = await call('teacher1', 'GET', `/detail?readingMarathonKey=${key}`);
    expect(detail.body.data.bookList.map((b: { bookKey: number }) => b.bookKey)).toEqual(literature);
    expect(detail.body.data.bookList[0].title).not.toBe('');
    const missing = await call('teacher1', 'POST', '/save', {
      ...step2(),
      readingMarathonTypeCode: '01',
      bookList: [2147483600],
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('책을 찾을 수 없습니다.');
  });

  it('refuses a member without a school with 403 and an anonymous caller with 401', async () => {
    const body = { ...step2(), readingMarathonTypeCode: '02', goalUnitCode: '01', goalCount: 1 };
    expect((await call('member1', 'POST', '/save', body)).status).toBe(403);
    expect((await call('nobody', 'POST', '/save', body)).status).toBe(401);
  });
});

describe('lists', () => {
  it('pages the school list 4 at a time by default', async () => {
    for (let i = 0; i < 4; i += 1)
      await make('teacher1', {
        ...step2({ name: `쪽수 마라톤 ${i}` }),
        readingMarathonTypeCode: '02',
        goalUnitCode: '02',
        goalCount: 500,
      });
    const first = await call('student1', 'GET', '/schoolList');
    expect(first.status).toBe(200);
    expect(first.body.data.pageSize).toBe(4);
    expect(first.body.data.pageIndex).toBe(1);
    expect(first.body.data.list).toHaveLength(4);
    expect(first.body.data.totalPage).toBe(Math.ceil(first.body.data.totalCount / 4));
    const second = await call('student1', 'GET', '/schoolList?pageIndex=2');
    const firstKeys = first.body.data.list.map((m: { readingMarathonKey: number }) => m.readingMarathonKey);
    for (const m of second.body.data.list) expect(firstKeys).not.toContain(m.readingMarathonKey);
    expect((await call('student1', 'GET', '/schoolList?pageSize=0')).status).toBe(400);
  });

  it('filters by myMakeYN and myJoinYN', async () => {
    const key = await make('teacher1', {
      ...step2({ name: '참여 필터 마라톤' }),
      readingMarathonTypeCode: '02',
      goalUnitCode: '01',
      goalCount: 2,
    });
    const made = await call('teacher1', 'GET', '/schoolList?myMakeYN=Y&pageSize=20');
    expect(made.body.data.list.length).toBeGreaterThan(0);
    for (const m of made.body.data.list) expect(m.myMakeYN).toBe('Y');
    expect((await call('student5', 'GET', '/schoolList?myMakeYN=Y')).body.data.totalCount).toBe(0);
    expect((await call('student5', 'POST', '/join', { readingMarathonKey: key })).status).toBe(200);
    const joined = await call('student5', 'GET', '/schoolList?myJoinYN=Y&pageSize=20');
    const keys = joined.body.data.list.map((m: { readingMarathonKey: number }) => m.readingMarathonKey);
    expect(keys).toContain(key);
    for (const m of joined.body.data.list) expect(m.myJoinYN).toBe('Y');
    const all = await call('student5', 'GET', '/schoolList?pageSize=20');
    expect(all.body.data.totalCount).toBeGreaterThan(joined.body.data.totalCount);
  });

  it("hides another school's school-only and private marathons (404) and shows its nationwide one", async () => {
    const body = { ...step2(), readingMarathonTypeCode: '02', goalUnitCode: '01', goalCount: 2 };
    const schoolOnly = await make('teacher1', { ...body, name: '우리 학교만', privacyBoundCode: '02' });
    const mine = await make('teacher1', { ...body, name: '나만 보기', privacyBoundCode: '01' });
    const open = await make('teacher1', { ...body, name: '전국 공개 마라톤', privacyBoundCode: '04' });
    for (const key of [schoolOnly, mine]) {
      const other = await call('student4', 'GET', `/detail?readingMarathonKey=${key}`);
      expect(other.status).toBe(404);
      expect(other.body.message).toBe('독서마라톤을 찾을 수 없습니다.');
      expect((await call('teacher4', 'POST', '/join', { readingMarathonKey: key })).status).toBe(404);
    }
    expect((await call('student1', 'GET', `/detail?readingMarathonKey=${mine}`)).status).toBe(404);
    expect((await call('student4', 'GET', `/detail?readingMarathonKey=${open}`)).status).toBe(200);
    const recommended = await call('student4', 'GET', '/recommendList?pageSize=20');
    const keys = recommended.body.data.list.map((m: { readingMarathonKey: number }) => m.readingMarathonKey);
    expect(keys).toContain(open);
    expect(keys).not.toContain(schoolOnly);
    const otherList = await call('teacher4', 'GET', '/schoolList?pageSize=20');
    const otherKeys = otherList.body.data.list.map(
      (m: { readingMarathonKey: number }) => m.readingMarathonKey,
    );
    expect(otherKeys).not.toContain(schoolOnly);
  });
});

describe('editing, deleting, joining', () => {
  it('refuses to delete a marathon with participants, and lets its maker delete an empty one', async () => {
    const body = { ...step2(), readingMarathonTypeCode: '02', goalUnitCode: '01', goalCount: 2 };
    const key = await make('teacher1', body);
    expect((await call('student1', 'POST', '/join', { readingMarathonKey: key })).status).toBe(200);
    const refused = await call('teacher1', 'POST', '/delete', { readingMarathonKey: key });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('참여자가 있는 독서마라톤은 삭제할 수 없습니다.');
    const empty = await make('teacher1', body);
    const notMaker = await call('student1', 'POST', '/delete', { readingMarathonKey: empty });
    expect(notMaker.status).toBe(403);
    const deleted = await call('teacher1', 'POST', '/delete', { readingMarathonKey: empty });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('독서마라톤이 삭제되었습니다.');
    expect((await call('teacher1', 'GET', `/detail?readingMarathonKey=${empty}`)).status).toBe(404);
  });

  it('edits only before the start, and only by its maker', async () => {
    const body = {
      ...step2({ startDate: day(3), endDate: day(20) }),
      readingMarathonTypeCode: '02',
      goalUnitCode: '01',
      goalCount: 2,
    };
    const key = await make('teacher1', body);
    const edited = await call('teacher1', 'POST', '/update', {
      ...body,
      readingMarathonKey: key,
      goalCount: 4,
    });
    expect(edited.status).toBe(200);
    expect((await call('teacher1', 'GET', `/detail?readingMarathonKey=${key}`)).body.data.goalCount).toBe(4);
    expect((await call('student1', 'POST', '/update', { ...body, readingMarathonKey: key })).status).toBe(
      403,
    );
    const running = await make('teacher1', { ...body, startDate: day(0) });
    const refused = await call('teacher1', 'POST', '/update', {
      ...body,
      startDate: day(0),
      readingMarathonKey: running,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('이미 시작된 독서마라톤은 수정할 수 없습니다.');
  });

  it('refuses a diary before joining and a second join', async () => {
    const key = await make('teacher1', {
      ...step2(),
      readingMarathonTypeCode: '02',
      goalUnitCode: '01',
      goalCount: 1,
    });
    const early = await diary('student1', key, literature[0]!);
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('독서마라톤에 참여한 뒤 독서일지를 쓸 수 있습니다.');
    expect((await call('student1', 'POST', '/join', { readingMarathonKey: key })).status).toBe(200);
    expect((await call('student1', 'POST', '/join', { readingMarathonKey: key })).status).toBe(409);
    expect((await call('teacher1', 'POST', '/join', { readingMarathonKey: key })).status).toBe(409);
  });
});

describe('diaries and progress', () => {
  it('computes progress by books for a target marathon, completes it once and reports badge 07', async () => {
    const key = await make('teacher1', {
      ...step2(),
      readingMarathonTypeCode: '02',
      goalUnitCode: '01',
      goalCount: 3,
    });
    expect((await call('student5', 'POST', '/join', { readingMarathonKey: key })).status).toBe(200);
    const badges = () =>
      t.app.inject({
        url: `/schome/service/mypage/badgestatus/list?memberKey=${memberKeys.student5}`,
        headers: h.student5,
      });
    const badgeBefore = await badges();
    const countOf = (body: { data: { list: { badgeTypeCode: string; activityCount: number }[] } }) =>
      Math.max(0, ...body.data.list.filter((b) => b.badgeTypeCode === '07').map((b) => b.activityCount));
    const before = countOf(badgeBefore.json());
    const rates = [];
    for (const book of [literature[0]!, literature[0]!, literature[1]!, literature[2]!]) {
      const saved = await diary('student5', key, book);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      rates.push(saved.body.data.myProgress.progressRate);
    }
    // The same book twice counts once.
    expect(rates).toEqual([33, 33, 66, 100]);
    const detail = await call('student5', 'GET', `/detail?readingMarathonKey=${key}`);
    expect(detail.body.data.myProgress.completedYn).toBe('Y');
    expect(detail.body.data.myProgress.completedDate).not.toBeNull();
    const badgeAfter = await badges();
    expect(countOf(badgeAfter.json())).toBe(before + 1);
    const notes = await t.app.inject({
      url: `/schome/service/mypage/messageMng/systemNotifications/list?memberKey=${memberKeys.student5}&pageSize=50`,
      headers: h.student5,
    });
    const titles = JSON.stringify(notes.json().data);
    expect(titles).toContain('시작되었습니다');
    expect(titles).toContain('절반을 달렸습니다');
    expect(titles).toContain('완주했습니다');
    const list = await call(
      'student5',
      'GET',
      `/diary/list?readingMarathonKey=${key}&bookKey=${literature[0]}`,
    );
    expect(list.body.data.totalCount).toBe(2);
  });

  it('computes progress by pages, by chosen books and by subject', async () => {
    const pages = await make('teacher1', {
      ...step2(),
      readingMarathonTypeCode: '02',
      goalUnitCode: '02',
      goalCount: 400,
    });
    const chosen = await make('teacher1', {
      ...step2(),
      readingMarathonTypeCode: '01',
      bookList: literature.slice(0, 2),
    });
    const subject = await make('teacher1', {
      ...step2(),
      readingMarathonTypeCode: '03',
      kdcCode: '8',
      goalCount: 4,
    });
    for (const key of [pages, chosen, subject])
      expect((await call('student1', 'POST', '/join', { readingMarathonKey: key })).status).toBe(200);
    expect((await diary('student1', pages, literature[0]!, 100)).body.data.myProgress.progressRate).toBe(25);
    expect((await diary('student1', pages, literature[0]!, 200)).body.data.myProgress.progressRate).toBe(75);
    const offList = await diary('student1', chosen, literature[2]!);
    expect(offList.status).toBe(400);
    expect(offList.body.message).toContain('이 독서마라톤에서 고른 책만 독서일지를 쓸 수 있습니다.');
    expect((await diary('student1', chosen, literature[1]!)).body.data.myProgress.progressRate).toBe(50);
    const offSubject = await diary('student1', subject, otherSubject);
    expect(offSubject.status).toBe(400);
    expect(offSubject.body.message).toContain('주제(KDC)의 책만');
    expect((await diary('student1', subject, literature[0]!)).body.data.myProgress.progressRate).toBe(25);
    const progress = await call('teacher1', 'GET', `/progress?readingMarathonKey=${chosen}`);
    expect(progress.status).toBe(200);
    const row = progress.body.data.participantList.find((p: { name: string }) => p.name);
    expect(row.progressRate).toBe(50);
    expect(progress.body.data.goalLabel).toBe('지정 도서 2권');
    const notMaker = await call('student1', 'GET', `/progress?readingMarathonKey=${chosen}`);
    expect(notMaker.status).toBe(403);
  });

  it('refuses a diary for a marathon that has not started, and bad pages with a Korean message', async () => {
    const later = await make('teacher1', {
      ...step2({ startDate: day(2), endDate: day(9) }),
      readingMarathonTypeCode: '02',
      goalUnitCode: '01',
      goalCount: 1,
    });
    expect((await call('student1', 'POST', '/join', { readingMarathonKey: later })).status).toBe(200);
    const early = await diary('student1', later, literature[0]!);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('진행중인 독서마라톤에만 독서일지를 쓸 수 있습니다.');
    const bad = await diary('student1', later, literature[0]!, 0);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('읽은 쪽수를 1~5000 사이의 숫자로 입력해주세요.');
  });

  it('lists my marathons on my page', async () => {
    const res = await t.app.inject({
      url: '/schome/service/mypage/myReadingContest/readingMarathon',
      headers: h.student5,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.joinCount).toBeGreaterThan(0);
    expect(data.completedCount).toBeGreaterThan(0);
    expect(data.readingMarathon.list.every((m: { myJoinYN: string }) => m.myJoinYN === 'Y')).toBe(true);
  });
});
