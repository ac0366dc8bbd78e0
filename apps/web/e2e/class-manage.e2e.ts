import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { alertDialog, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, screenshotDir, shootAtBothWidths } from './browser.ts';

/** ClassManage (issue 21 part 4, decision 153), on the real server with the demo classes. */
const baseURL = inject('baseURL');
const shots = screenshotDir('class-manage');
const { newPage } = browserForTests();

const shoot = (page: Page, name: string) => shootAtBothWidths(page, shots, name);

describe('ClassManage', () => {
  it("teacher1 sees their classes, opens the homeroom's pupils and adds a class", async () => {
    const { context, page } = await newPage();
    await loginWithForm(page, baseURL, 'teacher1');
    await page.goto(`${baseURL}/Elementary/ClassManage`);
    const main = page.getByRole('main');
    const homeroom = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /5학년 2반/ }) });
    await homeroom.getByText('담임').waitFor();
    await shoot(page, 'classes');

    await homeroom.getByRole('button', { name: '5학년 2반 학생 보기' }).click();
    const table = main.getByRole('table', { name: '5학년 2반 학생별 대출과 독서활동' });
    await table.getByRole('cell', { name: '송민준' }).waitFor();
    // The heading of the opened class has the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('5학년 2반 학생');
    await shoot(page, 'students');

    await main.getByLabel('학년', { exact: true }).selectOption('3');
    await main.getByLabel('반', { exact: true }).selectOption('1');
    await main.getByRole('button', { name: '추가', exact: true }).click();
    await main.getByRole('heading', { level: 3, name: '3학년 1반' }).waitFor();
    await main.getByRole('button', { name: '3학년 1반 삭제' }).click();
    await expect
      .poll(() => alertDialog(page).textContent())
      .toContain('3학년 1반을 담당 학급에서 삭제하시겠습니까?');
    await alertDialog(page).getByRole('button', { name: '확인' }).click();
    await expect.poll(() => main.getByRole('heading', { level: 3, name: '3학년 1반' }).count()).toBe(0);
    await context.close();
  }, 180_000);

  it("a student on ClassManage sees '접근이 불가합니다.'", async () => {
    const { context, page } = await newPage();
    await loginWithForm(page, baseURL, 'student1');
    await page.goto(`${baseURL}/Elementary/ClassManage`);
    await expect.poll(() => alertDialog(page).textContent()).toContain('접근이 불가합니다.');
    expect(await page.getByRole('heading', { name: '내 학급' }).count()).toBe(0);
    await context.close();
  });
});
