import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { closeAlertDialog, DEMO_PASSWORD, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, expectNoSeriousViolations, screenshotDir, shootAtBothWidths } from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir();
const { newPage } = browserForTests();
const BASE = '/schome/service/readingActivitesJoin/readingQuizContest';

/** teacher1 makes a 3-question contest for 5-2 through the API (the pages run it). */
async function readyContest() {
  const login = await fetch(`${baseURL}/schome/auth/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'teacher1', password: DEMO_PASSWORD }),
  });
  const data = (await login.json()).data;
  const headers = {
    'content-type': 'application/json',
    token: data.token,
    userId: data.userId,
    schKey: String(data.schKey),
  };
  const post = async (call: string, body: object) => {
    const res = await fetch(`${baseURL}${BASE}/${call}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return (await res.json()).data;
  };
  const { contestKey } = await post('create', {
    contestTitle: '5학년 2반 샬롯의 거미줄 골든벨',
    targetGrade: 5,
    targetClassNo: 2,
    // Long enough for student5's reload (the reconnect) to land inside question 2 on a loaded machine.
    timeLimitSec: 8,
  });
  await post('questions', {
    contestKey,
    questionList: [
      { questionTypeCode: '01', question: '샬롯은 거미이다.', answer: 'O' },
      {
        questionTypeCode: '02',
        question: '윌버는 어떤 동물일까요?',
        choiceList: ['돼지', '양', '말'],
        answer: '1',
      },
      { questionTypeCode: '01', question: '윌버는 도시에 산다.', answer: 'X' },
    ],
  });
  await post('complete', { contestKey });
  return contestKey as number;
}

/** The teacher reveals once the server's deadline has passed (the button enables at zero). */
async function reveal(board: Page) {
  const button = board.getByRole('button', { name: '정답 공개' });
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  await button.click();
}

