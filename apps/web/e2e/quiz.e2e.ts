import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, screenshotDir, seriousAxeViolations } from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir();
const { newPage } = browserForTests();
const BASE = '/schome/service/readingActivitesJoin/readingQuizContest';

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousAxeViolations(page);
  expect(violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`)).toEqual(
    [],
  );
}

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
    timeLimitSec: 5,
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

    // Question 2: student5 answers wrong and is out, on her screen and on the teacher's board.
    await board.getByRole('button', { name: '다음 문제 열기' }).click();
    await s1.page.getByRole('button', { name: '1. 돼지' }).click();
    await s5.page.getByRole('button', { name: '2. 양' }).click();
    await s5.page.getByText('제출한 답: 2').waitFor();
    await reveal(board);
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
