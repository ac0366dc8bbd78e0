import type { BrowserContext, Page } from 'playwright-core';
import { matchPath } from 'react-router';
import { SITE_HOMES } from '../src/config/paths.ts';
import { readyPages } from './route-walk.ts';

/**
 * What the route walk (route-walk.e2e.ts) checks on a page, besides axe-core (browser.ts) and the pupils'
 * names (route-walk.ts): the Content-Security-Policy's violations and, in English, Korean outside data.
 */

export type CspViolation = { page: string; directive: string; blocked: string; sample?: string };

/**
 * Reports every CSP violation of the context's pages into `violations`: a `securitypolicyviolation` event
 * (the listener is installed before any script of the page) or a console error about the policy. Call
 * it on a fresh context, before `page` (its first page) navigates.
 */
export async function watchCsp(
  context: BrowserContext,
  page: Page,
  violations: CspViolation[] = [],
): Promise<CspViolation[]> {
  await context.exposeBinding('__reportCsp', (_source, v: CspViolation) => {
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
  return violations;
}

/** A context in English: the choice the switch stores, set before any page script runs. */
export async function inEnglish(context: BrowserContext) {
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
}

/**
 * Korean outside a `lang="ko"` part, and the document's title and language, as the page now shows, once
 * React has drawn it in English (a site home arrives prerendered in Korean; the header's switch then
 * offers '한국어'). A school site's title names the school (`school`), as data, after the page's name.
 */
export async function koreanOutsideData(page: Page, school: string): Promise<string[]> {
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

/**
 * Pages that show one item (a notice, a book, an activity) or take a path parameter are walked by their
 * bare address, which draws their not-found or empty state; the items themselves are found by following
 * the pages' own links: the first link to each such route, on the site it was found on.
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

/** Keeps in `items` the first link of the page's main content to each item route not found yet. */
export async function collectItemLinks(page: Page, items: Map<string, string>) {
  const links = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')]
      .filter((a) => a.origin === location.origin)
      .map((a) => `${a.pathname}${a.search}`),
  );
  for (const link of links) {
    const route = itemRouteOf(link);
    if (route && !items.has(route)) items.set(route, link);
  }
}