describe('golden bell', () => {
  it('teacher1 runs 3 questions live: student1 wins, student5 is eliminated on both screens; the score list shows both', async () => {
    const contestKey = await readyContest();
    const [teacher, s1, s5] = await Promise.all([newPage(1280), newPage(390), newPage(390)]);
    await loginWithForm(teacher.page, baseURL, 'teacher1');
    await loginWithForm(s1.page, baseURL, 'student1');
    await loginWithForm(s5.page, baseURL, 'student5');
    const board = teacher.page;
    await board.goto(`${baseURL}/Elementary/ReadingQuizContestDetailTeacher?contestKey=${contestKey}`);
    for (const s of [s1.page, s5.page]) {
      await s.goto(`${baseURL}/Elementary/ReadingQuizContestDetail?contestKey=${contestKey}`);
      await s.getByRole('button', { name: '참여하기' }).click();
      await s.getByText('참여했습니다. 곧 첫 문제가 열립니다.').waitFor();
    }
    const players = board.locator('.bell-players');
    await expect.poll(() => players.getByRole('row').count()).toBe(3);

    // Question 1 appears on both screens at once; both answer right.
    await board.getByRole('button', { name: '첫 문제 열기' }).click();
    for (const s of [s1.page, s5.page]) await s.getByText('샬롯은 거미이다.').waitFor();
    await expectNoSeriousViolations(s1.page);
    await s1.page.screenshot({ path: path.join(shots, 'golden-bell-question-390.png'), fullPage: true });
    for (const s of [s1.page, s5.page]) {
      await s.getByRole('button', { name: 'O', exact: true }).click();
      await s.getByText('제출한 답: O').waitFor();
    }
    await reveal(board);
    for (const s of [s1.page, s5.page]) await s.getByText('정답! 다음 문제를 기다려 주세요.').waitFor();

    // student5's connection drops (she leaves the page) while question 2 opens; on her return the page
    // reconnects and shows the current question with its countdown, not question 1's result.
    const contestUrl = s5.page.url();
    await s5.page.goto('about:blank');
    await board.getByRole('button', { name: '다음 문제 열기' }).click();
    await s1.page.getByText('윌버는 어떤 동물일까요?').waitFor();
    await s5.page.goto(contestUrl);
    await s5.page.getByText('윌버는 어떤 동물일까요?').waitFor();
    await expect.poll(() => s5.page.locator('.bell-countdown').textContent()).toMatch(/초|시간/);

    // The projector view the class sees (issue 37.1): the question and its choices while the timer runs,
    // never the answer; the answer only once revealed.
    const projector = board.getByRole('region', { name: '함께 보는 화면' });
    await projector.getByText('윌버는 어떤 동물일까요?').waitFor();
    for (const choice of ['돼지', '양', '말']) await projector.getByText(choice, { exact: true }).waitFor();
    expect(await projector.textContent()).not.toContain('정답');

    // Question 2: student5 answers wrong and is out, on her screen and on the teacher's board.
    await s1.page.getByRole('button', { name: '1. 돼지' }).click();
    await s5.page.getByRole('button', { name: '2. 양' }).click();
    await s5.page.getByText('제출한 답: 2').waitFor();
    expect(await projector.textContent()).not.toContain('정답');
    await reveal(board);
    await expect.poll(() => projector.textContent()).toContain('정답: 1. 돼지');
    await s5.page.getByText('탈락했습니다. 끝까지 함께 지켜봐요!').waitFor();
    await s1.page.getByText('정답! 다음 문제를 기다려 주세요.').waitFor();
    await expect.poll(() => players.locator('.bell-player--out').textContent()).toContain('송민준');
    await expectNoSeriousViolations(board);
    await board.screenshot({ path: path.join(shots, 'golden-bell-board-1280.png'), fullPage: true });

    // Question 3: student1 alone; finish.
    await board.getByRole('button', { name: '다음 문제 열기' }).click();
    await s1.page.getByText('윌버는 도시에 산다.').waitFor();
    await s1.page.getByRole('button', { name: 'X', exact: true }).click();
    await s1.page.getByText('제출한 답: X').waitFor();
    await reveal(board);
    await board.getByRole('button', { name: '골든벨 끝내기' }).click();
    await board.getByRole('link', { name: '결과 보기' }).click();
    const scores = board.getByRole('region', { name: '점수 목록' });
    await expect.poll(() => scores.textContent()).toMatch(/김하늘우승3.*송민준탈락12/);
    await expectNoSeriousViolations(board);
    await board.screenshot({ path: path.join(shots, 'golden-bell-finish-1280.png'), fullPage: true });
    await s1.page.getByRole('link', { name: '결과 보기' }).click();
    await s1.page.getByText('나의 결과: 우승 · 3문제 정답').waitFor();
  }, 120_000);
});

