import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, loginAs, useTestApp } from '../../../../test/test-app.ts';

/** Books to write about by type (searchBooks, shelfBooks) and assignments (subjectMng), decisions 131, 137. */
const t = useTestApp();
const base = '/schome/service/readingActivitesMng';
type Who =
  | 'student1'
  | 'student5'
  | 'student3'
  | 'student4'
  | 'pending1'
  | 'teacher1'
  | 'manager1'
  | 'teacher4'
  | 'anon';
const headers = {} as Record<Who, Record<string, string>>;
const memberKeys = {} as Record<Who, number>;
let searchWord = '';
let bookKey = 0;

const call = callerOf(t, base, headers);

type Subject = { subjectKey: number; title: string; theme: string; bookTitle: string | null };
const titlesOf = async (who: Who) =>
  ((await call(who, '/subjectMng/list')).body.data.list as Subject[]).map((s) => s.title);

const assignment = (extra: object = {}) => ({
  title: '5학년 2반 과제',
  theme: '주인공의 선택에 대해 써 보세요.',
  bookKey,
  targetGrade: 5,
  targetClass: 2,
  dueDate: '20991231',
  ...extra,
});

beforeAll(async () => {
  for (const who of [
    'student1',
    'student5',
    'student3',
    'student4',
    'pending1',
    'teacher1',
    'manager1',
    'teacher4',
  ] as const) {
    const login = await loginAs(t.app, who);
    headers[who] = login.headers;
    memberKeys[who] = login.data.memberKey;
  }
  headers.anon = {};
  const { rows } = await t.database.query(
    `select book_key, title from search.book where title ~ '^[가-힣]{2,}' order by book_key limit 1`,
  );
  bookKey = Number(rows[0]!.book_key);
  searchWord = String(rows[0]!.title).match(/^[가-힣]{2,}/)![0];
});

describe('books to write about, by type', () => {
  it('searches the union catalogue (searchBooks) and a student writes about a book found there', async () => {
    const found = await call(
      'student1',
      `/readingActivites/books?type=searchBooks&keyword=${encodeURIComponent(searchWord)}`,
    );
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data.totalCount).toBeGreaterThan(0);
    expect(found.body.data.pageIndex).toBe(1);
    const book = found.body.data.list.find((b: { bookKey: number }) => b.bookKey === bookKey);
    expect(book, `${searchWord} should find book ${bookKey}`).toBeTruthy();
    expect(book.subjectKey).toBeNull();

    const saved = await call('student1', '/readingActivites/save', {
      reaActCode: '01',
      bookKey: book.bookKey,
      title: '검색해서 고른 책',
      content: '찾아서 읽기를 잘했다.',
      rating: 4,
      privacyBoundCode: '02',
      submit: true,
    });
    expect(saved.status).toBe(200);
    const detail = await call('student1', `/readingActivites/detail?reaActKey=${saved.body.data.reaActKey}`);
    expect(detail.body.data.bookTitle).toBe(book.title);
  });

  it('offers a series once, with its volumes, in the assignment and report pickers (issue 37.7)', async () => {
    const found = await call(
      'teacher1',
      `/readingActivites/books?type=searchBooks&keyword=${encodeURIComponent('전천당')}`,
    );
    expect(found.status).toBe(200);
    const choices = (found.body.data.list as { title: string; volumes?: string[] }[]).filter(
      (b) => b.title === '전천당',
    );
    expect(choices).toHaveLength(1);
    expect(choices[0]!.volumes!.length).toBeGreaterThan(1);
  });

  it('asks for a keyword to search, and answers 401 without a session', async () => {
    const empty = await call('student1', '/readingActivites/books?type=searchBooks');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('검색어를 입력해주세요.');
    const blank = await call('student1', '/readingActivites/books?type=searchBooks&keyword=%20%20');
    expect(blank.status).toBe(400);
    expect((await call('anon', '/readingActivites/books?type=searchBooks&keyword=책')).status).toBe(401);
    expect((await call('student1', '/readingActivites/books?type=nosuch')).status).toBe(400);
  });

  it("lists the books on the member's own shelves (shelfBooks), private shelves included, nobody else's", async () => {
    const mine = await call('student1', '/readingActivites/books?type=shelfBooks');
    expect(mine.status).toBe(200);
    const notes: string[] = mine.body.data.list.map((b: { note: string }) => b.note);
    expect(notes.some((n) => n.includes('여름방학에 읽은 책'))).toBe(true);
    expect(notes.some((n) => n.includes('읽고 싶은 책'))).toBe(true);
    expect(mine.body.data.list).toHaveLength(5);
    const keys = mine.body.data.list.map((b: { bookKey: number }) => b.bookKey);
    expect(new Set(keys).size).toBe(keys.length);
    const other = await call('student3', '/readingActivites/books?type=shelfBooks');
    expect(other.body.data.list).toEqual([]);
    expect((await call('anon', '/readingActivites/books?type=shelfBooks')).status).toBe(401);
  });
});

