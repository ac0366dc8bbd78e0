import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { closeAlertDialog, ensureStudent1Card, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, screenshotDir, shootAtBothWidths } from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir();
const { newPage } = browserForTests();

/** Screenshots at 1280 and 390 px, with axe-core on both (the shared helper). */
const shoot = (page: Page, name: string) => shootAtBothWidths(page, shots, name);

/** The report category's level-2 card: "n / 10회". */
async function reportProgress(page: Page): Promise<number> {
  const row = page.getByRole('region', { name: '독서활동 작성 배지' });
  await row.waitFor();
  const text = (await row.getByRole('listitem').nth(1).textContent()) ?? '';
  return Number(/(\d+) \/ 10회/.exec(text)?.[1] ?? Number.NaN);
}

describe('reading activities', () => {
  it('student1 writes a report on a recent loan; teacher1 comments, approves and recommends it', async () => {
    const student = await newPage();
    const page = student.page;
    await loginWithForm(page, baseURL, 'student1');
    await ensureStudent1Card(page, baseURL);
    await page.goto(`${baseURL}/Elementary/MyBadge`);
    const before = await reportProgress(page);

    await page.goto(`${baseURL}/Elementary/ParticipationContestList/recentLoanBooks`);
    const main = page.getByRole('main');
    await main
      .getByRole('link', { name: /독서활동 쓰기$/ })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Elementary/contestForm');
    const title = `용기에 대한 감상문 ${Date.now() % 100000}`;
    const sentence = '주인공이 친구를 위해 용기를 내는 장면이 가장 기억에 남았다.';
    await main.getByRole('radio', { name: /독서감상문/ }).check();
    await main.getByLabel('제목').fill(title);
    const editor = main.getByRole('textbox', { name: '내용' });
    await editor.click();
    await page.keyboard.type(sentence);
    await expect.poll(() => main.textContent()).toMatch(/\d+ \/ 8000 바이트/);
    await shoot(page, 'activity-form');
    await main.getByRole('button', { name: '제출하기' }).click();
    await closeAlertDialog(page, '제출되었습니다.');
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toMatch(/\/Elementary\/ParticipationContestDetail\/\d+$/);
    const detailPath = new URL(page.url()).pathname;

    // teacher1 reviews it: a comment, approval, then a recommendation.
    const teacher = await newPage();
    const tp = teacher.page;
    await loginWithForm(tp, baseURL, 'teacher1');
    await tp.goto(`${baseURL}/Elementary/ParticipationActivityManageList`);
    await tp.getByRole('main').getByRole('link', { name: title }).click();
    const review = tp.getByRole('main');
    await review
      .getByRole('textbox', { name: '댓글', exact: true })
      .fill('주인공의 마음을 잘 읽었어요. 훌륭해요!');
    await review.getByRole('button', { name: '댓글 등록' }).click();
    await closeAlertDialog(tp, '댓글을 등록했습니다.');
    await review.getByRole('button', { name: '승인', exact: true }).click();
    await closeAlertDialog(tp, '승인했습니다.');
    await shoot(tp, 'activity-review');
    await review.getByRole('button', { name: '추천 활동으로 지정' }).click();
    await closeAlertDialog(tp, '추천 활동으로 지정했습니다.');
    await teacher.context.close();

    // student1 sees the comment, the notification and the badge progress.
    await page.goto(`${baseURL}${detailPath}`);
    await expect.poll(() => page.getByRole('main').textContent()).toContain('주인공의 마음을 잘 읽었어요.');
    await expect.poll(() => page.getByRole('main').textContent()).toContain('승인');
    await shoot(page, 'activity-detail');
    await page.goto(`${baseURL}/Elementary/MessageManage`);
    await expect
      .poll(() => page.getByRole('main').textContent())
      .toContain(`'${title}' 독서활동이 승인되었습니다.`);
    await page.goto(`${baseURL}/Elementary/MyBadge`);
    await expect.poll(() => reportProgress(page)).toBe(Math.min(before + 1, 10));

    // It is on RecommendList for everyone.
    await page.goto(`${baseURL}/Elementary/RecommendList`);
    await page.getByRole('main').getByRole('link', { name: title }).click();
    await expect.poll(() => page.getByRole('main').textContent()).toContain(sentence);
    await student.context.close();
  });
});
