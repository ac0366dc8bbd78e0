import { describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';
import { koreaDate } from '../../../lib/clock.ts';

const t = useTestApp();
const BASE = '/schome/service/readingActivitesJoin/readingBookGroup';
type Headers = Record<string, string>;

const sessions = new Map<string, Promise<Headers>>();
const as = (id: string) => {
  if (!sessions.has(id))
    sessions.set(
      id,
      loginAs(t.app, id).then((r) => r.headers),
    );
  return sessions.get(id)!;
};
async function call(method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) {
  const res = await t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}
const shift = (days: number) => {
  const d = new Date(`${koreaDate(new Date())}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const reading = {
  title: '5학년 2반 함께 읽기',
  bookTitle: '마당을 나온 암탉',
  bookAuthor: '황선미',
  grade: 5,
  classNo: 2,
  chapterList: [
    { title: '1장 잎싹의 꿈', dueDate: shift(-3) },
    { title: '2장 마당으로', dueDate: shift(7) },
  ],
};

async function created() {
  const teacher = await as('teacher1');
  const res = await call('POST', '/save', teacher, reading);
  expect(res.status).toBe(200);
  return { teacher, bookGroupKey: res.body.data.bookGroupKey as number };
}

describe('group reading (readingBookGroup)', () => {
  it('lets only a teacher start a class reading', async () => {
    const res = await call('POST', '/save', await as('student1'), reading);
    expect(res).toMatchObject({ status: 403, body: { message: '선생님만 함께 읽기를 만들 수 있습니다.' } });
    expect((await call('POST', '/save', await as('teacher2'), reading)).status).toBe(403);
    const empty = await call('POST', '/save', await as('teacher1'), { ...reading, chapterList: [] });
    expect(empty).toMatchObject({
      status: 400,
      body: { message: 'chapterList: 챕터를 한 개 이상 입력해주세요.' },
    });
  });

  it('shows the class its reading, takes one post per chapter and shows the teacher who is behind', async () => {
    const { teacher, bookGroupKey } = await created();
    const student = await as('student1');
    const mine = await call('GET', '/list', student);
    expect(mine.body.data.list.map((g: { bookGroupKey: number }) => g.bookGroupKey)).toContain(bookGroupKey);
    const detail = (await call('GET', `/detail?bookGroupKey=${bookGroupKey}`, student)).body.data;
    expect(detail).toMatchObject({ teacherYn: 'N', progressList: [], postList: [] });
    const [first] = detail.chapterList;
    expect(
      (await call('POST', '/post', student, { chapterKey: first.chapterKey, content: '잎싹은 용감해요.' }))
        .status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/post', student, {
          chapterKey: first.chapterKey,
          content: '잎싹은 정말 용감해요.',
        })
      ).status,
    ).toBe(200);
    const again = (await call('GET', `/detail?bookGroupKey=${bookGroupKey}`, student)).body.data;
    expect(again.chapterList[0].myPost.content).toBe('잎싹은 정말 용감해요.');
    expect(again.chapterList[0].postCount).toBe(1);

    const view = (await call('GET', `/detail?bookGroupKey=${bookGroupKey}`, teacher)).body.data;
    expect(view.teacherYn).toBe('Y');
    const byName = Object.fromEntries(view.progressList.map((p: { name: string }) => [p.name, p]));
    const students = view.progressList as {
      behindYn: string;
      lateCount: number;
      doneCount: number;
      name: string;
    }[];
    expect(students.length).toBeGreaterThanOrEqual(2);
    // student5 wrote nothing for the chapter past its due date: behind, and listed first.
    expect(students[0]).toMatchObject({ behindYn: 'Y', lateCount: 1, doneCount: 0 });
    expect(Object.values(byName).filter((p) => (p as { doneCount: number }).doneCount === 1)).toHaveLength(1);
    expect(view.postList.map((p: { content: string }) => p.content)).toEqual(['잎싹은 정말 용감해요.']);
  });

  it('hides a reading from another class and another school, and keeps the teacher from posting', async () => {
    const { teacher, bookGroupKey } = await created();
    for (const id of ['student4', 'teacher4'])
      expect((await call('GET', `/detail?bookGroupKey=${bookGroupKey}`, await as(id))).status).toBe(404);
    const chapterKey = (await call('GET', `/detail?bookGroupKey=${bookGroupKey}`, teacher)).body.data
      .chapterList[0].chapterKey;
    expect(
      (await call('POST', '/post', await as('student4'), { chapterKey, content: '몰래 쓰기' })).status,
    ).toBe(404);
    expect((await call('POST', '/post', teacher, { chapterKey, content: '선생님 글' })).status).toBe(403);
    expect((await call('GET', '/list', {})).status).toBe(401);
  });
});
