import { describe, expect, it } from 'vitest';
import { statementsOf } from '../../../../test/statement-count.ts';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
const BASE = '/schome/service/readingActivitesJoin/readingQuizContest';

async function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  const res = await t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}

/** The statements of the caller's session (the token's lookup, every call's cost, not the answer's). */
const ofSession = (statement: string) => statement.includes('"member_session"');

/**
 * Decision 237: a golden-bell answer is the hot path of a live contest (a class answers within seconds);
 * it costs at most three statements: the caller, what the answer needs, and the answer stored with the
 * board told. It was six and more (the member row twice, every question loaded to mark one).
 */
describe('the cost of a golden-bell answer', () => {
  it('takes at most 3 statements, and still refuses a second answer to the same question', async () => {
    const teacher = await loginAs(t.app, 'teacher1');
    const created = await call('POST', '/create', teacher.headers, {
      contestTitle: '세 번의 질의 골든벨',
      targetGrade: 5,
      targetClassNo: 2,
      timeLimitSec: 60,
    });
    const contestKey = created.body.data.contestKey as number;
    const questionList = [
      { questionTypeCode: '01', question: '샬롯은 거미이다.', answer: 'O' },
      { questionTypeCode: '01', question: '윌버는 양이다.', answer: 'X' },
      { questionTypeCode: '01', question: '템플턴은 쥐이다.', answer: 'O' },
    ];
    expect((await call('POST', '/questions', teacher.headers, { contestKey, questionList })).status).toBe(
      200,
    );
    expect((await call('POST', '/complete', teacher.headers, { contestKey })).status).toBe(200);
    const student = await loginAs(t.app, 'student1');
    expect((await call('POST', '/join', student.headers, { contestKey })).status).toBe(200);
    expect((await call('POST', '/next', teacher.headers, { contestKey })).status).toBe(200);

    let answered = { status: 0, body: {} as { message?: string } };
    const statements = await statementsOf(t.app.database.db, async () => {
      answered = await call('POST', '/answer', student.headers, { contestKey, questionNo: 1, answer: 'O' });
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const answerOwn = statements.filter((s) => !ofSession(s));
    expect(answerOwn.length, answerOwn.join('\n---\n')).toBeLessThanOrEqual(3);

    const again = await call('POST', '/answer', student.headers, { contestKey, questionNo: 1, answer: 'X' });
    expect([again.status, again.body.message]).toEqual([409, '이미 답을 제출했습니다.']);
    const board = await call('GET', `/teacher?contestKey=${contestKey}`, teacher.headers);
    const me = board.body.data.playerList.find(
      (p: { memberKey: number }) => p.memberKey === Number(student.data.memberKey),
    );
    expect(me.answeredYn).toBe('Y');
  });
});
