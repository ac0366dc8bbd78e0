import { describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';
import { koreaDate } from '../../../lib/clock.ts';

const t = useTestApp();
const BASE = '/schome/service/community/surveyInfo';

async function call(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) {
  const res = await t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json(), res };
}

type Q = { surveyQuestionKey: number; questionTypeCode: string; viewList: { surveyViewKey: number }[] };
const answersFor = (questions: Q[]) =>
  questions.map((q) =>
    q.questionTypeCode === '01'
      ? { surveyQuestionKey: q.surveyQuestionKey, subjectAnswer: '만화책 코너가 더 넓었으면 좋겠어요.' }
      : { surveyQuestionKey: q.surveyQuestionKey, surveyViewKey: q.viewList[0]!.surveyViewKey },
  );

const draft = (questionTypeCode: string) => ({
  surveyTitle: '독서 동아리 수요 조사',
  startDate: '2026-01-01',
  endDate: '2099-12-31',
  targetMemberTypeCode: '01',
  questionList: [
    { surveyQuestion: '독서 동아리에 참여하고 싶나요?', questionTypeCode: '03' },
    { surveyQuestion: '원하는 활동은?', questionTypeCode, viewList: ['토론', '필사', '낭독'] },
  ],
});

describe('surveyInfo/list and join', () => {
  it('answers 401 without a login', async () => {
    expect((await call('GET', '/list')).status).toBe(401);
  });

  it('gives student1 the open students’ survey in the popup list, and not the teachers’ or the closed one', async () => {
    const s = await loginAs(t.app, 'student1');
    const { status, body } = await call('GET', `/list?memberKey=${s.data.memberKey}`, s.headers);
    expect(status).toBe(200);
    const titles = body.data.list.map((x: { surveyTitle: string }) => x.surveyTitle);
    expect(titles).toContain('2026 학생 독서 생활 설문');
    expect(titles).toContain('도서관 운영 시간 의견 조사');
    expect(titles).not.toContain('독서교육 지원 기능 만족도 조사 (교사)');
    expect(titles).not.toContain('2025 겨울방학 독서 프로그램 설문');
    const survey = body.data.list.find(
      (x: { surveyTitle: string }) => x.surveyTitle === '2026 학생 독서 생활 설문',
    );
    expect(survey.questionList.map((q: Q) => q.questionTypeCode)).toEqual(['02', '03', '01']);
  });

  it('refuses another member’s memberKey with 403', async () => {
    const s = await loginAs(t.app, 'student1');
    expect((await call('GET', `/list?memberKey=${s.data.memberKey + 1}`, s.headers)).status).toBe(403);
  });

  it('stores an answer once: the second one is refused with 409 and the popup list drops the survey', async () => {
    const s = await loginAs(t.app, 'student4');
    const list = (await call('GET', `/list?memberKey=${s.data.memberKey}`, s.headers)).body.data.list;
    const survey = list.find((x: { surveyTitle: string }) => x.surveyTitle === '2026 학생 독서 생활 설문');
    const payload = {
      surveyKey: survey.surveyKey,
      memberKey: s.data.memberKey,
      surveyResultInfoList: answersFor(survey.questionList),
    };
    const first = await call('POST', '/join', s.headers, payload);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('설문 응답이 완료되었습니다.');
    const second = await call('POST', '/join', s.headers, payload);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ status: 'FAIL', message: '이미 응답한 설문입니다.' });
    const after = (await call('GET', `/list?memberKey=${s.data.memberKey}`, s.headers)).body.data.list;
    expect(after.map((x: { surveyKey: number }) => x.surveyKey)).not.toContain(survey.surveyKey);
    const page = (await call('GET', '/list', s.headers)).body.data.list;
    expect(page.find((x: { surveyKey: number }) => x.surveyKey === survey.surveyKey).answeredYn).toBe('Y');
  });

  it('refuses a missing answer, a choice of another question and a survey of another school', async () => {
    const s = await loginAs(t.app, 'student4');
    const teachers = await loginAs(t.app, 'teacher1');
    const own = (await call('GET', '/list', teachers.headers)).body.data.list;
    const school = own.find((x: { surveyTitle: string }) => x.surveyTitle === '도서관 운영 시간 의견 조사');
    const otherSchool = await call('POST', '/join', s.headers, {
      surveyKey: school.surveyKey,
      memberKey: s.data.memberKey,
      surveyResultInfoList: answersFor(school.questionList),
    });
    expect(otherSchool.status).toBe(404);
    const teacher = own.find((x: { surveyTitle: string }) => x.surveyTitle.includes('(교사)'));
    const missing = await call('POST', '/join', teachers.headers, {
      surveyKey: teacher.surveyKey,
      memberKey: teachers.data.memberKey,
      surveyResultInfoList: answersFor(teacher.questionList).slice(0, 1),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('모든 질문에 응답해주세요.');
    const wrongView = answersFor(teacher.questionList);
    wrongView[0] = { surveyQuestionKey: wrongView[0]!.surveyQuestionKey, surveyViewKey: 999_999 };
    const wrong = await call('POST', '/join', teachers.headers, {
      surveyKey: teacher.surveyKey,
      memberKey: teachers.data.memberKey,
      surveyResultInfoList: wrongView,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('응답이 설문의 질문과 맞지 않습니다.');
  });
});

describe('surveyInfo/manage', () => {
  it('refuses students and unverified teachers (403) and anonymous callers (401)', async () => {
    expect((await call('GET', '/manage/list')).status).toBe(401);
    for (const id of ['student1', 'teacher1', 'teacher2']) {
      const s = await loginAs(t.app, id);
      expect((await call('POST', '/manage/save', s.headers, draft('02'))).status).toBe(403);
    }
  });

  it('counts each survey’s own answers', async () => {
    const m = await loginAs(t.app, 'manager1');
    const list = (await call('GET', '/manage/list', m.headers)).body.data.list;
    const school = list.find((x: { surveyTitle: string }) => x.surveyTitle === '도서관 운영 시간 의견 조사');
    expect(school.answerCount).toBe(3);
  });

  it('refuses the picker’s unsupported types (checkbox, dropdown, grid) with 400', async () => {
    const m = await loginAs(t.app, 'manager1');
    for (const type of ['04', '05', '06']) {
      const res = await call('POST', '/manage/save', m.headers, draft(type));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^지원하지 않는 질문 유형입니다\./);
    }
    const unknown = await call('POST', '/manage/save', m.headers, draft('99'));
    expect(unknown.status).toBe(400);
  });

  it('lets a manager build a school survey that their students answer, with results and CSV', async () => {
    const m = await loginAs(t.app, 'manager1');
    const saved = await call('POST', '/manage/save', m.headers, draft('02'));
    expect(saved.status).toBe(200);
    const survey = saved.body.data;
    expect(survey.questionList[0].viewList.map((v: { viewContents: string }) => v.viewContents)).toEqual([
      'O',
      'X',
    ]);
    const s = await loginAs(t.app, 'student1');
    const joined = await call('POST', '/join', s.headers, {
      surveyKey: survey.surveyKey,
      memberKey: s.data.memberKey,
      surveyResultInfoList: answersFor(survey.questionList),
    });
    expect(joined.status).toBe(200);
    const result = await call('GET', `/manage/result?surveyKey=${survey.surveyKey}`, m.headers);
    expect(result.body.data.questions[1].viewCounts).toEqual([
      expect.objectContaining({ viewContents: '토론', count: 1 }),
      expect.objectContaining({ viewContents: '필사', count: 0 }),
      expect.objectContaining({ viewContents: '낭독', count: 0 }),
    ]);
    const raw = await t.app.inject({
      url: `${BASE}/manage/result/csv?surveyKey=${survey.surveyKey}`,
      headers: m.headers,
    });
    expect(raw.headers['content-type']).toContain('text/csv');
    expect(raw.body).toContain('2. 원하는 활동은?');
    expect(raw.body.split('\n')[1]).toContain('토론');
    const edit = await call('POST', '/manage/save', m.headers, {
      ...draft('02'),
      surveyKey: survey.surveyKey,
    });
    expect(edit.status).toBe(409);
    const otherManager = await loginAs(t.app, 'manager4');
    expect(
      (await call('GET', `/manage/result?surveyKey=${survey.surveyKey}`, otherManager.headers)).status,
    ).toBe(404);
  });
});

describe('not before it starts (decision 228)', () => {
  it('keeps a survey out of lists, detail and answers before its start, except for its writer', async () => {
    const tomorrow = new Date(`${koreaDate(new Date())}T00:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const m = await loginAs(t.app, 'manager1');
    const saved = await call('POST', '/manage/save', m.headers, {
      ...draft('02'),
      surveyTitle: '내일 시작하는 설문',
      startDate: tomorrow.toISOString().slice(0, 10),
    });
    expect(saved.status).toBe(200);
    const survey = saved.body.data;
    const s = await loginAs(t.app, 'student1');
    const titles = async (url: string) =>
      (await call('GET', url, s.headers)).body.data.list.map((v: { surveyTitle: string }) => v.surveyTitle);
    expect(await titles('/list')).not.toContain('내일 시작하는 설문');
    expect(await titles(`/list?memberKey=${s.data.memberKey}`)).not.toContain('내일 시작하는 설문');
    expect((await call('GET', `/detail?surveyKey=${survey.surveyKey}`, s.headers)).status).toBe(404);
    const early = await call('POST', '/join', s.headers, {
      surveyKey: survey.surveyKey,
      memberKey: s.data.memberKey,
      surveyResultInfoList: answersFor(survey.questionList),
    });
    expect(early.status).toBe(404);
    const managed = (await call('GET', '/manage/list', m.headers)).body.data.list;
    expect(managed.map((v: { surveyKey: number }) => v.surveyKey)).toContain(survey.surveyKey);
  });
});
