import { describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
const BASE = '/schome/service/readingActivitesJoin/readingQuizSchool';

async function call(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) {
  const res = await t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json(), text: res.body };
}

const draft = {
  quizTitle: '어린 왕자 이해하기',
  bookTitle: '어린 왕자',
  bookAuthor: '생텍쥐페리',
  scopeCode: 'school',
  questionList: [
    {
      questionTypeCode: '01',
      question: '어린 왕자의 별에는 장미가 있다.',
      answer: 'O',
      explanation: '장미 한 송이가 있어요.',
    },
    {
      questionTypeCode: '02',
      question: '여우가 어린 왕자에게 가르쳐 준 것은?',
      choiceList: ['길들이기', '수학', '비행'],
      answer: '1',
      explanation: '여우는 길들인다는 것의 뜻을 알려 주었어요.',
    },
    {
      questionTypeCode: '03',
      question: '어린 왕자가 사는 별의 이름은? (예: B-612)',
      answer: 'B-612',
      explanation: '소행성 B-612예요.',
    },
  ],
};

async function teacherQuiz() {
  const teacher = await loginAs(t.app, 'teacher1');
  const saved = await call('POST', '/save', teacher.headers, draft);
  expect(saved.status).toBe(200);
  return { teacher, quizKey: saved.body.data.quizKey as number };
}

