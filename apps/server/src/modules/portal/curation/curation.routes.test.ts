import { CURATION_MESSAGES, type CurationBook, type MemberPick } from '@reading/contract/curation/curation';
import { josaOf } from '@reading/contract/korean/josa';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../../../test/authorization/identities.ts';
import { useTestApp } from '../../../../test/test-app.ts';
import { curationCalls } from './curation-test-calls.ts';

const t = useTestApp();
const { get, post } = curationCalls(t);
const books = (res: { json(): { data: { list: CurationBook[] } } }) => res.json().data.list;
const keys = (list: { bookKey: number }[]) => list.map((b) => b.bookKey);

describe('PopularCuration: popular books from the loans', () => {
  it('ranks the most borrowed books first, pages them, and names the source', async () => {
    const first = await get('/popular/list?period=all&pageSize=5');
    expect(first.statusCode).toBe(200);
    const { data } = first.json();
    expect(data).toMatchObject({ source: 'loans', pageIndex: 1, pageSize: 5 });
    expect(data.list).toHaveLength(5);
    expect(data.totalCount).toBeGreaterThan(10);
    const counts = data.list.map((b: CurationBook) => b.count!);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(data.list.map((b: CurationBook) => b.rank)).toEqual([1, 2, 3, 4, 5]);
    const second = books(await get('/popular/list?period=all&pageSize=5&pageIndex=2'));
    expect(second.map((b) => b.rank)).toEqual([6, 7, 8, 9, 10]);
    expect(keys(second).some((k) => keys(data.list).includes(k))).toBe(false);
    expect(second[0]!.count!).toBeLessThanOrEqual(counts[4]!);
  });

  it('answers a page past the end with an empty list and the total', async () => {
    const res = await get('/popular/list?period=all&pageIndex=500');
    expect(res.json().data.list).toEqual([]);
    expect(res.json().data.totalCount).toBeGreaterThan(0);
  });

  it('narrows by period: a week has fewer loans than a year, a year no more than all time', async () => {
    const sum = async (period: string) =>
      books(await get(`/popular/list?period=${period}&pageSize=50`)).reduce((n, b) => n + (b.count ?? 0), 0);
    const [week, year, all] = [await sum('week'), await sum('year'), await sum('all')];
    expect(year).toBeLessThanOrEqual(all);
    expect(week).toBeLessThan(year);
  });

  it('ranks by school level, grade and region from the schools of the scope', async () => {
    const elementary = keys(books(await get('/popular/list?period=all&schLevelCode=01&pageSize=10')));
    const high = keys(books(await get('/popular/list?period=all&schLevelCode=03&pageSize=10')));
    expect(elementary).not.toEqual(high);
    const grade1 = books(await get('/popular/list?period=all&schLevelCode=01&grade=1&pageSize=10'));
    const grade6 = books(await get('/popular/list?period=all&schLevelCode=01&grade=6&pageSize=10'));
    expect(keys(grade1)).not.toEqual(keys(grade6));
    const busan = await get('/popular/list?period=all&provCode=C10');
    expect(busan.json().data.source).toBe('loans');
    const jeju = await get('/popular/list?period=all&provCode=T10');
    expect(jeju.json().data.source).toBe('rankings');
  });

  it("keeps children's picture books off the middle and high schools' lists (decision 081's rule by age)", async () => {
    const sourcesOf = async (level: string) => {
      const list = books(await get(`/popular/list?period=all&schLevelCode=${level}&pageSize=20`));
      // The catalogue's own record of where each title came from (plain SQL: the test reads what the
      // search module holds without importing its schema, decision 065).
      const { rows } = await t.database.query(
        `select source from search.book where book_key in (${keys(list).map(Number).join(',')})`,
      );
      return rows.map((r) => String(r.source));
    };
    const children = (sources: string[]) => sources.filter((s) => s === 'children-2025').length;
    expect(children(await sourcesOf('01'))).toBeGreaterThan(10);
    expect(children(await sourcesOf('02'))).toBe(0);
    expect(children(await sourcesOf('03'))).toBe(0);
  });

  it("ranks a gender by the public libraries' loan rankings (school loans record none)", async () => {
    const female = await get('/popular/list?gender=female&schLevelCode=02');
    const male = await get('/popular/list?gender=male&schLevelCode=02');
    expect(female.json().data.source).toBe('rankings');
    expect(keys(books(female))).not.toEqual(keys(books(male)));
  });

  it("shows availability at the member's school and ranks my school's loans", async () => {
    const { headers } = await sessionOf(t.app, 'student1');
    const res = await get('/popular/list?mySchoolYn=Y&period=all', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.schoolName).toBe('서울가락초등학교');
    for (const b of books(res)) {
      expect(b.availability).not.toBeNull();
      expect(b.availability!.copies).toBeGreaterThan(0);
    }
    const anonymous = books(await get('/popular/list?period=all'));
    expect(anonymous[0]!.availability).toBeNull();
  });

  it('answers 401 to a visitor asking for "my school" and 400 naming the field on bad input', async () => {
    expect((await get('/popular/list?mySchoolYn=Y')).statusCode).toBe(401);
    const bad = await get('/popular/list?period=decade');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'FAIL', message: expect.stringContaining('period:') });
    expect((await get('/popular/list?pageSize=500')).statusCode).toBe(400);
    expect((await get('/popular/list?provCode=ZZ')).statusCode).toBe(400);
    const { headers } = await sessionOf(t.app, 'member1');
    const noSchool = await get('/popular/list?mySchoolYn=Y', headers);
    expect(noSchool.statusCode).toBe(400);
  });
});

