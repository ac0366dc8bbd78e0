import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { matchPath } from 'react-router';
import { describe, expect, inject, it } from 'vitest';
import { SITE_HOMES } from '../src/config/paths.ts';
import { DEMO_PASSWORD, loginWithForm } from './auth-fixtures.ts';
import {
  browserForTests,
  expectNoSeriousViolations,
  screenshotDir,
  seriousAxeViolations,
} from './browser.ts';
import {
  MEMBER_TABS,
  MEMBERS,
  memberPaths,
  PAGE_WALK_TIMEOUT,
  readyPages,
  VISITOR_TABS,
  visitorPaths,
  walk,
} from './route-walk.ts';

/**
 * Issue 26.4, decision 210: every ready page in English. The walk visits the route table in English and
 * finds any Korean the interface still shows: in text, in accessible names and descriptions, in
 * placeholders and titles. Korean is right only where it is data (book data, schools, members' own
 * writing, marked `lang="ko"`); the language switch's own '한국어' is such a part too.
 */
const baseURL = inject('baseURL');
const chromium = browserForTests();
const reports = screenshotDir('english');

type Finding = { path: string; texts: string[] };

/** While building one area: `ENGLISH_WALK=Search|Library npx vitest run …` walks only the matching paths. */
const only = process.env.ENGLISH_WALK ? new RegExp(process.env.ENGLISH_WALK) : null;
const chosen = (paths: string[]) => (only ? paths.filter((p) => only.test(p)) : paths);

/** The demo members' school (README): a school site's title names it, as data, after the page's name. */
const SCHOOL_OF: Record<string, string> = { manager1: '서울가락초등학교', student1: '서울가락초등학교' };

/**
 * Korean outside a `lang="ko"` part, and the document's title and language, as the page now shows, once
 * React has drawn it in English (a site home arrives prerendered in Korean; the header's switch then
 * offers '한국어').
 */
async function koreanOutsideData(page: Page, school: string): Promise<string[]> {
  await page.waitForFunction(
    () =>
      !document.querySelector('.site-header') ||
      document.querySelector('.language-switch')?.getAttribute('lang') === 'ko',
  );
  return page.evaluate((school) => {
    const hangul = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;
    const inKorean = (el: Element | null) =>
      (el?.closest('[lang]')?.getAttribute('lang') ?? '').startsWith('ko');
    const found = new Set<string>();
    if (!document.documentElement.lang.startsWith('en'))
      found.add(`<html lang="${document.documentElement.lang}">`);
    const title = school ? document.title.replace(new RegExp(`(^| \\| )${school}$`), '') : document.title;
    if (hangul.test(title)) found.add(`title: ${document.title}`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      const text = node.textContent?.trim() ?? '';
      if (hangul.test(text) && !inKorean(parent)) found.add(text.slice(0, 80));
    }
    for (const el of document.body.querySelectorAll(
      '[aria-label],[title],[placeholder],[alt],[aria-description]',
    )) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) {
        const value = el.getAttribute(name);
        if (value && hangul.test(value) && !inKorean(el)) found.add(`${name}=${value.slice(0, 80)}`);
      }
    }
    for (const el of document.body.querySelectorAll('input[type="submit"],input[type="button"]')) {
      const value = (el as HTMLInputElement).value;
      if (hangul.test(value) && !inKorean(el)) found.add(`value=${value}`);
    }
    return [...found];
  }, school);
}

/** A context in English: the choice the switch stores, set before any page script runs. */
async function inEnglish(context: BrowserContext) {
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
}

/**
 * Pages that show one item (a notice, a book, an activity) or take a path parameter are walked by their
 * bare address first, which draws their not-found or empty state; the items themselves are found by
 * following the pages' own links: the first link to each such route, on the site it was found on.
 */
const ITEM_ROUTES = readyPages.filter((r) => r.path.includes(':') || /Detail/.test(r.name));

/** The item route a link leads to with its item (a path parameter, or a query), keyed by site and name. */
function itemRouteOf(link: string): string | null {
  const [pathname = '', query] = link.split('?');
  for (const home of SITE_HOMES) {
    const base = home.basePath === '/' ? '' : home.basePath;
    if (base && !pathname.startsWith(`${base}/`)) continue;
    for (const route of ITEM_ROUTES) {
      const withItem = route.path.includes(':') || Boolean(query);
      if (withItem && matchPath({ path: `${base}${route.path}`, caseSensitive: false }, pathname)) {
        return `${home.basePath}:${route.name}`;
      }
    }
  }
  return null;
}

/** Walks the paths in English, then one found item of each item route; the Korean and axe findings. */
async function walkInEnglish(context: BrowserContext, page: Page, paths: string[], name: string) {
  const school = SCHOOL_OF[name] ?? '';
  const tabs = school ? MEMBER_TABS : VISITOR_TABS;
  const korean: Finding[] = [];
  const axe: Finding[] = [];
  const items = new Map<string, string>();
  const check = async (tab: Page, at: string) => {
    const texts = await koreanOutsideData(tab, school);
    if (texts.length) korean.push({ path: at, texts });
    const violations = await seriousAxeViolations(tab);
    if (violations.length) axe.push({ path: at, texts: violations });
  };
  await walk(
    context,
    page,
    baseURL,
    chosen(paths),
    async (tab, at) => {
      await check(tab, at);
      const links = await tab.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')]
          .filter((a) => a.origin === location.origin)
          .map((a) => `${a.pathname}${a.search}`),
      );
      for (const link of links) {
        const route = itemRouteOf(link);
        if (route && !items.has(route)) items.set(route, link);
      }
    },
    tabs,
  );
  const found = chosen([...items.values()]);
  await walk(context, page, baseURL, found, check, tabs);
  writeFileSync(path.join(reports, `${name}.json`), JSON.stringify({ korean, axe, items: found }, null, 1));
  return { korean, axe };
}

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

  it(
    'shows every site home and unguarded ready page with no Korean outside data, and no serious axe finding',
    async () => {
      const { context, page } = await chromium.newPage(1280);
      await inEnglish(context);
      const paths = visitorPaths();
      const { korean, axe } = await walkInEnglish(context, page, paths, 'visitor');
      await context.close();
      expect(chosen(paths).length).toBeGreaterThan(only ? 0 : 10);
      expect(korean, JSON.stringify(korean, null, 1)).toEqual([]);
      expect(axe, JSON.stringify(axe, null, 1)).toEqual([]);
    },
    PAGE_WALK_TIMEOUT * 2,
  );

  it.each(MEMBERS)(
    'shows the ready pages to $id in English with no Korean outside data, and no serious axe finding',
    async ({ id, pages }) => {
      const { context, page } = await chromium.newPage(1280);
      await loginWithForm(page, baseURL, id);
      await inEnglish(context);
      const { korean, axe } = await walkInEnglish(context, page, memberPaths(pages), id);
      await context.close();
      expect(korean, JSON.stringify(korean, null, 1)).toEqual([]);
      expect(axe, JSON.stringify(axe, null, 1)).toEqual([]);
    },
    PAGE_WALK_TIMEOUT * 2,
  );
});
