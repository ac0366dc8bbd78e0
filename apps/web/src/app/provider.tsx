import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useCurrentDialog } from '../lib/dialogs.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { useSession } from '../lib/session-store.ts';

// Decision 025: neither is needed to draw a page, so neither is in the first download. Each loads the
// first time it has something to do and then stays mounted, exactly as if it had been there from the start.
const SessionWatcher = lazy(() =>
  import('../features/login/components/session-watcher.tsx').then((m) => ({ default: m.SessionWatcher })),
);
const DialogHost = lazy(() =>
  import('../features/dialogs/components/dialog-host.tsx').then((m) => ({ default: m.DialogHost })),
);

/** True from the first render where `needed` is true, for good. */
function useOnceNeeded(needed: boolean): boolean {
  const [wasNeeded, setWasNeeded] = useState(needed);
  if (needed && !wasNeeded) setWasNeeded(true);
  return needed || wasNeeded;
}

/** The session watcher, from the first moment there is a session (login, or a stored one on load). */
function SessionWatcherWhenLoggedIn() {
  const mounted = useOnceNeeded(useSession() !== null);
  return mounted ? (
    <Suspense fallback={null}>
      <SessionWatcher />
    </Suspense>
  ) : null;
}

/** The one host of the global alert and confirm queue (spec 000 §2 Global behaviour), from the first dialog. */
function DialogHostWhenNeeded() {
  const mounted = useOnceNeeded(useCurrentDialog() !== null);
  return mounted ? (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  ) : null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  // One client per mounted app; a module-level client would leak cache between tests.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <SessionWatcherWhenLoggedIn />
      <DialogHostWhenNeeded />
    </QueryClientProvider>
  );
}
