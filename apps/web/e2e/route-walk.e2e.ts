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
  MEMBERS,
  memberPaths,
  type NameFinding,
  PAGE_WALK_TIMEOUT,
  pupilNamesOnEachPage,
  stillLoading,
  visitorPaths,
  WALK_CONTEXTS,
  walk,
} from './route-walk.ts';

/**
 * One walk per member (issue 34, decisions 260 and 293) of every page marked 'ready' in the route table
 * (walked, not listed here) and the prerendered site homes, as a visitor, a school manager and a student.
 * Each page is loaded once, in English, and checked once for everything:
 * - no Content-Security-Policy violation (decision 057);
 * - no serious axe-core finding (issue 26);
 * - no Korean outside data (`lang="ko"` parts) in text, accessible names, placeholders or titles
 *   (decision 210); items (a notice, a book) are found by the pages' links and checked too;
 * - for the visitor, no demo pupil's full name (issue 33, decision 230);
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
  { id: 'visitor', paths: visitorPaths() },
  ...MEMBERS.map(({ id, pages }) => ({ id, paths: memberPaths(pages) })),
];

/** The checks of a page: the visitor's also read the pupils' names. */
function checks(findings: Findings, visitor: boolean) {
  const add = (list: Finding[], at: string, texts: string[]) => {
    if (texts.length) list.push({ path: at, texts });
  };
  const pupilNames = pupilNamesOnEachPage(findings.names);
  return async (tab: Page, at: string) => {
    add(findings.korean, at, await koreanOutsideData(tab, visitor ? '' : SCHOOL));
    add(findings.axe, at, await seriousAxeViolations(tab));
    if (visitor) await pupilNames(tab, at);
    if (await stillLoading(tab)) findings.loading.push(at);
  };
}

type Contexts = { context: BrowserContext; page: Page }[];

/** The paths, then one found item of each item route; answers the items walked. */
async function walkWithItems(
  contexts: Contexts,
  paths: string[],
  check: (tab: Page, at: string) => Promise<void>,
) {
  const items = new Map<string, string>();
  await walk(contexts, baseURL, paths, async (tab, at) => {
    await check(tab, at);
    await collectItemLinks(tab, items);
  });
  const found = chosen([...items.values()]);
  await walk(contexts, baseURL, found, check);
  return found;
}

/**
 * The member's contexts, in English: the first logs in with the Korean form, the others start from its
 * storage (the same login); the English choice is set before any later page script runs.
 */
async function openContexts(id: string, visitor: boolean, csp: CspViolation[]): Promise<Contexts> {
  const first = await chromium.newPage(1280);
  await watchCsp(first.context, first.page, csp);
  if (!visitor) await loginWithForm(first.page, baseURL, id);
  const storageState = await first.context.storageState();
  const others = await Promise.all(
    Array.from({ length: WALK_CONTEXTS - 1 }, async () => {
      const other = await chromium.newPage(1280, { storageState });
      await watchCsp(other.context, other.page, csp);
      return other;
    }),
  );
  const contexts = [first, ...others];
  for (const { context } of contexts) await inEnglish(context);
  if (!visitor) {
    // Walks logged in: its guarded pages are the member's, not the login page.
    await first.page.goto(`${baseURL}/Elementary`);
    await first.page.getByRole('button', { name: 'Log out' }).waitFor();
  }
  return contexts;
}

describe('the route walk: every ready page, once, per member', () => {
  it.each(WALKERS)(
    'shows every page to $id in English with no CSP violation, no serious axe finding, no Korean outside data, no endless loading and, to a visitor, no pupil’s full name',
    async ({ id, paths: all }) => {
      const visitor = id === 'visitor';
      const paths = chosen(all);
      const findings: Findings = { csp: [], axe: [], korean: [], names: [], loading: [] };
      const contexts = await openContexts(id, visitor, findings.csp);
      const items = await walkWithItems(contexts, paths, checks(findings, visitor));
      await Promise.all(contexts.map(({ context }) => context.close()));
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
