import { expect } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';
import { addDays, koreaDate } from '../../../lib/clock.ts';

export const JOIN = '/schome/service/readingActivitesJoin';
export type Headers = Record<string, string>;

/**
 * A test file's app and the clubs' helpers on it (reading-group*.test.ts): calls under
 * /readingActivitesJoin, one session per member for the whole file (a second login would end the
 * first), a club's fields with a recruitment period around today, a recruiting club led by teacher1,
 * and a member who applied and was accepted.
 */
export function useClubs() {
  const t = useTestApp();

  async function call(method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) {
    const res = await t.app.inject({
      method,
      url: `${JOIN}${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  }
  const sessions = new Map<string, Promise<{ headers: Headers; memberKey: number }>>();
  const session = (id: string) => {
    if (!sessions.has(id))
      sessions.set(
        id,
        loginAs(t.app, id).then((r) => ({ headers: r.headers, memberKey: Number(r.data.memberKey) })),
      );
    return sessions.get(id)!;
  };
  const as = async (id: string) => (await session(id)).headers;
  const shift = (days: number) => {
    return addDays(koreaDate(new Date()), days);
  };
  const club = (overrides: object = {}) => ({
    name: '별빛 독서동아리',
    purpose: '한 달에 한 권, 함께 읽고 이야기해요.',
    capacity: 5,
    bookList: ['어린 왕자', '나의 라임오렌지나무'],
    recruitStartDate: shift(-1),
    recruitEndDate: shift(30),
    ...overrides,
  });

  /** A recruiting club led by teacher1 (a teacher's club recruits at once). */
  async function teacherClub(overrides: object = {}) {
    const teacher = await as('teacher1');
    const res = await call('POST', '/readingGroup/create', teacher, club(overrides));
    expect(res.status).toBe(200);
    return { teacher, groupKey: res.body.data.groupKey as number };
  }
  async function join(groupKey: number, leader: Headers, id: string) {
    const { headers: who, memberKey } = await session(id);
    expect((await call('POST', '/readingGroup/member/apply', who, { groupKey })).status).toBe(200);
    const accepted = await call('POST', '/readingGroup/member/accept', leader, { groupKey, memberKey });
    expect(accepted.status).toBe(200);
    return { headers: await as(id), memberKey };
  }

  return { t, call, session, as, shift, club, teacherClub, join };
}