describe('AccessionCuration: new arrivals by accession date', () => {
  it("lists my school's arrivals of the period, newest first, paged", async () => {
    const { headers } = await sessionOf(t.app, 'student1');
    const res = await get('/accession/list?mySchoolYn=Y&period=year&pageSize=10', headers);
    expect(res.statusCode).toBe(200);
    const list = books(res);
    expect(list.length).toBe(10);
    const dates = list.map((b) => b.accessionDate!);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const b of list) expect(b.availability!.copies).toBeGreaterThan(0);
    const total = res.json().data.totalCount;
    const week = await get('/accession/list?mySchoolYn=Y&period=week', headers);
    expect(week.json().data.totalCount).toBeLessThan(total);
    const page2 = books(
      await get('/accession/list?mySchoolYn=Y&period=year&pageSize=10&pageIndex=2', headers),
    );
    expect(keys(page2).some((k) => keys(list).includes(k))).toBe(false);
  });

  it('narrows to a region, and a region without libraries on the service has no arrivals to list', async () => {
    const seoul = await get('/accession/list?provCode=B10&period=year');
    expect(seoul.json().data.totalCount).toBeGreaterThan(0);
    const all = await get('/accession/list?period=year');
    expect(all.json().data.totalCount).toBeGreaterThanOrEqual(seoul.json().data.totalCount);
  });
});

