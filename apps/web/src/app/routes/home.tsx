import { lazy, Suspense, useEffect, useState } from 'react';
import { HomeTabs } from '../../features/home/components/home-tabs.tsx';
import { WelcomeSection } from '../../features/home/components/welcome-section.tsx';
import { whenFirstIdle } from '../../lib/after-load.ts';
import { readSessionValue, SESSION_KEYS } from '../../lib/session-storage.ts';

/** The root pages' popups load after the page, in a chunk of their own (decision 101; first-load budget). */
const RootPopups = lazy(() =>
  import('../../features/popups/components/root-popups.tsx').then((m) => ({ default: m.RootPopups })),
);

/**
 * Whether the root popups may load now: after the page's first idle moment past its load event, so that
 * their code (the popup host, lz-string for the hide records, the post popup's HTML renderer) is not part
 * of the home's first load (decision 101's amendment of 2026-11-27), and never with the `rootPopups`
 * switch off. False in the build-time render and the hydration pass too: the prerendered home holds no
 * popup (a lazy chunk cannot be prerendered).
 */
function usePopupsDue(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (readSessionValue(SESSION_KEYS.rootPopups) === 'off') return;
    let live = true;
    void whenFirstIdle().then(() => {
      if (live) setDue(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return due;
}

/** Home, ElementaryHome, MiddleHome, HighHome: one page, told apart by the site it sits under. */
export function HomeRoute() {
  const popupsDue = usePopupsDue();
  return (
    <>
      <WelcomeSection />
      <HomeTabs />
      {popupsDue ? (
        <Suspense fallback={null}>
          <RootPopups />
        </Suspense>
      ) : null}
    </>
  );
}
