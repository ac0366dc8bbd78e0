import { lazy, Suspense } from 'react';
import { HomeTabs } from '../../features/home/components/home-tabs.tsx';
import { WelcomeSection } from '../../features/home/components/welcome-section.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** The root pages' popups load after the page, in a chunk of their own (decision 101; first-load budget). */
const RootPopups = lazy(() =>
  import('../../features/popups/components/root-popups.tsx').then((m) => ({ default: m.RootPopups })),
);

/** Home, ElementaryHome, MiddleHome, HighHome: one page, told apart by the site it sits under. */
export function HomeRoute() {
  // The prerendered home holds no popup: they arrive after hydration (a lazy chunk cannot be prerendered).
  const hydrated = useHydrated();
  return (
    <>
      <WelcomeSection />
      <HomeTabs />
      {hydrated ? (
        <Suspense fallback={null}>
          <RootPopups />
        </Suspense>
      ) : null}
    </>
  );
}
