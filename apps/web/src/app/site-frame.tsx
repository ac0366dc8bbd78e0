import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteHeader } from '../components/layout/site-header.tsx';
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
  useEffect(() => {
    document.title = title;
  }, [title]);

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
