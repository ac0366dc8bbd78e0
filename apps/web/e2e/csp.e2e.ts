import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from './auth-fixtures.ts';
import { browserForTests } from './browser.ts';
import { watchCsp } from './page-checks.ts';

/**
 * Decision 057: the server's Content-Security-Policy, and the SSO's login page under it in Chromium
 * (no violation: neither a `securitypolicyviolation` event nor a console error about it). Every ready
 * page and prerendered site home is loaded under the policy by the route walk (route-walk.e2e.ts),
 * in Korean and in English, for a visitor, a school manager and a student (decision 260).
 */
const baseURL = inject('baseURL');
const chromium = browserForTests();

describe('the Content-Security-Policy in Chromium', () => {
  it('is sent with every page', async () => {
    const res = await fetch(`${baseURL}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'sha256-");
    expect(csp).not.toContain('unsafe-inline');
  });

  it("keeps the SSO's login page working: styled from its stylesheet, the form posts and logs in", async () => {
    const { context, page } = await chromium.newPage(1280);
    const violations = await watchCsp(context, page);
    await page.goto(`${baseURL}/schome/auth/member/sso/start?site=/`);
    await page.getByLabel('아이디').fill('student1');
    // The stylesheet applied: the page's main box has the SSO look, not the browser's default.
    const radius = await page.locator('main').evaluate((el) => getComputedStyle(el).borderRadius);
    expect(radius).toBe('16px');
    await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByRole('button', { name: '로그아웃' }).waitFor();
    await context.close();
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
  });
});