describe('CenterCuration: the operator writes themed lists', () => {
  it('lists the seeded themes with their books at both the portal path and the spec path', async () => {
    const res = await get('/centerRecommendBook/list');
    expect(res.statusCode).toBe(200);
    const { list, totalCount } = res.json().data;
    expect(totalCount).toBeGreaterThanOrEqual(3);
    expect(list[0].books.length).toBeGreaterThan(0);
    const spec = await t.app.inject({ url: '/service/recommendbook/centerRecommendBook/list' });
    expect(spec.json().data.totalCount).toBe(totalCount);
    const paged = await get('/centerRecommendBook/list?pageSize=1&pageIndex=2');
    expect(paged.json().data.list).toHaveLength(1);
    expect(paged.json().data.list[0].curationKey).toBe(list[1].curationKey);
  });

  it('lets operator1 write a list and refuses students (403), visitors (401) and unknown books (400)', async () => {
    const body = {
      title: '겨울방학에 읽는 책',
      description: '방학 동안 천천히 읽기 좋은 책입니다.',
      bookKeys: [1, 2],
    };
    expect((await post('/centerRecommendBook/save', body)).statusCode).toBe(401);
    const student = await sessionOf(t.app, 'student1');
    const refused = await post('/centerRecommendBook/save', body, student.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CURATION_MESSAGES.operatorOnly);
    const operator = await sessionOf(t.app, 'operator1');
    const saved = await post('/centerRecommendBook/save', body, operator.headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: CURATION_MESSAGES.saved,
      data: { title: body.title, coverBookKey: 1 },
    });
    expect(keys(saved.json().data.books)).toEqual([1, 2]);
    const first = (await get('/centerRecommendBook/list')).json().data.list[0];
    expect(first.title).toBe(body.title);
    const unknown = await post(
      '/centerRecommendBook/save',
      { ...body, bookKeys: [99999999] },
      operator.headers,
    );
    expect(unknown.statusCode).toBe(400);
    const empty = await post('/centerRecommendBook/save', { ...body, bookKeys: [] }, operator.headers);
    expect(empty.statusCode).toBe(400);
  });
});

