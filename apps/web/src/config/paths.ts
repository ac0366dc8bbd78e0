import type { SiteBasePath } from '@reading/contract/codes/school-levels';
import { generatePath } from 'react-router';
import { ANNOUNCEMENTS_ROUTES } from './routes/announcements.ts';
import { BROWSE_ROUTES } from './routes/browse.ts';
import { CLASS_APPLICATION_ROUTES } from './routes/class-application.ts';
import { CURATION_ROUTES } from './routes/curation.ts';
import { GROUP_READING_ROUTES } from './routes/group-reading.ts';
import { GUIDE_ROUTES } from './routes/guide.ts';
import { HOME_ROUTES } from './routes/home.ts';
import { LOGIN_ROUTES } from './routes/login.ts';
import { MY_PAGE_ROUTES } from './routes/my-page.ts';
import { PARTICIPATION_ROUTES } from './routes/participation.ts';
import { PROMOTION_ROUTES } from './routes/promotion.ts';
import type { RedirectRouteDefinition, RouteArea, RouteDefinition } from './routes/route-entry.ts';
import { SCHOOL_COMMUNITY_ROUTES } from './routes/school-community.ts';
import { SEARCH_ROUTES } from './routes/search.ts';

export type {
  PageRouteDefinition,
  RedirectRouteDefinition,
  RouteArea,
  RouteDefinition,
  RouteGuard,
  RouteStatus,
} from './routes/route-entry.ts';

/**
 * Every route of the portal (spec 001 §2.2, plus the shell's names from spec 000 §2) in one table.
 *
 * Paths are relative to a site root: each entry exists under '/', '/Elementary', '/Middle' and '/High'
 * alike ('/Notice' and '/Elementary/Notice'), so the table never repeats the site variants.
 * Names are the spec's words; where the spec names a route only by a nested path ('/HowTo/Detail',
 * '/Promotion/Novel/{type}') the name joins the path's words.
 *
 * `status` shows progress in one place: a 'preparing' page renders the spec's '서비스 준비중입니다.'
 * until its feature lands. Redirects carry no status: they work as soon as they are listed.
 *
 * Not listed: the spec's two unnamed '/{hash}' event pages.
 *
 * The PureScreen variant (spec 000 §1, spec 001 §2.3; decision 202): the routes whose name ends in
 * PureScreen draw their page alone, with no header, menus, banner, footer or quick menu, for the
 * school-admin site and library kiosks to embed, and load in full on entry. The spec gives no paths:
 * NoticePureScreen, SearchResultPureScreen and MembershipPureScreen are ours.
 *
 * Each area declares its routes in its own file, `config/routes/<area>.ts`; the table lists the areas
 * in the spec's order (paths.test.ts checks it against the spec; menus and the route walk read it).
 */
export const ROUTES = [
  ...HOME_ROUTES,
  ...ANNOUNCEMENTS_ROUTES,
  ...SCHOOL_COMMUNITY_ROUTES,
  ...CURATION_ROUTES,
  ...GUIDE_ROUTES,
  ...GROUP_READING_ROUTES,
  ...MY_PAGE_ROUTES,
  ...PARTICIPATION_ROUTES,
  ...PROMOTION_ROUTES,
  ...BROWSE_ROUTES,
  ...SEARCH_ROUTES,
  ...CLASS_APPLICATION_ROUTES,
  ...LOGIN_ROUTES,
] satisfies readonly RouteDefinition[];

export type RouteName = (typeof ROUTES)[number]['name'];

/** The names of one area's routes: what that area's page modules (app/area-pages/) may list. */
export type AreaRouteName<A extends RouteArea> = Extract<(typeof ROUTES)[number], { area: A }>['name'];

/** The home of each site variant (spec 000 §2: Home, ElementaryHome, MiddleHome, HighHome). */
export const SITE_HOMES = [
  { name: 'Home', basePath: '/' },
  { name: 'ElementaryHome', basePath: '/Elementary' },
  { name: 'MiddleHome', basePath: '/Middle' },
  { name: 'HighHome', basePath: '/High' },
] as const satisfies readonly { name: string; basePath: SiteBasePath }[];

const routesByName: ReadonlyMap<string, RouteDefinition> = new Map(ROUTES.map((r) => [r.name, r]));

/** Whether a name from the server (a notification's or an item's link) is a route of this table. */
export const isRouteName = (name: string): name is RouteName => routesByName.has(name);

export function routeByName(name: RouteName): RouteDefinition {
  // The map is built from ROUTES and RouteName comes from ROUTES, so the entry always exists.
  return routesByName.get(name)!;
}

export function isRedirectRoute<R extends RouteDefinition>(
  route: R,
): route is Extract<R, { redirect: RedirectRouteDefinition['redirect'] }> {
  return 'redirect' in route;
}

/** Puts a site-relative path under a site root: ('/Elementary', '/Notice') gives '/Elementary/Notice'. */
export function joinSitePath(basePath: string, path: string): string {
  const base = basePath === '/' ? '' : basePath.replace(/\/+$/, '');
  if (path === '/' || path === '') return base || '/';
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

export type HrefOptions = {
  basePath?: SiteBasePath;
  params?: Readonly<Record<string, string>>;
  search?: string | URLSearchParams | Readonly<Record<string, string>>;
};

/**
 * The link to a named route on a given site, e.g. hrefFor('ParticipationContestList',
 * { basePath: '/Middle', params: { type: 'recentLoanBooks' } }). Throws when a path parameter is missing.
 */
export function hrefFor(name: RouteName, { basePath = '/', params, search }: HrefOptions = {}): string {
  const path = generatePath(routeByName(name).path, params ?? {});
  const query = search === undefined ? '' : new URLSearchParams(search).toString();
  return `${joinSitePath(basePath, path)}${query ? `?${query}` : ''}`;
}
