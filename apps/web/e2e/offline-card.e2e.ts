import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { alertDialog, DEMO_PASSWORD, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, screenshotDir, seriousAxeViolations, shootAtBothWidths } from './browser.ts';

/**
 * The offline library card (issue 26.1, decisions 200 and 201): after one online visit, a pupil with no
 * signal opens the card and its loans, marked with their time; logout clears them; a '공용 PC' login
 * keeps nothing on the device. The network is cut by blocking every request of the context (the
 * service worker's own included) and by the browser's offline switch.
 */
const baseURL = inject('baseURL');
const shots = screenshotDir('offline-card');
const { newPage } = browserForTests();

const shoot = (page: Page, name: string) => shootAtBothWidths(page, shots, name);

/** Waits until the service worker has installed (precache done) and controls the page. */
async function serviceWorkerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

async function cutNetwork(context: BrowserContext) {
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

async function restoreNetwork(context: BrowserContext) {
  await context.setOffline(false);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
}

const offlineCopy = (page: Page) => page.evaluate(() => localStorage.getItem('offlineCard'));

/** The URLs the service worker's caches hold that are API answers (none may be). */
const cachedApiAnswers = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls.filter((url) => /\/(schome|dls|alpasq|service|keris-sso)\//.test(url));
  });

describe('the library card offline', () => {
  it('opens the card with its barcode and loans, marked with their time, after one online visit; logout clears them', async () => {
    const { context, page } = await newPage(1280, { serviceWorkers: true });
    await loginWithForm(page, baseURL, 'student2', '/Middle');
    await page.goto(`${baseURL}/Middle/Membership`);
    const barcode = page.getByTestId('membership-barcode');
    await expect.poll(() => barcode.locator('rect').count()).toBeGreaterThan(10);
    const loans = page.getByTestId('membership-loans');
    await loans.waitFor();
    const onlineLoans = String(await loans.textContent());
    expect(onlineLoans).toContain('반납 예정일');
    // Online, the answer is fresh: no time mark.
    expect(await page.getByTestId('membership-saved-at').count()).toBe(0);
    await serviceWorkerInControl(page);
    await expect.poll(() => offlineCopy(page)).not.toBeNull();

    await cutNetwork(context);
    await page.goto(`${baseURL}/Middle/Membership`);
    await expect.poll(() => barcode.locator('rect').count()).toBeGreaterThan(10);
    const savedAt = page.getByTestId('membership-saved-at');
    await expect.poll(() => savedAt.textContent()).toMatch(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} 기준/);
    expect(await loans.textContent()).toBe(onlineLoans);
    expect(await page.getByTestId('membership-loan-status').textContent()).toContain('대출 중');
    expect(await cachedApiAnswers(page)).toEqual([]);
    await shoot(page, 'offline-card');

    await restoreNetwork(context);
    await page.goto(`${baseURL}/Middle`);
    await page.getByRole('button', { name: '로그아웃' }).click();
    await alertDialog(page).getByRole('button', { name: '확인' }).click();
    await page.getByRole('banner').getByRole('link', { name: '로그인', exact: true }).waitFor();
    expect(await offlineCopy(page)).toBeNull();

    // Offline again after the logout: no card, no loans; the page asks for a login.
    await cutNetwork(context);
    await page.goto(`${baseURL}/Middle/Membership`);
    await expect.poll(() => alertDialog(page).textContent()).toContain('로그인이 필요합니다.');
    expect(await barcode.count()).toBe(0);
    expect(await loans.count()).toBe(0);
    await context.close();
  }, 120_000);

  it("keeps nothing on a '공용 PC': no login in local storage, no offline copy, no cached answer", async () => {
    const { context, page } = await newPage(390, { serviceWorkers: true });
    await page.goto(`${baseURL}/Middle/StudentLogin`);
    await page.getByLabel('아이디').fill('student2');
    await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
    await page.getByRole('checkbox', { name: '공용 PC' }).check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'login-shared-pc-390.png'), fullPage: true });
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByRole('button', { name: '로그아웃' }).waitFor();

    await page.goto(`${baseURL}/Middle/Membership`);
    await page.getByTestId('membership-loans').waitFor();
    await serviceWorkerInControl(page);
    expect(await page.evaluate(() => localStorage.getItem('login'))).toBeNull();
    expect(await offlineCopy(page)).toBeNull();

    await cutNetwork(context);
    await page.goto(`${baseURL}/Middle/Membership`);
    await expect
      .poll(() => page.getByRole('main').textContent())
      .toContain('인터넷에 연결되지 않아 대출 정보를 불러올 수 없습니다.');
    expect(await page.getByTestId('membership-loans').count()).toBe(0);
    expect(await offlineCopy(page)).toBeNull();
    expect(await cachedApiAnswers(page)).toEqual([]);
    await context.close();
  }, 120_000);
});

