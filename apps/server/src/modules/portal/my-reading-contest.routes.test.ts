import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, loginAs, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
const base = '/schome/service/mypage/myReadingContest';
type Who = 'student1' | 'student4' | 'student5' | 'teacher1' | 'anon';
let call: ReturnType<typeof callerOf<Who>>;

beforeAll(async () => {
  const headers = { anon: {} } as Record<Who, Record<string, string>>;
  for (const who of ['student1', 'student4', 'student5', 'teacher1'] as const) {
    headers[who] = (await loginAs(t.app, who)).headers;
  }
  call = callerOf(t, base, headers);
});

describe('001 §7 myReadingContest: counts and the four lists', () => {
  it('001 §7 myReadingContest counts: each count is the length of its list (marathons, golden bells, balance games, report contests)', async () => {
    for (const who of ['student1', 'student4', 'student5', 'teacher1'] as const) {
      const count = await call(who, '/count');
      expect(count.status).toBe(200);
      const [marathon, golden, balance, report] = await Promise.all([
        call(who, '/readingMarathon'),
        call(who, '/readingQuizContest'),
        call(who, '/balanceGame'),
        call(who, '/readingContest'),
      ]);
      expect(count.body.data).toEqual({
        readingMarathonCount: marathon.body.data.readingMarathon.totalCount,
        readingQuizContestCount: golden.body.data.totalCount,
        balanceGameCount: balance.body.data.totalCount,
        readingContestCount: report.body.data.entryList.length + report.body.data.contestList.length,
      });
    }
    const somebody = await Promise.all(
      (['student1', 'student4', 'student5'] as const).map(
        async (who) => (await call(who, '/count')).body.data,
      ),
    );
    // The seed gives the pupils real participation: some count of every kind is above zero.
    for (const key of ['readingMarathonCount', 'balanceGameCount', 'readingContestCount'] as const) {
      expect(
        somebody.some((c) => c[key] > 0),
        key,
      ).toBe(true);
    }
  });

  it('001 §7 myReadingContest readingQuizContest: the golden bells a member played, with their result', async () => {
    const { status, body } = await call('student1', '/readingQuizContest');
    expect(status).toBe(200);
    expect(body.data.totalCount).toBe(body.data.list.length);
    for (const c of body.data.list) {
      expect(c).toMatchObject({ contestKey: expect.any(Number), contestTitle: expect.any(String) });
    }
  });

  it('001 §7 myReadingContest: anonymous calls get 401 with the Korean message', async () => {
    for (const path of ['/count', '/readingQuizContest']) {
      const res = await call('anon', path);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('로그인이 필요합니다.');
    }
  });
});