/** The page's h1 has come, so its data is there before axe looks. */
async function titled(page: Page, url: string, title: string) {
  await page.goto(`${baseURL}/Elementary/${url}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await expect.poll(() => page.getByRole('status').filter({ hasText: '불러오는 중' }).count()).toBe(0);
}

describe('reading quiz', () => {
  it('teacher1 makes a quiz, student1 takes it and gets the server’s score, teacher1 sees the result; every quiz page passes axe', async () => {
    const [teacher, student] = await Promise.all([newPage(1280), newPage(390)]);
    await loginWithForm(teacher.page, baseURL, 'teacher1');
    await loginWithForm(student.page, baseURL, 'student1');
    const tp = teacher.page;

    // readingQuizCreate: an O/X question and a short-answer one.
    const title = `샬롯의 거미줄 독서퀴즈 ${Date.now() % 100000}`;
    await titled(tp, 'readingQuizCreate', '독서퀴즈 만들기');
    await tp.getByLabel('퀴즈 제목').fill(title);
    await tp.getByLabel('책 제목').fill('샬롯의 거미줄');
    await tp.getByLabel('지은이').fill('E. B. 화이트');
    const first = tp.getByRole('group', { name: '1번 문제' });
    await first.getByLabel('문제', { exact: true }).fill('샬롯은 거미이다.');
    await first.getByLabel('정답', { exact: true }).fill('O');
    await first.getByLabel('해설').fill('샬롯은 헛간에 사는 거미예요.');
    await tp.getByRole('button', { name: '문제 추가' }).click();
    const second = tp.getByRole('group', { name: '2번 문제' });
    await second.getByLabel('유형').selectOption('03');
    await second.getByLabel('문제', { exact: true }).fill('샬롯이 거미줄에 쓴 첫 낱말은?');
    await second.getByLabel('정답', { exact: true }).fill('대단한 돼지');
    await second.getByLabel('해설').fill('샬롯은 "대단한 돼지"라고 썼어요.');
    await shootAtBothWidths(tp, shots, 'quiz-form');
    await tp.getByRole('button', { name: '저장' }).click();
    await closeAlertDialog(tp, '저장되었습니다.');
    await tp.getByRole('heading', { level: 1, name: '독서퀴즈' }).waitFor();
    await expectNoSeriousViolations(tp);

    // readingQuiz → readingQuizDetail: the questions come without answers; the server scores.
    await titled(student.page, 'readingQuiz', '독서퀴즈');
    await student.page.getByRole('link', { name: title }).click();
    await student.page.getByRole('heading', { level: 2, name: title }).waitFor();
    const quizKey = new URL(student.page.url()).searchParams.get('quizKey');
    expect(await student.page.content()).not.toContain('샬롯은 헛간에 사는 거미예요.');
    await expectNoSeriousViolations(student.page);
    await student.page.getByRole('radio', { name: 'O', exact: true }).check();
    await student.page.getByLabel('2. 답을 입력하세요').fill('멋진 돼지');
    await student.page.screenshot({ path: path.join(shots, 'quiz-take-390.png'), fullPage: true });
    await student.page.getByRole('button', { name: '제출하고 채점하기' }).click();
    await student.page.getByText('50점 (2문제 중 1문제 정답)').waitFor();
    await student.page.getByText('샬롯은 "대단한 돼지"라고 썼어요.').waitFor();
    await shootAtBothWidths(student.page, shots, 'quiz-answer');

    // readingQuizDetailTeacher: the statistics per question and student1 among the takers.
    await titled(tp, `readingQuizDetailTeacher?quizKey=${quizKey}`, '독서퀴즈 결과');
    await tp.getByText('김하늘').waitFor();
    await tp.getByText('정답률 0% (1명 응답)').first().waitFor();
    await shootAtBothWidths(tp, shots, 'quiz-teacher');

    // The other quiz pages, each with its data, at no serious or critical axe violation.
    const contestKey = await readyContest();
    const pages: [Page, string, string][] = [
      [tp, `ReadingQuizUpdate?quizKey=${quizKey}`, '독서퀴즈 수정'],
      [tp, 'QuizList', '독서퀴즈'],
      [tp, 'ReadingQuizContest', '골든벨 퀴즈대회'],
      [tp, 'QuizContest', '골든벨 퀴즈대회'],
      [tp, 'ReadingQuizContestCreate', '골든벨 만들기'],
      [tp, `QuizContestUpdateForm?contestKey=${contestKey}`, '골든벨 수정'],
      [tp, `QuizContestQuizUpdateForm?contestKey=${contestKey}`, '골든벨 문제 수정'],
      [tp, `ReadingQuizContestCreateComplate?contestKey=${contestKey}`, '골든벨 만들기 완료'],
      [tp, `ReadingQuizContestDetailTeacher?contestKey=${contestKey}`, '골든벨 진행'],
      [student.page, `ReadingQuizContestDetail?contestKey=${contestKey}`, '골든벨 참여'],
      [student.page, 'MyQuizActivities', '나의 퀴즈 활동'],
    ];
    for (const [page, url, heading] of pages) {
      await titled(page, url, heading);
      await expectNoSeriousViolations(page);
    }
    await student.page.getByText(title).first().waitFor();
  }, 180_000);
});