describe('StudentCuration and RecommendedBookManage: picks with a reason', () => {
  it("shows a teacher's pick on StudentCuration and refuses students and pending teachers (403)", async () => {
    const teacher = await sessionOf(t.app, 'teacher1');
    const pick = { bookKey: 3, reason: '친구와 함께 읽고 이야기 나누기 좋은 책입니다.' };
    const saved = await post('/student-teacher/save', pick, teacher.headers);
    expect(saved.statusCode).toBe(200);
    const recommendKey = saved.json().data.recommendKey;
    const teachers = (await get('/student-teacher/list?memberTypeCode=02')).json().data.list as MemberPick[];
    expect(teachers[0]).toMatchObject({
      recommendKey,
      reason: pick.reason,
      writerName: '정민아',
      book: { bookKey: 3 },
    });
    expect(teachers.every((p) => p.memberTypeCode === '02')).toBe(true);
    const student = await sessionOf(t.app, 'student1');
    const students = (await get('/student-teacher/list?memberTypeCode=01', student.headers)).json().data
      .list as MemberPick[];
    expect(students.length).toBeGreaterThan(0);
    expect(students.every((p) => p.memberTypeCode === '01')).toBe(true);

    const refused = await post('/student-teacher/save', pick, student.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('접근이 불가합니다.');
    expect((await get('/student-teacher/mine', student.headers)).statusCode).toBe(403);
    const pending = await sessionOf(t.app, 'teacher2');
    expect((await post('/student-teacher/save', pick, pending.headers)).statusCode).toBe(403);
    expect((await post('/student-teacher/save', pick)).statusCode).toBe(401);

    const mine = (await get('/student-teacher/mine', teacher.headers)).json().data.list as MemberPick[];
    expect(mine.map((p) => p.recommendKey)).toContain(recommendKey);
    const other = await sessionOf(t.app, 'teacher4');
    expect((await post('/student-teacher/delete', { recommendKey }, other.headers)).statusCode).toBe(404);
    const deleted = await post('/student-teacher/delete', { recommendKey }, teacher.headers);
    expect(deleted.json().message).toBe(CURATION_MESSAGES.deleted);
    const after = (await get('/student-teacher/list?memberTypeCode=02&pageSize=50')).json().data
      .list as MemberPick[];
    expect(after.map((p) => p.recommendKey)).not.toContain(recommendKey);
  });

  it("filters to my school's picks and refuses an empty reason", async () => {
    const other = await sessionOf(t.app, 'student4');
    const busan = await get('/student-teacher/list?mySchoolYn=Y', other.headers);
    expect(busan.json().data.totalCount).toBe(0);
    const teacher = await sessionOf(t.app, 'teacher1');
    const blank = await post('/student-teacher/save', { bookKey: 3, reason: '  ' }, teacher.headers);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('reason: 추천 이유를 입력해 주세요.');
  });
});

describe('customised picks: the questionnaire yields a list with reasons', () => {
  it('follows the answers: interests, favourite books and reading level change the list', async () => {
    const answers = { grade: 5, interests: ['8'], favouriteBookKeys: [], readingLevel: 'easy' };
    const literature = await post('/customized', answers);
    expect(literature.statusCode).toBe(200);
    const lit = books(literature);
    expect(lit.length).toBeGreaterThan(0);
    expect(lit.every((b) => b.kdc?.startsWith('8'))).toBe(true);
    expect(lit[0]!.reason).toContain('문학');
    const science = books(await post('/customized', { ...answers, interests: ['4'] }));
    expect(science.every((b) => b.kdc?.startsWith('4'))).toBe(true);
    const teen = books(await post('/customized', { ...answers, readingLevel: 'deep' }));
    expect(keys(teen)).not.toEqual(keys(lit));
    const favourite = lit[0]!.bookKey;
    const liked = books(await post('/customized', { ...answers, favouriteBookKeys: [favourite] }));
    expect(keys(liked)).not.toContain(favourite);
    expect(liked.some((b) => b.reason?.includes('좋아하는 책'))).toBe(true);
  });

  it('refuses a questionnaire without interests, naming the field', async () => {
    const res = await post('/customized', { grade: 5, interests: [], readingLevel: 'easy' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('interests: 관심 분야를 하나 이상 선택해 주세요.');
  });
});

describe('MyAiCuration: personal picks from my loans', () => {
  it('never recommends what the member borrowed, and says which read book each follows from', async () => {
    // student2's card is linked in the demo data (student1 links theirs on MembershipUpdate).
    const { headers, data: member } = await sessionOf(t.app, 'student2');
    const borrowed = new Set<number>();
    for (const l of await t.app.library.loansOfMember(Number(member.memberKey))) borrowed.add(l.bookKey);
    expect(borrowed.size).toBeGreaterThan(0);
    const res = await get('/my', headers);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.coldStart).toBe(false);
    expect(data.basedOn).toBeGreaterThan(0);
    expect(data.list.length).toBeGreaterThan(0);
    for (const b of data.list as CurationBook[]) expect(borrowed.has(b.bookKey)).toBe(false);
    // The particle follows the title's last syllable (es-hangul's josa), never the fallback 을(를).
    const reason = data.list[0].reason as string;
    const title = reason.match(/^「(.+)」/)?.[1] ?? '';
    expect(reason).toBe(`「${title}」${josaOf(title, '을/를')} 읽은 친구들이 함께 빌린 책이에요.`);
    expect(reason).not.toContain('을(를)');
  });

  it('falls back to popular books for a member without loans (cold start), and asks a visitor to log in', async () => {
    const { headers } = await sessionOf(t.app, 'teacher1');
    const res = await get('/my', headers);
    expect(res.json().data).toMatchObject({ coldStart: true, basedOn: 0 });
    expect(res.json().data.list.length).toBeGreaterThan(0);
    expect((await get('/my')).statusCode).toBe(401);
  });
});

describe('reading statistics', () => {
  it('adds up: months, regions, levels and classes each sum to the total loans', async () => {
    const res = await get('/statistics?period=all');
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    expect(s.totalLoans).toBeGreaterThan(1000);
    const sum = (f: { loans: number }[]) => f.reduce((n, x) => n + x.loans, 0);
    expect(sum(s.byMonth)).toBe(s.totalLoans);
    expect(sum(s.byRegion)).toBe(s.totalLoans);
    expect(sum(s.bySchoolLevel)).toBe(s.totalLoans);
    expect(sum(s.byKdcClass)).toBe(s.totalLoans);
    expect(s.bySchoolLevel.map((l: { label: string }) => l.label)).toContain('초등학교');
    expect(s.topSchools[0].label).toMatch(/학교$/);
    expect(s.topBooks).toHaveLength(10);
    const week = (await get('/statistics?period=week')).json().data;
    expect(week.totalLoans).toBeLessThan(s.totalLoans);
  });
});
