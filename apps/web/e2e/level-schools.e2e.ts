import { describe, expect, inject, it } from 'vitest';
import { loginWithForm } from './auth-fixtures.ts';
import { browserForTests } from './browser.ts';

const baseURL = inject('baseURL');
const { newPage } = browserForTests();

/**
 * Issue 36: a high-school pupil finds a lived-in school. student3 (가락고등학교 1-4) opens the quiz,
 * golden-bell, club, balance-game and marathon pages of /High, and each lists an item of their school
 * (seeded by teacher6); the dashboard shows their loans and badges.
 */
describe('student3 at 가락고등학교 (issue 36)', () => {
  it('lists a quiz, a golden bell, a club, a balance game and a marathon, and a dashboard with loans and badges', async () => {
    const { context, page } = await newPage();
    await loginWithForm(page, baseURL, 'student3', '/High');
    const pages: [string, string][] = [
      ['/High/readingQuiz', '페인트 함께 읽기 퀴즈'],
      ['/High/ReadingQuizContest', '1학년 4반 『시간을 파는 상점』 독서 골든벨'],
      ['/High/readingBookGroup', '가락고 책과 토론 동아리'],
      ['/High/contestBalanceGame', '『페인트』의 제누라면?'],
      ['/High/contestMarathon', '가락고 1학년 문학 마라톤'],
    ];
    for (const [path, item] of pages) {
      await page.goto(`${baseURL}${path}`);
      await expect
        .poll(() => page.getByText(item, { exact: false }).count(), { timeout: 30_000, message: path })
        .toBeGreaterThan(0);
    }
    await page.goto(`${baseURL}/High/DashBoard`);
    const loans = page.getByTestId('dash-current-loans');
    await expect.poll(() => loans.locator('li').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const badges = page.getByRole('listitem').filter({ hasText: '획득한 배지' });
    await expect.poll(() => badges.textContent(), { timeout: 30_000 }).toMatch(/[1-9]\d* \/ \d+/);
    await context.close();
  });
});
