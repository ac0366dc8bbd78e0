import { lazy, Suspense, useEffect, useState } from 'react';
import { HomeTabs } from '../../features/home/components/home-tabs.tsx';
import { WelcomeSection } from '../../features/home/components/welcome-section.tsx';
import { whenFirstIdle } from '../../lib/after-load.ts';
import { useMember } from '../../lib/member.ts';
import { readSessionValue, SESSION_KEYS } from '../../lib/session-storage.ts';

/** The root pages' popups load after the page, in a chunk of their own (decision 101; first-load budget). */
const RootPopups = lazy(() =>
  import('../../features/popups/components/root-popups.tsx').then((m) => ({ default: m.RootPopups })),
);

/** The to-do panel of teachers and managers (decision 286), in a chunk of its own: pupils never load it. */
const TodoPanel = lazy(() =>
  import('../../features/todo/components/todo-panel.tsx').then((m) => ({ default: m.TodoPanel })),
);

/**
 * A teacher's or manager's to-do panel under the home's opening, once the page is live: the prerendered
 * (anonymous) home and its hydration pass hold none.
 */
function StaffTodo() {
  const member = useMember();
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  if (!live || !member?.isStaff) return null;
  return (
    <div className="container home-todo">
      <Suspense fallback={null}>
        <TodoPanel />
      </Suspense>
    </div>
  );
}

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
      <StaffTodo />
      <HomeTabs />
      {popupsDue ? (
        <Suspense fallback={null}>
          <RootPopups />
        </Suspense>
      ) : null}
    </>
  );
}
