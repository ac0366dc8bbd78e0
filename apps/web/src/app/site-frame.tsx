import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigationType } from 'react-router';
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
import { siteManifestHref } from '../lib/register-service-worker.ts';
import { SESSION_KEYS, writeSessionValue } from '../lib/session-storage.ts';
import { useSession } from '../lib/session-store.ts';
import { useSite } from '../lib/site.ts';
import { needsFullReload } from './route-guard.ts';
import './site-frame.css';

/** Live notifications (decision 091): loaded only once a member is logged in. */
const LiveNotifications = lazy(() =>
  import('../features/my-page/public.ts').then((m) => ({ default: m.LiveNotifications })),
);

/**
 * The banner of a pupil the school has not verified yet (decision 220): its form and calls (zod) load
 * only for such a pupil, so every other first load stays without them (decisions 026, 057).
 */
const PupilBanner = lazy(() =>
  import('../features/pupil-verification/public.ts').then((m) => ({ default: m.PupilBanner })),
);

/** Where each history entry was scrolled to, by location key (for back and forward). */
const scrollPositions = new Map<string, number>();

/** What a reader does that takes the scroll back from a pending restore. */
const READER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** True while a restore waits for its page to grow: the clamped positions on the way are not the reader's. */
let restoring = false;

/**
 * Scrolls back to a saved position once the page is tall enough: a list may draw its rows late (its
 * chunk or its answer still on the way, on a loaded machine seconds later), so every growth of the
 * page tries again until the position is reached, the reader scrolls, or 10 s pass.
 */
function restoreScroll(top: number): () => void {
  window.scrollTo(0, top);
  if (top <= 0 || Math.abs(window.scrollY - top) <= 1 || typeof ResizeObserver === 'undefined') {
    return () => {};
  }
  restoring = true;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) <= 1) stop();
  });
  const timer = window.setTimeout(() => stop(), 10_000);
  function stop() {
    restoring = false;
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of READER_SCROLLS) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of READER_SCROLLS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * Spec 001 §2.3: scroll resets to the top on navigation, unless the query says scroll=no. Back and
 * forward return to where that page was left (issue 25.5: a result list kept its place).
 *
 * The browser's own restoration is off: on back it scrolled the page being left (shorter, so clamped)
 * before the list was drawn, and that clamped position could be saved as the list's own.
 */
function useScrollReset() {
  const { key, pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(key);
  const target = useRef(0);
  // Before the browser can fire a scroll event for the new page (a shorter page clamps it), so the
  // page left keeps its own position, and the position to go back to is read before anything moves it.
  useLayoutEffect(() => {
    current.current = key;
    target.current = scrollPositions.get(key) ?? 0;
  }, [key]);
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const save = () => {
      if (!restoring) scrollPositions.set(current.current, window.scrollY);
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);
  // The first page drawn is where the browser put it: a prerendered home the reader has already scrolled
  // before the script arrived stays where they are when it hydrates (not thrown back to the top).
  const firstKey = useRef<string | null>(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new entry is the trigger, not an input.
  useEffect(() => {
    if (key === firstKey.current) return;
    firstKey.current = null;
    if (navigationType === 'POP') return restoreScroll(target.current);
    if (new URLSearchParams(search).get('scroll') === 'no') return;
    window.scrollTo(0, 0);
  }, [key, pathname, search]);
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
    // Installing from a school site installs that site's app (its name, icons and start page).
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', siteManifestHref(site.key));
  }, [site.basePath, site.key]);

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

  // The PureScreen variant (decision 202): the page alone, for the school-admin site and kiosks.
  if (routeName && needsFullReload(routeName)) {
    return (
      <div className="site-frame site-frame--pure" data-site={site.key}>
        <main id="main" className="site-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    );
  }

  return (
    <div className="site-frame" data-site={site.key}>
      <SiteHeader
        search={<HeaderSearch />}
        account={<HeaderAccount />}
        menuToggle={<AllMenu />}
        menu={<MenuBar />}
      />
      {session?.memberTypeCode === '01' && session.verifyStatus !== 'verified' ? (
        <Suspense fallback={null}>
          <PupilBanner />
        </Suspense>
      ) : null}
      <DlsBanner />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <QuickMenu />
      {session?.memberKey ? (
        <Suspense fallback={null}>
          <LiveNotifications memberKey={session.memberKey} />
        </Suspense>
      ) : null}
    </div>
  );
}