describe('assignments (subjectMng)', () => {
  it('shows each assignment to its grade and class of its school only; teachers see the school’s', async () => {
    const set = async (title: string, extra: object) => {
      const res = await call('teacher1', '/subjectMng/save', assignment({ title, ...extra }));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe('과제를 등록했습니다.');
      return res.body.data.subjectKey as number;
    };
    await set('반 과제 5-2', {});
    await set('반 과제 5-3', { targetClass: 3 });
    await set('학년 과제 5', { targetClass: null, bookKey: null });
    await set('학년 과제 6', { targetGrade: 6, targetClass: null });
    await set('학교 전체 과제', { targetGrade: null, targetClass: null });

    const student1 = await titlesOf('student1');
    expect(student1).toEqual(expect.arrayContaining(['반 과제 5-2', '학년 과제 5', '학교 전체 과제']));
    expect(student1).not.toContain('반 과제 5-3');
    expect(student1).not.toContain('학년 과제 6');
    expect(await titlesOf('student5')).toContain('반 과제 5-2');
    const teacher = await titlesOf('teacher1');
    expect(teacher).toEqual(expect.arrayContaining(['반 과제 5-3', '학년 과제 6']));
    // Another school's student and teacher see none of them.
    for (const who of ['student4', 'teacher4'] as const)
      expect(await titlesOf(who)).not.toContain('학교 전체 과제');
    expect((await call('anon', '/subjectMng/list')).status).toBe(401);

    // subjectBooks: the books of the student's assignments, each with its assignment.
    const books = (await call('student1', '/readingActivites/books?type=subjectBooks')).body.data.list;
    expect(books.some((b: { note: string }) => b.note.startsWith('반 과제 5-2'))).toBe(true);
    expect(books.some((b: { note: string }) => b.note.startsWith('반 과제 5-3'))).toBe(false);
  });

  it('lets a student name only an assignment of their own class when writing', async () => {
    const list = (await call('teacher1', '/subjectMng/list')).body.data.list as Subject[];
    const own = list.find((s) => s.title === '반 과제 5-2')!;
    const other = list.find((s) => s.title === '반 과제 5-3')!;
    const write = (subjectKey: number) =>
      call('student1', '/readingActivites/save', {
        reaActCode: '03',
        bookKey,
        title: '과제로 쓴 편지',
        content: '<p>주인공에게: 네 선택을 응원해.</p>',
        privacyBoundCode: '01',
        subjectKey,
        submit: true,
      });
    const refused = await write(other.subjectKey);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('과제를 찾을 수 없습니다.');
    expect((await write(own.subjectKey)).status).toBe(200);
    const after = (await call('teacher1', '/subjectMng/list')).body.data.list as (Subject & {
      activityCount: number;
    })[];
    expect(after.find((s) => s.subjectKey === own.subjectKey)!.activityCount).toBe(1);
  });

  it('keeps setting, editing and deleting to the teacher who set it (students, colleagues, other schools 403)', async () => {
    const created = await call('teacher1', '/subjectMng/save', assignment({ title: '고칠 과제' }));
    const subjectKey = created.body.data.subjectKey as number;

    for (const who of ['student1', 'student4'] as const) {
      for (const res of [
        await call(who, '/subjectMng/save', assignment()),
        await call(who, '/subjectMng/save', assignment({ subjectKey })),
        await call(who, '/subjectMng/delete', { subjectKey }),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('접근이 불가합니다.');
      }
    }
    for (const res of [
      await call('teacher4', '/subjectMng/save', assignment({ subjectKey })),
      await call('teacher4', '/subjectMng/delete', { subjectKey }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('접근이 불가합니다.');
    }
    const colleague = await call('manager1', '/subjectMng/delete', { subjectKey });
    expect(colleague.status).toBe(403);
    expect(colleague.body.message).toBe('과제를 낸 선생님만 고치거나 삭제할 수 있습니다.');
    expect((await call('anon', '/subjectMng/delete', { subjectKey })).status).toBe(401);

    const edited = await call(
      'teacher1',
      '/subjectMng/save',
      assignment({ subjectKey, title: '고친 과제', bookKey: null, theme: '자유 주제' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('과제를 고쳤습니다.');
    const row = ((await call('student1', '/subjectMng/list')).body.data.list as Subject[]).find(
      (s) => s.subjectKey === subjectKey,
    );
    expect(row).toMatchObject({ title: '고친 과제', theme: '자유 주제', bookTitle: null });

    expect((await call('teacher1', '/subjectMng/delete', { subjectKey })).body.message).toBe(
      '삭제되었습니다.',
    );
    const gone = await call('teacher1', '/subjectMng/delete', { subjectKey });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('과제를 찾을 수 없습니다.');
    expect((await call('teacher1', '/subjectMng/save', assignment({ subjectKey }))).status).toBe(404);
  });

  it('answers bad input with the field and a Korean message, and refuses banned words', async () => {
    const cases: [object, string][] = [
      [{ dueDate: '20261340' }, '마감일을 yyyymmdd 형식으로 입력해주세요.'],
      [{ targetGrade: 7 }, '학년은 1~6 사이로 골라주세요.'],
      [{ targetClass: 0 }, '반은 1~30 사이로 입력해주세요.'],
      [{ title: '' }, '과제 제목을 입력해주세요.'],
      [{ bookKey: 2147483600 }, '도서 정보를 찾을 수 없습니다.'],
    ];
    for (const [extra, message] of cases) {
      const res = await call('teacher1', '/subjectMng/save', assignment(extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect((await call('teacher1', '/subjectMng/save', assignment({ theme: '병신 같은 책' }))).status).toBe(
      400,
    );
  });
});

describe('the class hears of an assignment (issue 37.2)', () => {
  type Notice = { kind: string; title: string; content: string; linkRoute: string; linkQuery: object };
  const inbox = '/schome/service/mypage/messageMng';
  const notices = async (who: Who) => {
    const res = await t.app.inject({
      url: `${inbox}/systemNotifications/list?memberKey=${memberKeys[who]}&pageSize=50`,
      headers: headers[who],
    });
    return res.json().data as { list: Notice[]; unreadCount: number };
  };

  it("tells 5-2's verified pupils once when it is set and once when it changes, and nobody else", async () => {
    const before = Object.fromEntries(
      await Promise.all(
        (['student1', 'student5', 'pending1', 'student4'] as const).map(async (w) => [w, await notices(w)]),
      ),
    );
    const set = await call(
      'teacher1',
      '/subjectMng/save',
      assignment({ title: '알림 받을 과제', dueDate: '20991130' }),
    );
    expect(set.status).toBe(200);
    for (const who of ['student1', 'student5'] as const) {
      const after = await notices(who);
      expect(after.unreadCount).toBe(before[who]!.unreadCount + 1);
      expect(after.list[0]).toMatchObject({
        kind: 'assignment',
        title: '새 독서 과제: 알림 받을 과제',
        content: '마감 2099-11-30',
        linkRoute: 'ParticipationContestList',
        linkQuery: { params: { type: 'subjectBooks' } },
      });
    }
    // A pupil awaiting verification and another school's pupil hear nothing of the class.
    for (const who of ['pending1', 'student4'] as const)
      expect((await notices(who)).unreadCount).toBe(before[who]!.unreadCount);

    // Saving it unchanged tells nobody twice; a new due day is news.
    const subjectKey = set.body.data.subjectKey as number;
    const again = { subjectKey, title: '알림 받을 과제', dueDate: '20991130' };
    await call('teacher1', '/subjectMng/save', assignment(again));
    await call('teacher1', '/subjectMng/save', assignment(again));
    await call('teacher1', '/subjectMng/save', assignment({ ...again, dueDate: '20991201' }));
    const changed = (await notices('student1')).list.filter((n) => n.title.includes('알림 받을 과제'));
    expect(changed.map((n) => n.title)).toEqual([
      '독서 과제가 바뀌었습니다: 알림 받을 과제',
      '독서 과제가 바뀌었습니다: 알림 받을 과제',
      '새 독서 과제: 알림 받을 과제',
    ]);
    expect(changed[0]!.content).toBe('마감 2099-12-01');
  });
});
