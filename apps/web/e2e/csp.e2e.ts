import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  isRedirectRoute,
  joinSitePath,
  type PageRouteDefinition,
  ROUTES,
  type RouteDefinition,
  SITE_HOMES,
} from '../src/config/paths.ts';
import { DEMO_PASSWORD, loginWithForm } from './auth-fixtures.ts';
import { browserForTests } from './browser.ts';

/**
 * Decision 057: Chromium loads every page marked 'ready' in the route table (walked, not listed here),
 * the prerendered site homes and the SSO's login page with the server's Content-Security-Policy on,
 * and reports no violation — neither a `securitypolicyviolation` event nor a console error about it.
 */
const baseURL = inject('baseURL');
const chromium = browserForTests();

type Violation = { page: string; directive: string; blocked: string; sample?: string };

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

/** Opens a page and waits until the app has drawn it and the network is quiet. */
async function load(page: Page, path: string) {
  await page.goto(`${baseURL}${path}`);
  await page.locator('#root > *').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Tabs of one context that walk the pages side by side (each waits for a quiet network in turn). */
const TABS = 4;

/** Loads every path in `TABS` tabs of the context (the first is `page`), each tab taking the next path. */
async function walk(context: BrowserContext, page: Page, paths: string[]) {
  const queue = [...paths];
  const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => context.newPage())))];
  await Promise.all(
    tabs.map(async (tab) => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) await load(tab, path);
    }),
  );
}

const readyPages = (ROUTES as readonly RouteDefinition[]).filter(
  (r): r is PageRouteDefinition => !isRedirectRoute(r) && r.status === 'ready',
);
/** Who sees which guarded pages: a school manager every page but the students' own, a student those. */
const MEMBERS = [
  { id: 'manager1', pages: readyPages.filter((r) => r.guard !== 'studentOnly') },
  { id: 'student1', pages: readyPages.filter((r) => !r.guard || r.guard === 'studentOnly') },
];
/** Room for every page under a loaded machine: the walk grows with the route table. */
const PAGE_WALK_TIMEOUT = 60_000 + readyPages.length * 2_000;

describe('the Content-Security-Policy in Chromium', () => {
  it('is sent with every page', async () => {
    const res = await fetch(`${baseURL}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'sha256-");
    expect(csp).not.toContain('unsafe-inline');
  });

  it(
    'lets every prerendered site home and every ready page load without a violation, logged out',
    async () => {
      const { context, page, violations } = await watchedContext();
      const paths = [
        ...SITE_HOMES.map((h) => h.basePath),
        ...readyPages.filter((r) => !r.guard).map((r) => joinSitePath('/', r.path)),
      ];
      await walk(context, page, paths);
      await context.close();
      expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
      expect(paths.length).toBeGreaterThan(10);
    },
    PAGE_WALK_TIMEOUT,
  );

  it.each(MEMBERS)(
    'lets the ready pages load without a violation for $id, logged in',
    async ({ id, pages }) => {
      const { context, page, violations } = await watchedContext();
      await loginWithForm(page, baseURL, id);
      await walk(
        context,
        page,
        pages.map((route) => joinSitePath('/', route.path)),
      );
      await context.close();
      expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
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
