import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { alertDialog, deskLinkCode, dropStudent1Card, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, screenshotDir, seriousAxeViolations } from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir();

const chromium = browserForTests();
const { newPage } = chromium;

describe('the library card', () => {
  it('links student1 with the code manager1 gives at the desk, with consent, and shows the barcode card', async () => {
    // Other files link student1's card too; this one starts from a pupil without a link.
    await dropStudent1Card(baseURL);
    // The librarian finds the pupil's card at the desk and hands over a one-time code (decision 051).
    const desk = await newPage();
    await loginWithForm(desk.page, baseURL, 'manager1');
    await desk.page.goto(`${baseURL}/Elementary/LibraryDesk`);
    const cardInput = desk.page.getByRole('main').getByLabel('이용증 번호');
    await cardInput.fill('7130102000123');
    await cardInput.press('Enter');
    await desk.page.getByRole('button', { name: '이용증 연결 코드 발급' }).click();
    const shown = desk.page.getByTestId('desk-link-code');
    await expect.poll(() => shown.textContent()).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const code = String(await shown.textContent());
    expect(await seriousAxeViolations(desk.page)).toEqual([]);
    await desk.page.screenshot({ path: path.join(shots, 'desk-link-code-1280.png'), fullPage: true });
    await desk.page.setViewportSize({ width: 390, height: 860 });
    await desk.page.screenshot({ path: path.join(shots, 'desk-link-code-390.png'), fullPage: true });
    await desk.context.close();

    const { context, page } = await newPage();
    await loginWithForm(page, baseURL, 'student1');
    await page.goto(`${baseURL}/Elementary/Membership`);
    await expect.poll(() => alertDialog(page).textContent()).toContain('DLS 인증이 필요합니다.');
    // Behind the spec's alert the page says what the card needs, not a blank page (issue 25).
    expect(await page.getByRole('main').textContent()).toContain('DLS인증 후 이용가능합니다.');
    await page.getByRole('button', { name: '닫기' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Elementary/MembershipUpdate');
    expect(await page.getByRole('main').textContent()).toContain('이용증 연결 코드');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'membership-update-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 860 });
    await page.screenshot({ path: path.join(shots, 'membership-update-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByLabel('연결 코드 (8자리)').fill('WRONG');
    await page.getByRole('button', { name: '인증하기' }).click();
    await expect
      .poll(() => page.getByText('학교 도서관에서 받은 8자리 연결 코드를 입력해주세요.').count())
      .toBe(1);
    await page.getByLabel('연결 코드 (8자리)').fill(code.toLowerCase());
    await page.getByRole('button', { name: '인증하기' }).click();
    const consent = page.getByRole('dialog', { name: 'DLS 정보 제공 동의' });
    await consent.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await consent.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => alertDialog(page).textContent()).toContain('동의여부를 선택해주세요.');
    await page.getByRole('button', { name: '닫기' }).click();
    await consent.getByRole('radio', { name: '동의합니다' }).check();
    await consent.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => alertDialog(page).textContent()).toContain('동의 처리가 완료되었습니다.');
    await page.getByRole('button', { name: '닫기' }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/Elementary/Membership');
    const barcode = page.getByTestId('membership-barcode');
    await expect.poll(() => barcode.locator('rect').count()).toBeGreaterThan(10);
    expect(Number.parseFloat(String(await barcode.getAttribute('height')))).toBeGreaterThan(25);
    const clock = page.getByTestId('membership-clock');
    const first = await clock.textContent();
    await expect.poll(() => clock.textContent(), { timeout: 3000 }).not.toBe(first);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'membership-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 400, height: 860 });
    await page.screenshot({ path: path.join(shots, 'membership-400.png'), fullPage: true });
    await context.close();
  });

  it('shows the already linked student2 the card at once', async () => {
    const { context, page } = await newPage(400);
    await loginWithForm(page, baseURL, 'student2', '/Middle');
    await page.goto(`${baseURL}/Middle/Membership`);
    await expect
      .poll(() => page.getByTestId('membership-barcode').locator('rect').count())
      .toBeGreaterThan(10);
    expect(await page.getByText('가락중학교 도서관').count()).toBe(1);
    await context.close();
  });

  it('asks to confirm a declined consent, then drops the link and logs out', async () => {
    const { context, page } = await newPage();
    await loginWithForm(page, baseURL, 'student4');
    const code = await deskLinkCode(baseURL, '7201044000789', 'manager4');
    await page.goto(`${baseURL}/Elementary/MembershipUpdate`);
    await page.getByLabel('연결 코드 (8자리)').fill(code);
    await page.getByRole('button', { name: '인증하기' }).click();
    const consent = page.getByRole('dialog', { name: 'DLS 정보 제공 동의' });
    await consent.getByRole('radio', { name: '동의하지 않습니다' }).check();
    await consent.getByRole('button', { name: '확인' }).click();
    await expect
      .poll(() => alertDialog(page).textContent())
      .toContain('동의하지 않으면 DLS 인증을 사용할 수 없습니다. DLS 인증을 끊으시겠습니까?');
    await alertDialog(page).getByRole('button', { name: '확인' }).click();
    await expect
      .poll(() => alertDialog(page).textContent())
      .toContain('DLS 인증이 끊겼습니다. 재로그인이 필요합니다.');
    await alertDialog(page).getByRole('button', { name: '닫기' }).click();
    await page.getByRole('banner').getByRole('link', { name: '로그인', exact: true }).waitFor();
    await context.close();
  });
});
