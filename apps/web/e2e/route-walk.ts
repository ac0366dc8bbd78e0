import type { BrowserContext, Page } from 'playwright-core';
import {
  isRedirectRoute,
  joinSitePath,
  type PageRouteDefinition,
  ROUTES,
  type RouteDefinition,
  SITE_HOMES,
} from '../src/config/paths.ts';

/**
 * Walks of the whole route table (the CSP walk, the English walk): every page marked 'ready' is visited,
 * not listed by hand, so a new route is walked as soon as it is built.
 */
export const readyPages = (ROUTES as readonly RouteDefinition[]).filter(
  (r): r is PageRouteDefinition => !isRedirectRoute(r) && r.status === 'ready',
);

/** Who sees which guarded pages: a school manager every page but the students' own, a student those. */
export const MEMBERS = [
  { id: 'manager1', pages: readyPages.filter((r) => r.guard !== 'studentOnly') },
  { id: 'student1', pages: readyPages.filter((r) => !r.guard || r.guard === 'studentOnly') },
];

/** The site homes and every unguarded ready page, as a visitor walks them. */
export const visitorPaths = () => [
  ...SITE_HOMES.map((h) => h.basePath),
  ...readyPages.filter((r) => !r.guard).map((r) => joinSitePath('/', r.path)),
];

export const memberPaths = (pages: readonly PageRouteDefinition[]) =>
  pages.map((route) => joinSitePath('/', route.path));

/** Room for every page under a loaded machine: the walk grows with the route table. */
export const PAGE_WALK_TIMEOUT = 60_000 + readyPages.length * 2_000;

/**
 * Opens a page and waits until the app has drawn it and the network is quiet. A page that keeps a live
 * stream open (a golden bell, a balance game's tally: server-sent events) is never quiet: for it, the
 * wait is for nothing in the main content to be busy loading.
 */
export async function loadQuietly(page: Page, url: string) {
  await page.goto(url);
  await page.locator('#root > *').first().waitFor();
  const quiet = await page
    .waitForLoadState('networkidle', { timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  if (!quiet) await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
}

/**
 * Tabs of one context that walk the pages side by side (each waits for a quiet network in turn). A
 * member's page keeps a live stream open (notifications), and Chromium gives one host six connections
 * over HTTP/1.1: member walks use two tabs, so two streams and a balance game's tally still leave room.
 */
export const VISITOR_TABS = 4;
export const MEMBER_TABS = 2;

/**
 * Loads every path in `tabs` tabs of the context (the first is `page`), each tab taking the next path;
 * `visit` runs on each loaded page before its tab moves on.
 */
export async function walk(
  context: BrowserContext,
  page: Page,
  baseURL: string,
  paths: string[],
  visit?: (tab: Page, path: string) => Promise<void>,
  tabCount = VISITOR_TABS,
) {
  const queue = [...paths];
  const extra = Array.from({ length: tabCount - 1 }, () => context.newPage());
  const tabs = [page, ...(await Promise.all(extra))];
  await Promise.all(
    tabs.map(async (tab) => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        await loadQuietly(tab, `${baseURL}${path}`);
        await visit?.(tab, path);
      }
    }),
  );
  await Promise.all(tabs.slice(1).map((tab) => tab.close()));
}