describe("'공용 PC' on the SSO login (decision 201)", () => {
  it('carries the choice through the SSO and back: nothing kept, and the next person must log in again', async () => {
    const { context, page } = await newPage(1280, { serviceWorkers: true });
    await page.goto(`${baseURL}/Middle/StudentLogin`);
    await page.getByRole('checkbox', { name: '공용 PC' }).check();
    await page.getByRole('link', { name: '통합 로그인(SSO)으로 로그인' }).click();
    await page.getByRole('heading', { name: '독서로 통합 로그인' }).waitFor();
    expect(await page.getByRole('main').textContent()).toContain('공용 PC로 로그인합니다.');
    await shoot(page, 'sso-login-shared-pc');
    await page.getByLabel('아이디').fill('student2');
    await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByRole('button', { name: '로그아웃' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Middle');

    await page.goto(`${baseURL}/Middle/Membership`);
    await page.getByTestId('membership-loans').waitFor();
    await serviceWorkerInControl(page);
    // The login lives in the tab only; no offline copy, no cached answer.
    expect(await page.evaluate(() => localStorage.getItem('login'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('login'))).not.toBeNull();
    expect(await offlineCopy(page)).toBeNull();
    // The SSO's cookies end with the browser (no expiry date).
    const cookies = await context.cookies();
    for (const name of ['keris_sso', '_session']) {
      expect(cookies.find((c) => c.name === name)?.expires, name).toBe(-1);
    }

    await cutNetwork(context);
    await page.goto(`${baseURL}/Middle/Membership`);
    await expect
      .poll(() => page.getByRole('main').textContent())
      .toContain('인터넷에 연결되지 않아 대출 정보를 불러올 수 없습니다.');
    expect(await offlineCopy(page)).toBeNull();
    expect(await cachedApiAnswers(page)).toEqual([]);
    await restoreNetwork(context);

    // The member closes the tab; the next person opens the portal in the same browser: not logged in,
    // and the SSO button asks for a password instead of logging them in as the member who left.
    await page.close();
    const next = await context.newPage();
    await next.goto(`${baseURL}/Middle`);
    await next.getByRole('banner').getByRole('link', { name: '로그인', exact: true }).waitFor();
    await next.goto(`${baseURL}/Middle/StudentLogin`);
    await next.getByRole('link', { name: '통합 로그인(SSO)으로 로그인' }).click();
    await next.getByRole('heading', { name: '독서로 통합 로그인' }).waitFor();
    expect(await next.getByLabel('비밀번호').count()).toBe(1);
    expect(await next.evaluate(() => localStorage.getItem('login'))).toBeNull();
    await context.close();
  }, 120_000);
});

describe('the PureScreen variant (decision 202)', () => {
  it('draws the card and the notices alone, for kiosks and the school-admin site', async () => {
    const { page } = await newPage(1280, { serviceWorkers: true });
    await loginWithForm(page, baseURL, 'student2', '/Middle');
    // A kiosk or the school-admin site opens the address itself: a full page load (spec 001 §2.3).
    await page.goto(`${baseURL}/Middle/MembershipPureScreen`);
    await expect
      .poll(() => page.getByTestId('membership-barcode').locator('rect').count())
      .toBeGreaterThan(10);
    await page.getByTestId('membership-loans').waitFor();
    expect(await page.locator('.site-header, .site-footer, .quick-menu, .menu-bar').count()).toBe(0);
    await shoot(page, 'pure-membership');

    await page.goto(`${baseURL}/Middle/NoticePureScreen`);
    await page.getByRole('heading', { level: 1, name: '공지사항' }).waitFor();
    expect(await page.locator('.site-header, .site-footer, .quick-menu, .menu-bar').count()).toBe(0);
    await shoot(page, 'pure-notice');

    // The page names its OpenSearch description, which the server answers (decision 203).
    const href = await page.locator('link[rel="search"]').getAttribute('href');
    const description = await page.request.get(`${baseURL}${href}`);
    expect(description.headers()['content-type']).toContain('application/opensearchdescription+xml');
    expect(await description.text()).toContain('<ShortName>독서로</ShortName>');
  }, 120_000);
});
