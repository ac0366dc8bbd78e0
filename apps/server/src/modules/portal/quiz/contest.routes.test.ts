import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';
import { quizContest } from '../../../db/schema/portal-quiz.ts';

const t = useTestApp();
const BASE = '/schome/service/readingActivitesJoin/readingQuizContest';

async function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  const res = await t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json(), text: res.body };
}

const questionList = [
  {
    questionTypeCode: '01',
    question: '『샬롯의 거미줄』의 샬롯은 거미이다.',
    answer: 'O',
    explanation: '샬롯은 거미예요.',
  },
  {
    questionTypeCode: '02',
    question: '윌버는 어떤 동물일까요?',
    choiceList: ['돼지', '양', '말'],
    answer: '1',
  },
];

/** The deadline of the open question passes (the database's clock moves on without waiting). */
const closeNow = (contestKey: number) =>
  t.app.database.db
    .update(quizContest)
    .set({ closesAt: sql`now() - interval '1 second'` })
    .where(eq(quizContest.contestKey, contestKey));

async function readyContest() {
  const teacher = await loginAs(t.app, 'teacher1');
  const created = await call('POST', '/create', teacher.headers, {
    contestTitle: '5학년 2반 독서 골든벨',
    targetGrade: 5,
    targetClassNo: 2,
    timeLimitSec: 30,
  });
  expect(created.status).toBe(200);
  const contestKey = created.body.data.contestKey as number;
  expect((await call('POST', '/complete', teacher.headers, { contestKey })).status).toBe(400);
  expect((await call('POST', '/questions', teacher.headers, { contestKey, questionList })).status).toBe(200);
  expect((await call('POST', '/complete', teacher.headers, { contestKey })).status).toBe(200);
  return { teacher, contestKey };
}

