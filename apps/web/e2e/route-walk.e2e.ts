import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loginWithForm } from './auth-fixtures.ts';
import { browserForTests, screenshotDir, seriousAxeViolations } from './browser.ts';
import {
  type CspViolation,
  collectItemLinks,
  inEnglish,
  koreanOutsideData,
  watchCsp,
} from './page-checks.ts';
import {
  MEMBER_TABS,
  MEMBERS,
  memberPaths,
  type NameFinding,
  PAGE_WALK_TIMEOUT,
  pupilNamesOnEachPage,
  stillLoading,
  VISITOR_TABS,
  visitorPaths,
  walk,
} from './route-walk.ts';

/**
 * One walk per member (issue 34, decision 260) of every page marked 'ready' in the route table (walked,
 * not listed here) and the prerendered site homes, as a visitor, a school manager and a student. Each
 * page is loaded in Korean and in English, in two contexts of the same login walked side by side, and
 * checked once in each:
 * - no Content-Security-Policy violation in either language (decision 057);
 * - no serious axe-core finding in either language (issue 26);
 * - in English, no Korean outside data (`lang="ko"` parts) in text, accessible names, placeholders or
 *   titles (decision 210); items (a notice, a book) are found by the pages' links and checked too;
 * - for the visitor, no demo pupil's full name in either language (issue 33, decision 230);
 * - no page still loading once the network is quiet (issue 37.6): keyed routes are walked without their
 *   key (a path parameter as its pattern, a query key absent) and must say so instead.
 */
const baseURL = inject('baseURL');
const chromium = browserForTests();
const reports = screenshotDir('route-walk');

/** While building one area: `ROUTE_WALK=Search|Library npx vitest run …` walks only the matching paths. */
const only = process.env.ROUTE_WALK ? new RegExp(process.env.ROUTE_WALK) : null;
const chosen = (paths: string[]) => (only ? paths.filter((p) => only.test(p)) : paths);

type Finding = { path: string; texts: string[] };
type Findings = {
  csp: CspViolation[];
  axe: Finding[];
  korean: Finding[];
  names: NameFinding[];
  loading: string[];
};

/** The demo members' school (README): a school site's title names it, as data, after the page's name. */
const SCHOOL = '서울가락초등학교';

const WALKERS = [
  { id: 'visitor', paths: visitorPaths(), tabs: VISITOR_TABS },
  ...MEMBERS.map(({ id, pages }) => ({ id, paths: memberPaths(pages), tabs: MEMBER_TABS })),
];

/** The checks of a page loaded in `language`: the visitor's also read the pupils' names. */
function checks(findings: Findings, visitor: boolean, language: 'ko' | 'en') {
  const add = (list: Finding[], at: string, texts: string[]) => {
    if (texts.length) list.push({ path: `${language} ${at}`, texts });
  };
  const pupilNames = pupilNamesOnEachPage(findings.names);
  return async (tab: Page, at: string) => {
    if (language === 'en') add(findings.korean, at, await koreanOutsideData(tab, visitor ? '' : SCHOOL));
    add(findings.axe, at, await seriousAxeViolations(tab));
    if (visitor) await pupilNames(tab, `${language} ${at}`);
    if (await stillLoading(tab)) findings.loading.push(`${language} ${at}`);
  };
}

type Walker = { context: BrowserContext; page: Page; paths: string[]; tabs: number };

/** The English half: the paths, then one found item of each item route; answers the items walked. */
async function walkInEnglish(walker: Walker, check: (tab: Page, at: string) => Promise<void>) {
  const { context, page, paths, tabs } = walker;
  const items = new Map<string, string>();
  await walk(
    context,
    page,
    baseURL,
    paths,
    async (tab, at) => {
      await check(tab, at);
      await collectItemLinks(tab, items);
    },
    tabs,
  );
  const found = chosen([...items.values()]);
  await walk(context, page, baseURL, found, check, tabs);
  return found;
}

describe('the route walk: every ready page in Korean and in English, per member', () => {
  it.each(WALKERS)(
    'shows every page to $id with no CSP violation, no serious axe finding, no Korean outside data in English, no endless loading and, to a visitor, no pupil’s full name',
    async ({ id, paths: all, tabs }) => {
      const visitor = id === 'visitor';
      const paths = chosen(all);
      const findings: Findings = { csp: [], axe: [], korean: [], names: [], loading: [] };
      const ko = await chromium.newPage(1280);
      await watchCsp(ko.context, ko.page, findings.csp);
      if (!visitor) await loginWithForm(ko.page, baseURL, id);
      // The same login in a second context, which stores the English choice: each context keeps its
      // language on every load, and the two walk side by side.
      const en = await chromium.newPage(1280, { storageState: await ko.context.storageState() });
      await watchCsp(en.context, en.page, findings.csp);
      await inEnglish(en.context);
      if (!visitor) {
        // The English context walks logged in: its guarded pages are the member's, not the login page.
        await en.page.goto(`${baseURL}/Elementary`);
        await en.page.getByRole('button', { name: 'Log out' }).waitFor();
      }
      const [, items] = await Promise.all([
        walk(ko.context, ko.page, baseURL, paths, checks(findings, visitor, 'ko'), tabs),
        walkInEnglish({ ...en, paths, tabs }, checks(findings, visitor, 'en')),
      ]);
      await Promise.all([ko.context.close(), en.context.close()]);
      writeFileSync(path.join(reports, `${id}.json`), JSON.stringify({ findings, items }, null, 1));
      if (visitor) expect(paths.length).toBeGreaterThan(only ? 0 : 10);
      expect(findings, JSON.stringify(findings, null, 1)).toEqual({
        csp: [],
        axe: [],
        korean: [],
        names: [],
        loading: [],
      });
    },
    PAGE_WALK_TIMEOUT * 2,
  );
});
