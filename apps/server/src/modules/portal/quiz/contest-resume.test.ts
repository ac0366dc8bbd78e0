import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';
import { quizContest } from '../../../db/schema/portal-quiz.ts';

const t = useTestApp();
const BASE = '/schome/service/readingActivitesJoin/readingQuizContest';
const open: AbortController[] = [];
afterAll(() => {
  for (const controller of open) controller.abort();
});

async function post(url: string, headers: Record<string, string>, payload: object) {
  const res = await t.app.inject({ method: 'POST', url, headers, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A live contest of 5학년 2반 with question 1 open, and student1 in it. */
async function liveContest() {
  const teacher = await loginAs(t.app, 'teacher1');
  const pupil = await loginAs(t.app, 'student1');
  const { contestKey } = await post(`${BASE}/create`, teacher.headers, {
    contestTitle: '이어받기 골든벨',
    targetGrade: 5,
    targetClassNo: 2,
    timeLimitSec: 30,
  });
  await post(`${BASE}/questions`, teacher.headers, {
    contestKey,
    questionList: [1, 2].map((n) => ({ questionTypeCode: '01', question: `${n}번 문제`, answer: 'O' })),
  });
  await post(`${BASE}/complete`, teacher.headers, { contestKey });
  await post(`${BASE}/join`, pupil.headers, { contestKey });
  await post(`${BASE}/next`, teacher.headers, { contestKey });
  return { teacher, pupil, contestKey: contestKey as number };
}

/** Opens the stream with a Last-Event-ID; answers a reader of its text until `until` appears. */
async function stream(pupilHeaders: Record<string, string>, contestKey: number, lastEventId: string) {
  const { ticket } = await post('/schome/service/mypage/messageMng/stream/ticket', pupilHeaders, {});
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => {
    const a = t.app.server.address();
    return typeof a === 'object' && a ? `http://127.0.0.1:${a.port}` : '';
  });
  const controller = new AbortController();
  open.push(controller);
  const res = await fetch(`${address}${BASE}/stream?contestKey=${contestKey}&ticket=${ticket}`, {
    headers: { 'last-event-id': lastEventId },
    signal: controller.signal,
  });
  const reader = res.body!.getReader();
  let text = '';
  return async (until: string) => {
    while (!text.includes(until)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    return text;
  };
}

describe('golden-bell stream resumes with Last-Event-ID (decision 253)', () => {
  it('sends a reconnecting pupil the open question they have not seen, with its number as id', async () => {
    const { pupil, contestKey } = await liveContest();
    const text = await (await stream(pupil.headers, contestKey, '0'))('1번 문제');
    expect(text).toMatch(/event: hello[\s\S]*id: 1\nevent: question\ndata: .*"questionNo":1/);
  });

  it('does not send again the question a pupil saw; the next one comes live with its id', async () => {
    const { teacher, pupil, contestKey } = await liveContest();
    const read = await stream(pupil.headers, contestKey, '1');
    await read('event: hello');
    await t.app.database.db
      .update(quizContest)
      .set({ closesAt: sql`now() - interval '1 second'` })
      .where(eq(quizContest.contestKey, contestKey));
    await post(`${BASE}/reveal`, teacher.headers, { contestKey });
    await post(`${BASE}/next`, teacher.headers, { contestKey });
    const text = await read('2번 문제');
    expect(text).not.toContain('1번 문제');
    expect(text).toMatch(/id: 2\nevent: question/);
  });
});
