import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from './auth-fixtures.ts';
import { browserForTests, expectNoSeriousViolations } from './browser.ts';
import { inEnglish } from './page-checks.ts';

/**
 * Issue 26.4, decision 210: the English interface's switch and the SSO's login page in English. Every
 * ready page is checked in English (no Korean outside `lang="ko"` data, no serious axe finding) by the
 * route walk (route-walk.e2e.ts, decision 260), for a visitor, a school manager and a student.
 */
const baseURL = inject('baseURL');
const chromium = browserForTests();

describe('the English interface (issue 26.4)', () => {
  it("switches by the top bar's button, keeps the choice across visits, and switches back", async () => {
    const { context, page } = await chromium.newPage(1280);
    await page.goto(`${baseURL}/Elementary`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Welcome to Dokseoro' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    // A later visit of a site home: the server leaves out the prerendered Korean page for the cookie.
    const html = await (await page.request.get(`${baseURL}/Elementary`)).text();
    expect(html).not.toContain('독서로에 오신 것을 환영합니다');
    await page.goto(`${baseURL}/Middle/Notice`);
    await page.getByRole('heading', { level: 1, name: 'Notices' }).waitFor();
    expect(await page.title()).toBe('Notices | Middle school');
    await page.getByRole('button', { name: '한국어' }).click();
    await page.getByRole('heading', { level: 1, name: '공지사항' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
    await context.close();
  });

  it("sends a reader who chose English to the SSO's own login page in English, and back logged in", async () => {
    const { context, page } = await chromium.newPage(1280);
    await inEnglish(context);
    await page.goto(`${baseURL}/Elementary/StudentLogin`);
    await page.getByRole('link', { name: 'Log in with single sign-on (SSO)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dokseoro single sign-on' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/keris-sso\/v1\/interaction\//);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expectNoSeriousViolations(page);
    await page.getByLabel('User ID').fill('student1');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Elementary');
    await context.close();
  });
});
