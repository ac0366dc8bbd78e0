import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { alertDialog, DEMO_PASSWORD, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, screenshotDir, seriousAxeViolations } from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir();
const chromium = browserForTests();
const { newPage } = chromium;
const PASSWORD = DEMO_PASSWORD;
const CLASS_BELL = '샬롯의 거미줄';

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(shots, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 860 });
  await page.screenshot({ path: path.join(shots, `${name}-390.png`), fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The pupil signs up for 서울가락초 5-2 through the signup pages (decision 220: pending). */
async function signUpThroughPages(page: Page, id: string, name: string) {
  await page.goto(`${baseURL}/Signup`);
  await page.getByRole('radio', { name: /학생/ }).check();
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('checkbox', { name: /이용약관/ }).check();
  await page.getByRole('checkbox', { name: /개인정보/ }).check();
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByLabel('아이디').fill(id);
  await page.getByRole('button', { name: '중복 확인' }).click();
  await page.getByText('사용 가능한 아이디입니다.').waitFor();
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByLabel('비밀번호 확인').fill(PASSWORD);
  await page.getByLabel('이름').fill(name);
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('main').getByLabel('지역').selectOption('B10');
  await page.getByLabel('학교 이름').fill('가락초');
  await page.getByRole('button', { name: '학교 검색' }).click();
  await page.getByRole('radio', { name: /서울가락초등학교/ }).check();
  await page.getByLabel('학년').selectOption('5');
  await page.getByLabel('반').fill('2');
  await page.getByRole('button', { name: '가입하기' }).click();
  await page.getByRole('heading', { name: '회원가입이 완료되었습니다.' }).waitFor();
}

async function classBells(page: Page) {
  await page.goto(`${baseURL}/Elementary/ReadingQuizContest`);
  await page.getByRole('main').getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle');
  return page.getByText(CLASS_BELL).count();
}

describe('pupils verified by their school (decision 220)', () => {
  it('a new pupil of 5-2 waits with the banner and no class content until teacher1 approves; a second joins by class code', async () => {
    const pupil = await newPage();
    await signUpThroughPages(pupil.page, 'e2epupil', '나새싹');
    await loginWithForm(pupil.page, baseURL, 'e2epupil', '/Elementary');
    const banner = pupil.page.getByTestId('pupil-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('학생 인증을 기다리고 있습니다.');
    expect(await classBells(pupil.page)).toBe(0);
    await shoot(pupil.page, 'pupil-banner');

    const teacher = await newPage();
    await loginWithForm(teacher.page, baseURL, 'teacher1');
    await teacher.page.goto(`${baseURL}/Elementary/ClassManage`);
    const row = teacher.page.getByTestId('pupil-approval-item').filter({ hasText: 'e2epupil' });
    await row.waitFor();
    expect(await row.textContent()).toContain('5학년 2반');
    await row.scrollIntoViewIfNeeded();
    await shoot(teacher.page, 'pupil-approval');
    await row.getByRole('button', { name: '나새싹 승인' }).click();
    await expect.poll(() => alertDialog(teacher.page).textContent()).toContain('학생 인증을 승인했습니다.');
    await alertDialog(teacher.page).getByRole('button', { name: '닫기' }).click();
    await expect.poll(() => row.count()).toBe(0);

    await expect.poll(() => classBells(pupil.page), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await pupil.page.getByTestId('pupil-banner').count()).toBe(0);
    await pupil.context.close();

    // teacher1 issues 5-2's class code; a second pupil enters it on the banner.
    const codeRow = teacher.page.getByTestId('class-code-item').filter({ hasText: '5학년 2반' });
    await codeRow.getByRole('button', { name: '5학년 2반 학급 코드 발급' }).click();
    await expect.poll(() => alertDialog(teacher.page).textContent()).toContain('학급 코드를 발급했습니다.');
    await alertDialog(teacher.page).getByRole('button', { name: '닫기' }).click();
    await codeRow.getByTestId('class-code').waitFor();
    const code = (await codeRow.getByTestId('class-code').textContent())!.trim();
    await teacher.context.close();

    const second = await newPage();
    await signUpThroughPages(second.page, 'e2epupil2', '나두리');
    await loginWithForm(second.page, baseURL, 'e2epupil2', '/Elementary');
    const secondBanner = second.page.getByTestId('pupil-banner');
    await secondBanner.getByLabel('학급 코드').fill(code.toLowerCase());
    await secondBanner.getByRole('button', { name: '인증하기' }).click();
    await expect.poll(() => second.page.getByTestId('pupil-banner').count()).toBe(0);
    await expect.poll(() => classBells(second.page), { timeout: 20_000 }).toBeGreaterThan(0);
    await second.context.close();
  });
});
