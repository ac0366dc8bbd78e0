import { describe, expect, inject, it } from 'vitest';
import { alertDialog, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, screenshotDir, shootAtBothWidths } from './browser.ts';

/** StaffAuditManage (issue 40, decision 284), on the real server with the demo audit entries. */
const baseURL = inject('baseURL');
const shots = screenshotDir('staff-audit');
const { newPage } = browserForTests();

describe('StaffAuditManage', () => {
  it("manager1 reads their school's entries and filters them by action", async () => {
    const { context, page } = await newPage();
    await loginWithForm(page, baseURL, 'manager1');
    await page.goto(`${baseURL}/StaffAuditManage`);
    const main = page.getByRole('main');
    const table = main.getByRole('table', { name: '직원 작업 기록' });
    await table.getByRole('cell', { name: '도서 반납 처리' }).first().waitFor();
    expect(await table.getByRole('cell', { name: '운영자' }).count()).toBe(0);
    expect(await table.getByText('배수진').count()).toBe(0);
    await shootAtBothWidths(page, shots, 'manager');

    await main.getByLabel('작업', { exact: true }).selectOption('card.linkCode');
    await main.getByRole('button', { name: '조회' }).click();
    await expect.poll(() => table.getByRole('cell', { name: '도서 반납 처리' }).count()).toBe(0);
    await table.getByRole('cell', { name: '이용증 연결 코드 발급' }).first().waitFor();
    await context.close();
  }, 180_000);

  it("operator1 reads every school's entries", async () => {
    const { context, page } = await newPage();
    await loginWithForm(page, baseURL, 'operator1');
    await page.goto(`${baseURL}/StaffAuditManage`);
    const table = page.getByRole('main').getByRole('table', { name: '직원 작업 기록' });
    await table.getByText('배수진').first().waitFor();
    await table.getByText('최도윤').first().waitFor();
    await shootAtBothWidths(page, shots, 'operator');
    await context.close();
  }, 180_000);

  it("a student on StaffAuditManage sees '접근이 불가합니다.'", async () => {
    const { context, page } = await newPage();
    await loginWithForm(page, baseURL, 'student1');
    await page.goto(`${baseURL}/StaffAuditManage`);
    await expect.poll(() => alertDialog(page).textContent()).toContain('접근이 불가합니다.');
    await context.close();
  });
});
