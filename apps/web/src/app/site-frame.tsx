import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { HeaderAccount } from '../features/auth/components/header-account.tsx';
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

/**
 * The layout of every site variant: header, main content, footer. It also keeps the visit's base
 * path in session storage (spec 000 §1) and the document title in step with the site.
 */
export function SiteFrame() {
  const site = useSite();
  const session = useSession();
  useScrollReset();

  useEffect(() => {
    writeSessionValue(SESSION_KEYS.baseUrl, site.basePath);
  }, [site.basePath]);

  const title = pageTitle({ basePath: site.basePath, schoolName: session?.schName });
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="site-frame" data-site={site.key}>
      {/* The shell issue passes the search box, account links and menus into these seams. */}
      <SiteHeader account={<HeaderAccount />} />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
