import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, seriousAxeViolations } from './browser.ts';
import {
  MEMBER_TABS,
  MEMBERS,
  memberPaths,
  type NameFinding,
  PAGE_WALK_TIMEOUT,
  pupilNamesOnEachPage,
  visitorPaths,
  walk,
} from './route-walk.ts';

/**
 * Decision 057: Chromium loads every page marked 'ready' in the route table (walked, not listed here),
 * the prerendered site homes and the SSO's login page with the server's Content-Security-Policy on,
 * and reports no violation — neither a `securitypolicyviolation` event nor a console error about it.
 * The same walk, in Korean, runs axe-core on every page it loads (issue 26: no serious violation in
 * either language; the English walk is e2e/english.e2e.ts). The visitor's walk also reads each page's
 * text for the demo pupils' full names: a visitor sees them masked (issue 33, decision 230).
 */
const baseURL = inject('baseURL');
const chromium = browserForTests();

type Violation = { page: string; directive: string; blocked: string; sample?: string };
type AxeFinding = { path: string; violations: string[] };

/** A walk's visit that keeps each page's serious or critical axe-core violations. */
function axeOnEachPage(findings: AxeFinding[]) {
  return async (tab: Page, path: string) => {
    const violations = await seriousAxeViolations(tab);
    if (violations.length) findings.push({ path, violations });
  };
}

/** A context whose pages report every CSP violation (the listener is installed before any script). */
async function watchedContext(): Promise<{ context: BrowserContext; page: Page; violations: Violation[] }> {
  const { context, page } = await chromium.newPage(1280);
  const violations: Violation[] = [];
  await context.exposeBinding('__reportCsp', (_source, v: Violation) => {
    violations.push(v);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (v: unknown) => void }).__reportCsp({
        page: location.pathname,
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
      });
    });
  });
  const watch = (p: Page) =>
    p.on('console', (message) => {
      if (message.type() === 'error' && /Content[ -]Security[ -]Policy/i.test(message.text())) {
        violations.push({ page: p.url(), directive: 'console', blocked: message.text() });
      }
    });
  watch(page);
  context.on('page', watch);
  return { context, page, violations };
}

describe('the Content-Security-Policy in Chromium', () => {
  it('is sent with every page', async () => {
    const res = await fetch(`${baseURL}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'sha256-");
    expect(csp).not.toContain('unsafe-inline');
  });

  it(
    'lets every prerendered site home and every ready page load without a violation, a serious axe finding or a pupil’s full name, logged out',
    async () => {
      const { context, page, violations } = await watchedContext();
      const paths = visitorPaths();
      const axe: AxeFinding[] = [];
      const names: NameFinding[] = [];
      const axeVisit = axeOnEachPage(axe);
      const nameVisit = pupilNamesOnEachPage(names);
      await walk(context, page, baseURL, paths, async (tab, path) => {
        await axeVisit(tab, path);
        await nameVisit(tab, path);
      });
      await context.close();
      expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
      expect(axe, JSON.stringify(axe, null, 1)).toEqual([]);
      expect(names, JSON.stringify(names, null, 1)).toEqual([]);
      expect(paths.length).toBeGreaterThan(10);
    },
    PAGE_WALK_TIMEOUT,
  );

  it.each(MEMBERS)(
    'lets the ready pages load without a violation or a serious axe finding for $id, logged in',
    async ({ id, pages }) => {
      const { context, page, violations } = await watchedContext();
      await loginWithForm(page, baseURL, id);
      const axe: AxeFinding[] = [];
      await walk(context, page, baseURL, memberPaths(pages), axeOnEachPage(axe), MEMBER_TABS);
      await context.close();
      expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
      expect(axe, JSON.stringify(axe, null, 1)).toEqual([]);
    },
    PAGE_WALK_TIMEOUT,
  );

  it("keeps the SSO's login page working: styled from its stylesheet, the form posts and logs in", async () => {
    const { context, page, violations } = await watchedContext();
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