describe('golden bell', () => {
  it('tells the pupils of its class when it opens, with the way in (issue 37.2), and no other class', async () => {
    const notices = async (who: string) => {
      const { data, headers } = await loginAs(t.app, who);
      const res = await t.app.inject({
        url: `/schome/service/mypage/messageMng/systemNotifications/list?memberKey=${data.memberKey}&pageSize=50`,
        headers,
      });
      return res.json().data.list as { kind: string; title: string; linkRoute: string; linkQuery: object }[];
    };
    const { contestKey } = await readyContest();
    const told = (await notices('student1')).find((n) => n.kind === 'goldenBell');
    expect(told).toMatchObject({
      title: '새 골든벨: 5학년 2반 독서 골든벨',
      linkRoute: 'ReadingQuizContestDetail',
      linkQuery: { search: { contestKey: String(contestKey) } },
    });
    expect((await notices('student4')).some((n) => n.kind === 'goldenBell')).toBe(false);
  });

  it('refuses a student creating a contest or reading the score list (403)', async () => {
    const { contestKey } = await readyContest();
    const s = await loginAs(t.app, 'student1');
    expect(
      (await call('POST', '/create', s.headers, { contestTitle: '몰래 골든벨', targetGrade: 5 })).status,
    ).toBe(403);
    expect((await call('GET', `/teacher/scoreList?contestKey=${contestKey}`, s.headers)).status).toBe(403);
    expect((await call('GET', `/teacher?contestKey=${contestKey}`, s.headers)).status).toBe(403);
    expect((await call('POST', '/next', s.headers, { contestKey })).status).toBe(403);
    const other = await loginAs(t.app, 'teacher4');
    expect((await call('GET', `/teacher/scoreList?contestKey=${contestKey}`, other.headers)).status).toBe(
      404,
    );
  });

  it('runs a round: the question comes without its answer, a late answer is refused, a wrong one is out (and 001 §7 maskingYN: accepted, never unmasking)', async () => {
    const { teacher, contestKey } = await readyContest();
    const s1 = await loginAs(t.app, 'student1');
    const s5 = await loginAs(t.app, 'student5');
    const lateComer = await loginAs(t.app, 'idle1');
    expect((await call('POST', '/join', lateComer.headers, { contestKey })).status).toBe(404);
    for (const s of [s1, s5])
      expect((await call('POST', '/join', s.headers, { contestKey })).status).toBe(200);

    expect((await call('POST', '/next', teacher.headers, { contestKey })).status).toBe(200);
    const live = await call('GET', `/detail?contestKey=${contestKey}`, s1.headers);
    expect(live.body.data).toMatchObject({
      statusCode: 'live',
      currentNo: 1,
      phaseCode: 'open',
      answer: null,
    });
    expect(live.body.data.question).not.toHaveProperty('answer');
    expect(live.text).not.toContain('샬롯은 거미예요');
    expect(new Date(live.body.data.closesAt).getTime()).toBeGreaterThan(
      new Date(live.body.data.serverNow).getTime(),
    );

    expect(
      (await call('POST', '/answer', s1.headers, { contestKey, questionNo: 1, answer: 'O' })).status,
    ).toBe(200);
    const twice = await call('POST', '/answer', s1.headers, { contestKey, questionNo: 1, answer: 'X' });
    expect(twice.body.message).toBe('이미 답을 제출했습니다.');
    expect((await call('POST', '/reveal', teacher.headers, { contestKey })).body.message).toBe(
      '아직 답변 시간이 남았습니다.',
    );
    await closeNow(contestKey);
    const late = await call('POST', '/answer', s5.headers, { contestKey, questionNo: 1, answer: 'O' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('답변 시간이 지났습니다.');

    expect((await call('POST', '/reveal', teacher.headers, { contestKey })).status).toBe(200);
    const board = await call('GET', `/teacher?contestKey=${contestKey}`, teacher.headers);
    const status = Object.fromEntries(
      board.body.data.playerList.map((p: { name: string; statusCode: string }) => [p.name, p.statusCode]),
    );
    expect(status).toEqual({ 김하늘: 'alive', 송민준: 'out' });
    const seen = await call('GET', `/detail?contestKey=${contestKey}`, s5.headers);
    expect(seen.body.data).toMatchObject({ phaseCode: 'revealed', answer: 'O', me: { statusCode: 'out' } });

    // Revive, then the second question; finish: the score list stays.
    expect(
      (await call('POST', '/revive', teacher.headers, { contestKey, memberKey: s5.data.memberKey })).status,
    ).toBe(200);
    expect((await call('POST', '/next', teacher.headers, { contestKey })).status).toBe(200);
    await call('POST', '/answer', s1.headers, { contestKey, questionNo: 2, answer: '1' });
    await call('POST', '/answer', s5.headers, { contestKey, questionNo: 2, answer: '3' });
    await closeNow(contestKey);
    await call('POST', '/reveal', teacher.headers, { contestKey });
    expect((await call('POST', '/finish', teacher.headers, { contestKey })).status).toBe(200);
    const scores = await call('GET', `/teacher/scoreList?contestKey=${contestKey}`, teacher.headers);
    expect(
      scores.body.data.list.map((p: { name: string; statusCode: string; correctCount: number }) => [
        p.name,
        p.statusCode,
        p.correctCount,
      ]),
    ).toEqual([
      ['김하늘', 'winner', 2],
      ['송민준', 'out', 0],
    ]);
    const finish = await call('GET', `/result?contestKey=${contestKey}`, s1.headers);
    expect(finish.body.data.winnerList).toEqual([{ memberKey: s1.data.memberKey, name: '김하늘' }]);
    // 001 §7 maskingYN: the spec's golden-bell calls send it; Y is accepted, N unmasks nothing, X is a 400.
    const classmate = async (q: string) =>
      (await call('GET', `/result?contestKey=${contestKey}${q}`, s5.headers)).body.data.winnerList;
    expect(await classmate('')).toEqual([{ memberKey: null, name: '김*늘' }]);
    expect(await classmate('&maskingYN=N')).toEqual([{ memberKey: null, name: '김*늘' }]);
    expect(await classmate('&maskingYN=Y')).toEqual([{ memberKey: null, name: '김*늘' }]);
    for (const path of ['/result', '/detail', '/teacher/scoreList']) {
      expect(
        (await call('GET', `${path}?contestKey=${contestKey}&maskingYN=Y`, teacher.headers)).status,
      ).toBe(200);
      expect(
        (await call('GET', `${path}?contestKey=${contestKey}&maskingYN=X`, teacher.headers)).status,
      ).toBe(400);
    }
    const teacherScores = await call(
      'GET',
      `/teacher/scoreList?contestKey=${contestKey}&maskingYN=N`,
      teacher.headers,
    );
    expect(teacherScores.body.data.list.map((p: { name: string }) => p.name)).toEqual(['김하늘', '송민준']);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/schome/service/mypage/myQuizActivities',
      headers: s5.headers,
    });
    expect(mine.json().data.contestList[0]).toMatchObject({ contestKey, playerStatusCode: 'out' });
  });

  it('opens the live stream to the host and the target class only; the school’s other staff and classes get 404', async () => {
    const { teacher, contestKey } = await readyContest();
    const ticketOf = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/schome/service/mypage/messageMng/stream/ticket',
          headers,
        })
      ).json().data.ticket as string;
    const stream = (ticket: string) =>
      t.app.inject({ url: `${BASE}/stream?contestKey=${contestKey}&ticket=${ticket}` });
    // A pupil of 5-1 in the same school (signed up, then verified as the school would).
    const signup = await t.app.inject({
      method: 'POST',
      url: '/schome/service/member/signup',
      payload: {
        role: '01',
        agreeUseCondition: 'Y',
        agreePersonalPrivacy: 'Y',
        under14: 'Y',
        guardianAgree: 'Y',
        id: 'bellclass51',
        password: 'Reading#2026',
        name: '옆반학생',
        schKey: teacher.data.schKey,
        grade: 5,
        classNo: 1,
      },
    });
    expect(signup.statusCode, signup.body).toBe(200);
    await t.database.query(
      "update portal.member set status = 'active', verify_status = 'verified' where login_id = 'bellclass51'",
    );
    const otherClass = await loginAs(t.app, 'bellclass51', 'Reading#2026');
    const manager = await loginAs(t.app, 'manager1');
    expect((await stream(await ticketOf(otherClass.headers))).statusCode).toBe(404);
    expect((await stream(await ticketOf(manager.headers))).statusCode).toBe(404);
    // The host and a pupil of 5-2 are let in (a real connection: the stream stays open).
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const headers of [teacher.headers, (await loginAs(t.app, 'student1')).headers]) {
      const controller = new AbortController();
      const res = await fetch(
        `${address}${BASE}/stream?contestKey=${contestKey}&ticket=${await ticketOf(headers)}`,
        {
          signal: controller.signal,
        },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      controller.abort();
    }
  });
});
