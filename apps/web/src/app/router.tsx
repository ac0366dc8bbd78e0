import type { SiteBasePath } from '@reading/contract/codes/school-levels';
import { type LoaderFunction, matchRoutes, type RouteObject, replace } from 'react-router';
import {
  hrefFor,
  isRedirectRoute,
  ROUTES,
  type RouteGuard,
  type RouteName,
  SITE_HOMES,
} from '../config/paths.ts';
import { alertDialog } from '../lib/dialogs.ts';
import { memberOf } from '../lib/member.ts';
import { getSession } from '../lib/session-store.ts';
import { announcementsPages } from './area-pages/announcements.ts';
import { browsePages } from './area-pages/browse.ts';
import { classApplicationPages } from './area-pages/class-application.ts';
import { curationPages } from './area-pages/curation.ts';
import { groupReadingPages } from './area-pages/group-reading.ts';
import { guidePages } from './area-pages/guide.ts';
import { homePages } from './area-pages/home.ts';
import { loginPages } from './area-pages/login.ts';
import { myPagePages } from './area-pages/my-page.ts';
import { participationPages } from './area-pages/participation.ts';
import { promotionPages } from './area-pages/promotion.ts';
import type { LazyRoute } from './area-pages/route-modules.ts';
import { schoolCommunityPages } from './area-pages/school-community.ts';
import { searchPages } from './area-pages/search.ts';
import { PageLoading } from './page-loading.tsx';
import { RouteError } from './route-error.tsx';
import { guardMessage, memberSiteRedirect, needsFullReload } from './route-guard.ts';
import { SiteFrame } from './site-frame.tsx';

/** What route modules and later guards can read from `useMatches()`. */
export type RouteHandle = { routeName: RouteName };

const preparingPage: LazyRoute = () =>
  import('./routes/preparing.tsx').then((m) => ({ Component: m.PreparingRoute }));
const notFoundPage: LazyRoute = () =>
  import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundRoute }));

/**
 * The page module of every route marked 'ready' in config/paths.ts, one file per area in
 * `app/area-pages/` (each a lazy import of a route module in `app/routes/`). A ready route without a
 * module here fails the router test, so the table's status cannot run ahead of the code.
 */
export const READY_PAGES: Partial<Record<RouteName, LazyRoute>> = {
  ...homePages,
  ...announcementsPages,
  ...schoolCommunityPages,
  ...curationPages,
  ...guidePages,
  ...groupReadingPages,
  ...myPagePages,
  ...participationPages,
  ...promotionPages,
  ...browsePages,
  ...searchPages,
  ...classApplicationPages,
  ...loginPages,
};

function relativePath(path: string): string {
  return path.replace(/^\/+/, '');
}

/**
 * Spec 001 §6: a route the member may not open shows the spec's message and leads to the site's home
 * (on a first visit there is no page to stay on). Redirecting before the page loads keeps its data
 * calls from ever being made.
 */
function guardLoader(guard: RouteGuard | undefined, basePath: SiteBasePath): LoaderFunction | undefined {
  if (!guard) return undefined;
  return () => {
    const message = guardMessage(guard, memberOf(getSession()));
    if (!message) return null;
    void alertDialog(message);
    return replace(basePath);
  };
}

/** Spec 001 §2.3: PureScreen routes leave the single-page app and load in full. */
function fullReloadLoader(routeName: string): LoaderFunction | undefined {
  if (!needsFullReload(routeName)) return undefined;
  return ({ request }) => {
    if (window.location.href !== request.url) window.location.assign(request.url);
    return null;
  };
}

/** Spec 001 §2.3: a logged-in member is kept on the site of their school level. */
const memberSiteLoader: LoaderFunction = ({ request }) => {
  const url = new URL(request.url);
  const target = memberSiteRedirect(url.pathname, url.search, memberOf(getSession()));
  return target ? replace(target) : null;
};

/** The table's routes under one site root. */
function siteRoutes(basePath: SiteBasePath): RouteObject[] {
  return ROUTES.map((route): RouteObject => {
    const handle: RouteHandle = { routeName: route.name };
    if (isRedirectRoute(route)) {
      const { to, params } = route.redirect;
      return {
        path: relativePath(route.path),
        handle,
        // Never rendered: the loader answers first. Explicit so the router does not warn of an empty page.
        element: null,
        // `replace`: the redirecting address never becomes a history entry of its own.
        loader: ({ request }) =>
          replace(hrefFor(to, { basePath, params, search: new URL(request.url).search })),
      };
    }
    const lazy = route.status === 'ready' ? READY_PAGES[route.name] : preparingPage;
    const guard = 'guard' in route ? route.guard : undefined;
    const loader = guardLoader(guard, basePath) ?? fullReloadLoader(route.name);
    if (route.path === '/') return { index: true, handle, lazy, loader };
    return { path: relativePath(route.path), handle, lazy, loader };
  });
}

/**
 * Four site roots with the same children (spec 000 §1): '/Notice' and '/Elementary/Notice' both work.
 * The pathless child keeps header and footer on screen when a page fails or is still loading.
 */
export function createAppRoutes(): RouteObject[] {
  return SITE_HOMES.map(({ basePath }) => ({
    path: basePath,
    id: `site:${basePath}`,
    loader: memberSiteLoader,
    // Every navigation re-checks the member's site: a login can happen between two of them.
    shouldRevalidate: () => true,
    hydrateFallbackElement: <PageLoading />,
    element: <SiteFrame />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        hydrateFallbackElement: <PageLoading />,
        children: [...siteRoutes(basePath), { path: '*', lazy: notFoundPage }],
      },
    ],
  }));
}

/**
 * Loads the page modules of the routes that match `pathname` and puts them on the route objects, so a
 * router created from these routes can hydrate prerendered markup without a loading state in between.
 */
export async function resolveInitialLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}
