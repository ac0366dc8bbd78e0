import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { alertDialog, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, screenshotDir, seriousAxeViolations } from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir();

const chromium = browserForTests();
const { newPage } = chromium;

const PENDING = '교사 인증 대기 중입니다. 학교관리자가 승인하면 교사 메뉴를 이용할 수 있습니다.';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(shots, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 860 });
  await page.screenshot({ path: path.join(shots, `${name}-390.png`), fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('teacher verification (decision 050)', () => {
  it('keeps pending teacher2 from the class loan status until manager1 approves her on TeacherApprovalManage', async () => {
    const teacher = await newPage();
    await loginWithForm(teacher.page, baseURL, 'teacher2');
    await expect.poll(() => teacher.page.getByTestId('header-verify-status').textContent()).toBe('인증 대기');
    await teacher.page.goto(`${baseURL}/Elementary/MyLibraryClassList`);
    await expect.poll(() => teacher.page.getByText(PENDING).count()).toBe(1);
    await shoot(teacher.page, 'teacher-pending');

    const manager = await newPage();
    await loginWithForm(manager.page, baseURL, 'manager1');
    await manager.page.goto(`${baseURL}/Elementary/TeacherApprovalManage`);
    const row = manager.page.getByTestId('teacher-approval-item').filter({ hasText: 'teacher2' });
    await row.waitFor();
    await shoot(manager.page, 'teacher-approval');
    await row.getByRole('button', { name: '강다은 승인' }).click();
    await expect.poll(() => alertDialog(manager.page).textContent()).toContain('교사 인증을 승인했습니다.');
    await alertDialog(manager.page).getByRole('button', { name: '닫기' }).click();
    await expect.poll(() => row.count()).toBe(0);
    await manager.page.getByRole('button', { name: '승인됨' }).click();
    await manager.page.getByTestId('teacher-approval-item').filter({ hasText: 'teacher2' }).waitFor();
    await manager.context.close();

    await teacher.page.reload();
    await teacher.page.getByRole('main').getByRole('heading').first().waitFor();
    await expect.poll(() => teacher.page.getByText(PENDING).count()).toBe(0);
    await teacher.context.close();
  });

  it('turns a student away from TeacherApprovalManage', async () => {
    const { context, page } = await newPage();
    await loginWithForm(page, baseURL, 'student1');
    await page.goto(`${baseURL}/Elementary/TeacherApprovalManage`);
    await expect.poll(() => alertDialog(page).textContent()).toContain('접근이 불가합니다.');
    await context.close();
  });
});