describe('reading quizzes', () => {
  it('sends the questions without answers or explanations before answering', async () => {
    const { quizKey } = await teacherQuiz();
    const s = await loginAs(t.app, 'student1');
    const detail = await call('GET', `/detail?quizKey=${quizKey}`, s.headers);
    expect(detail.status).toBe(200);
    expect(detail.body.data.questionList).toHaveLength(3);
    for (const q of detail.body.data.questionList) {
      expect(q).not.toHaveProperty('answer');
      expect(q).not.toHaveProperty('explanation');
    }
    expect(detail.text).not.toContain('B-612예요');
    expect(detail.text).not.toContain('"answer"');
    const list = await call('GET', '/list?scopeCode=school', s.headers);
    expect(list.text).not.toContain('"answer"');
    expect(list.body.data.list.map((q: { quizKey: number }) => q.quizKey)).toContain(quizKey);
    // The result (answers) is refused until the member has answered.
    expect((await call('GET', `/result?quizKey=${quizKey}`, s.headers)).status).toBe(403);
  });

  it('scores on the server, once, and then shows the answers and explanations; badge 08 counts it', async () => {
    const { teacher, quizKey } = await teacherQuiz();
    const s = await loginAs(t.app, 'student1');
    const keys = (await call('GET', `/detail?quizKey=${quizKey}`, s.headers)).body.data.questionList.map(
      (q: { questionKey: number }) => q.questionKey,
    );
    const answerList = [
      { questionKey: keys[0], answer: 'O' },
      { questionKey: keys[1], answer: '2' },
      { questionKey: keys[2], answer: 'b-612 ' },
    ];
    const answered = await call('POST', '/answer', s.headers, { quizKey, answerList, score: 100 });
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ score: 67, correctCount: 2, questionCount: 3 });
    expect(answered.body.data.questionList.map((q: { correctYn: string }) => q.correctYn)).toEqual([
      'Y',
      'N',
      'Y',
    ]);
    expect(answered.body.data.questionList[1]).toMatchObject({ answer: '1', myAnswer: '2' });
    const again = await call('POST', '/answer', s.headers, { quizKey, answerList });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 푼 퀴즈입니다.');
    const result = await call('GET', `/result?quizKey=${quizKey}`, s.headers);
    expect(result.body.data.questionList[0].explanation).toBe('장미 한 송이가 있어요.');

    const stats = await call('GET', `/teacher?quizKey=${quizKey}`, teacher.headers);
    expect(stats.status).toBe(200);
    expect(stats.body.data.questionList[1]).toMatchObject({
      answerCount: 1,
      correctCount: 0,
      correctRate: 0,
    });
    expect(stats.body.data.takerList[0]).toMatchObject({ name: '김하늘', score: 67 });

    const mine = await t.app.inject({
      method: 'GET',
      url: '/schome/service/mypage/myQuizActivities',
      headers: s.headers,
    });
    expect(mine.json().data.solvedList.map((q: { quizKey: number }) => q.quizKey)).toContain(quizKey);
    const badges = await t.app.inject({
      method: 'GET',
      url: `/schome/service/mypage/badgestatus/list?memberKey=${s.data.memberKey}`,
      headers: s.headers,
    });
    const quizBadge = badges
      .json()
      .data.list.find((b: { badgeTypeCode: string }) => b.badgeTypeCode === '08');
    expect(quizBadge.activityCount).toBeGreaterThanOrEqual(1);
  });

  it('refuses missing answers with a Korean 400', async () => {
    const { quizKey } = await teacherQuiz();
    const s = await loginAs(t.app, 'student5');
    const res = await call('POST', '/answer', s.headers, { quizKey, answerList: [] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('모든 문제에 답해주세요.');
  });

  it('keeps the statistics to the school’s teachers: a student and another school’s teacher get 403', async () => {
    const { quizKey } = await teacherQuiz();
    const s = await loginAs(t.app, 'student1');
    expect((await call('GET', `/teacher?quizKey=${quizKey}`, s.headers)).status).toBe(403);
    const other = await loginAs(t.app, 'teacher4');
    expect((await call('GET', `/teacher?quizKey=${quizKey}`, other.headers)).status).toBe(403);
    // A school quiz is invisible to another school.
    const student4 = await loginAs(t.app, 'student4');
    expect((await call('GET', `/detail?quizKey=${quizKey}`, student4.headers)).status).toBe(404);
  });

  it('holds a student’s quiz for a teacher’s approval', async () => {
    const s = await loginAs(t.app, 'student5');
    const saved = await call('POST', '/save', s.headers, { ...draft, quizTitle: '내가 만든 어린 왕자 퀴즈' });
    expect(saved.body.message).toBe('저장되었습니다. 선생님이 승인하면 공개됩니다.');
    const quizKey = saved.body.data.quizKey;
    const classmate = await loginAs(t.app, 'student1');
    expect((await call('GET', `/detail?quizKey=${quizKey}`, classmate.headers)).status).toBe(404);
    expect((await call('POST', '/approve', s.headers, { quizKey, approveYn: 'Y' })).status).toBe(403);
    const teacher = await loginAs(t.app, 'teacher1');
    const pending = await call('GET', '/manage', teacher.headers);
    expect(pending.body.data.list.map((q: { quizKey: number }) => q.quizKey)).toContain(quizKey);
    expect((await call('POST', '/approve', teacher.headers, { quizKey, approveYn: 'Y' })).status).toBe(200);
    expect((await call('GET', `/detail?quizKey=${quizKey}`, classmate.headers)).status).toBe(200);
  });

  it('lets a teacher of the school hide a student’s published quiz and show it again; a student gets 403', async () => {
    const writer = await loginAs(t.app, 'student5');
    const saved = await call('POST', '/save', writer.headers, {
      ...draft,
      quizTitle: '숨길 수 있는 학생 퀴즈',
    });
    const quizKey = saved.body.data.quizKey;
    const teacher = await loginAs(t.app, 'teacher1');
    // A pending quiz is decided with approve, not hidden.
    const early = await call('POST', '/hide', teacher.headers, { quizKey, hideYn: 'Y' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('공개되었거나 숨긴 퀴즈만 숨김을 바꿀 수 있습니다.');
    await call('POST', '/approve', teacher.headers, { quizKey, approveYn: 'Y' });

    const classmate = await loginAs(t.app, 'student1');
    const student = await call('POST', '/hide', classmate.headers, { quizKey, hideYn: 'Y' });
    expect(student.status).toBe(403);
    expect(student.body.message).toBe('선생님만 이용할 수 있습니다.');
    expect((await call('POST', '/hide', writer.headers, { quizKey, hideYn: 'Y' })).status).toBe(403);
    const foreign = await loginAs(t.app, 'teacher4');
    expect((await call('POST', '/hide', foreign.headers, { quizKey, hideYn: 'Y' })).status).toBe(403);
    expect((await call('POST', '/approve', foreign.headers, { quizKey, approveYn: 'Y' })).status).toBe(403);

    const hidden = await call('POST', '/hide', teacher.headers, { quizKey, hideYn: 'Y' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toBe('퀴즈를 숨겼습니다.');
    const listed = async () =>
      (await call('GET', '/list?scopeCode=school', classmate.headers)).body.data.list.map(
        (q: { quizKey: number }) => q.quizKey,
      );
    expect(await listed()).not.toContain(quizKey);
    expect((await call('GET', `/detail?quizKey=${quizKey}`, classmate.headers)).status).toBe(404);
    // The writer still sees it, with its state, and the teachers' switch lists it.
    const mine = await call('GET', `/detail?quizKey=${quizKey}`, writer.headers);
    expect(mine.body.data.statusCode).toBe('hidden');
    const managed = await call('GET', '/manage', teacher.headers);
    const row = managed.body.data.list.find((q: { quizKey: number }) => q.quizKey === quizKey);
    expect(row.statusCode).toBe('hidden');
    // Teachers' own quizzes are not in the students' switch.
    expect(managed.body.data.list.every((q: { writerName: string }) => q.writerName !== '정민아')).toBe(true);

    const shown = await call('POST', '/hide', teacher.headers, { quizKey, hideYn: 'N' });
    expect(shown.body.message).toBe('퀴즈를 다시 공개했습니다.');
    expect(await listed()).toContain(quizKey);
  });

  it('checks banned words and input', async () => {
    const teacher = await loginAs(t.app, 'teacher1');
    const bad = await call('POST', '/save', teacher.headers, {
      ...draft,
      questionList: [{ questionTypeCode: '02', question: '보기가 하나', choiceList: ['하나'], answer: '1' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('객관식 문제에는 보기를 2개 이상 입력해주세요.');
    expect((await call('GET', '/list')).status).toBe(401);
  });
});
