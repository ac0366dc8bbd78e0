import type { SiteBasePath } from '@reading/contract/codes/school-levels';
import { createBrowserRouter, type RouteObject, replace } from 'react-router';
import { hrefFor, isRedirectRoute, ROUTES, type RouteName, SITE_HOMES } from '../config/paths.ts';
import { PageLoading } from './page-loading.tsx';
import { RouteError } from './route-error.tsx';
import { SiteFrame } from './site-frame.tsx';

/** What route modules and later guards can read from `useMatches()`. */
export type RouteHandle = { routeName: RouteName };

type LazyRoute = NonNullable<RouteObject['lazy']>;

const preparingPage: LazyRoute = () =>
  import('./routes/preparing.tsx').then((m) => ({ Component: m.PreparingRoute }));
const notFoundPage: LazyRoute = () =>
  import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundRoute }));

/**
 * The page module of every route marked 'ready' in config/paths.ts. A ready route without a module
 * here fails the router test, so the table's status cannot run ahead of the code.
 */
export const READY_PAGES: Partial<Record<RouteName, LazyRoute>> = {
  Home: () => import('./routes/home.tsx').then((m) => ({ Component: m.HomeRoute })),
  StudentLogin: () => import('./routes/login.tsx').then((m) => ({ Component: m.StudentLoginRoute })),
  AdminLogin: () => import('./routes/login.tsx').then((m) => ({ Component: m.AdminLoginRoute })),
  Signup: () => import('./routes/signup.tsx').then((m) => ({ Component: m.SignupRoute })),
  Membership: () => import('./routes/membership.tsx').then((m) => ({ Component: m.MembershipRoute })),
  MembershipUpdate: () =>
    import('./routes/membership.tsx').then((m) => ({ Component: m.MembershipUpdateRoute })),
  MembershipCheck: () =>
    import('./routes/membership.tsx').then((m) => ({ Component: m.MembershipCheckRoute })),
  MembershipCancel: () =>
    import('./routes/membership.tsx').then((m) => ({ Component: m.MembershipCancelRoute })),
  ResLogin: () => import('./routes/res-login.tsx').then((m) => ({ Component: m.ResLoginRoute })),
};

function relativePath(path: string): string {
  return path.replace(/^\/+/, '');
}

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
    if (route.path === '/') return { index: true, handle, lazy };
    return { path: relativePath(route.path), handle, lazy };
  });
}

/**
 * Four site roots with the same children (spec 000 §1): '/Notice' and '/Elementary/Notice' both work.
 * The pathless child keeps header and footer on screen when a page fails or is still loading.
 */
export function createAppRoutes(): RouteObject[] {
  return SITE_HOMES.map(({ basePath }) => ({
    path: basePath,
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

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
