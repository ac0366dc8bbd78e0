import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_CONDITION_ACCOUNTS, DEMO_MEMBERS } from '../../server/src/db/seed/demo-members.ts';
import {
  isRedirectRoute,
  joinSitePath,
  type PageRouteDefinition,
  ROUTES,
  type RouteDefinition,
  SITE_HOMES,
} from '../src/config/paths.ts';

/**
 * The walk of the whole route table (route-walk.e2e.ts: CSP, axe, English, pupils' names): every page
 * marked 'ready' is visited, not listed by hand, so a new route is walked as soon as it is built.
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

/** What a page shows while it loads, in either language (messages/ko.ts and en/ko.ts, common.loading). */
const LOADING_TEXTS = ['불러오는 중입니다.', 'Loading…'];

/**
 * The app has drawn the page in the frame: its main content is there, and nothing in it is loading (the
 * route's code: `.page-loading`; its data: a loading message; a form or list marked busy).
 */
function drawn(loadingTexts: string[]) {
  const main = document.querySelector('#main');
  if (!main || main.querySelector('.page-loading, [aria-busy="true"]')) return false;
  return ![...main.querySelectorAll('p, [role="status"]')].some((el) =>
    loadingTexts.includes(el.textContent?.trim() ?? ''),
  );
}

/**
 * Opens a page and waits until the app has drawn it and the network is quiet. The network alone does not
 * say so: on a busy machine the browser can spend half a second parsing a chunk with nothing in flight,
 * so the page must also show its main content with nothing loading, before and after the quiet. A page
 * that keeps a live stream open (notifications, a golden bell, a balance game's tally: server-sent
 * events) is never quiet: for it, only the drawn page is waited for. A page that still shows a loading
 * state after 20 s is checked as it is.
 */
export async function loadQuietly(page: Page, url: string) {
  await page.goto(url);
  await page.locator('#root > *').first().waitFor({ timeout: 60_000 });
  const settle = () => page.waitForFunction(drawn, LOADING_TEXTS, { timeout: 20_000 }).catch(() => undefined);
  await settle();
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await settle();
}

/**
 * The page still shows a loading state once the walk has waited for it (issue 37.6): a page opened
 * without its key, or one whose call never ends, must say what it is instead of loading forever.
 */
export function stillLoading(page: Page) {
  return page.evaluate(drawn, LOADING_TEXTS).then((done) => !done);
}

/**
 * Tabs that walk the pages side by side (each waits for a quiet network in turn). A member's page keeps
 * a live stream open (notifications), and Chromium gives one host six connections over HTTP/1.1 in each
 * browser context: a walk uses two contexts of the same login, each with three tabs, so three streams
 * and a balance game's tally still leave each context room for the pages' own requests.
 */
export const WALK_CONTEXTS = 2;
export const TABS_PER_CONTEXT = 3;

/**
 * Loads every path in the contexts' tabs (each context's first tab is its `page`, the others are opened
 * here), each tab taking the next path of one shared queue; `visit` runs on each loaded page before its
 * tab moves on.
 */
export async function walk(
  contexts: readonly { context: BrowserContext; page: Page }[],
  baseURL: string,
  paths: string[],
  visit?: (tab: Page, path: string) => Promise<void>,
) {
  const queue = [...paths];
  const opened = await Promise.all(
    contexts.flatMap(({ context }) => Array.from({ length: TABS_PER_CONTEXT - 1 }, () => context.newPage())),
  );
  const tabs = [...contexts.map(({ page }) => page), ...opened];
  await Promise.all(
    tabs.map(async (tab) => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const load = (at: string) =>
          loadQuietly(tab, `${baseURL}${at}`).catch((error: Error) => {
            throw new Error(`${at}: ${error.message}`);
          });
        await load(path);
        await visit?.(tab, path).catch(async (error: Error) => {
          // A page that navigated while it was being checked (seen once on a loaded machine, not
          // reproduced): load it again and check it once more, saying where it had gone.
          if (!/context was destroyed|navigat/i.test(error.message)) throw error;
          console.warn(`route walk: ${path} navigated to ${tab.url()} while checked; checking again`);
          await load(path);
          await visit(tab, path);
        });
      }
    }),
  );
  await Promise.all(opened.map((tab) => tab.close()));
}

/** The demo pupils' full names, from the seed's demo members (decision 230: masked for a visitor). */
export const DEMO_PUPIL_NAMES = [...DEMO_MEMBERS, DEMO_CONDITION_ACCOUNTS.suspended]
  .filter((m) => m.memberTypeCode === MEMBER_TYPES.student)
  .map((m) => m.name);

export type NameFinding = { path: string; names: string[] };

/** A walk's visit that keeps every demo pupil's full name a page shows (its whole text, menus included). */
export function pupilNamesOnEachPage(findings: NameFinding[]) {
  return async (tab: Page, path: string) => {
    const text = await tab.locator('body').innerText();
    const names = DEMO_PUPIL_NAMES.filter((name) => text.includes(name));
    if (names.length) findings.push({ path, names });
  };
}
