import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { SiteHeader } from '../components/layout/site-header.tsx';
import type { RouteName } from '../config/paths.ts';
import { DlsBanner } from '../features/dls-banner/components/dls-banner.tsx';
import { HeaderSearch } from '../features/header-search/components/header-search.tsx';
import { HeaderAccount } from '../features/login/components/header-account.tsx';
import { AllMenu } from '../features/menus/components/all-menu.tsx';
import { MenuBar } from '../features/menus/components/menu-bar.tsx';
import { QuickMenu } from '../features/quick-menu/components/quick-menu.tsx';
import { SiteFooter } from '../features/site-footer/components/site-footer.tsx';
import { pageTitle } from '../lib/page-title.ts';
import { SESSION_KEYS, writeSessionValue } from '../lib/session-storage.ts';
import { useSession } from '../lib/session-store.ts';
import { useSite } from '../lib/site.ts';
import './site-frame.css';

/** Spec 001 §2.3: scroll resets to the top on navigation, unless the query says scroll=no. */
function useScrollReset() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger, not an input.
  useEffect(() => {
    if (new URLSearchParams(search).get('scroll') === 'no') return;
    window.scrollTo(0, 0);
  }, [pathname, search]);
}

/** The name of the page route now shown (its `handle`, set by the router), if any. */
function useCurrentRouteName(): RouteName | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as { routeName?: RouteName } | undefined;
    if (handle?.routeName) return handle.routeName;
  }
  return undefined;
}

/** Spec 000 §2 Global behaviour: right-click is blocked on the whole site. */
function useBlockContextMenu() {
  useEffect(() => {
    const block = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('contextmenu', block);
    return () => document.removeEventListener('contextmenu', block);
  }, []);
}

/**
 * The layout of every site variant: header, main content, footer. It also keeps the visit's base
 * path in session storage (spec 000 §1) and the document title in step with the site.
 */
export function SiteFrame() {
  const site = useSite();
  const session = useSession();
  useScrollReset();
  useBlockContextMenu();

  useEffect(() => {
    writeSessionValue(SESSION_KEYS.baseUrl, site.basePath);
  }, [site.basePath]);

  const title = pageTitle({ basePath: site.basePath, schoolName: session?.schName });
  const routeName = useCurrentRouteName();
  useEffect(() => {
    document.title = title;
    if (!routeName || routeName === 'Home') return;
    // '<page> | <site>' (WCAG 2.4.2): the page names load after the first page, not with the home.
    let current = true;
    import('../messages/route-titles.ts').then(({ ROUTE_TITLES }) => {
      const page = ROUTE_TITLES[routeName as keyof typeof ROUTE_TITLES];
      if (current && page) document.title = `${page} | ${title}`;
    });
    return () => {
      current = false;
    };
  }, [title, routeName]);

  return (
    <div className="site-frame" data-site={site.key}>
      <SiteHeader
        search={<HeaderSearch />}
        account={<HeaderAccount />}
        menuToggle={<AllMenu />}
        menu={<MenuBar />}
      />
      <DlsBanner />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <QuickMenu />
    </div>
  );
}
