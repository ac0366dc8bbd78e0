import { cleanup, configure } from '@testing-library/react';
import { compressToUTF16, decompressFromUTF16 } from 'lz-string';
import { afterEach, beforeEach, vi } from 'vitest';
import { setMenuDrawerOpen } from '../features/menus/drawer-state.ts';
import { getOpenDialogs, settleDialog } from '../lib/dialogs.ts';
import { setSession, setSessionCodec } from '../lib/session-store.ts';

/** What jsdom lacks and the shell uses: media queries (Embla, the search box) and observers (Embla). */
function installBrowserStandIns() {
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
  window.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
}
installBrowserStandIns();
// The app loads lz-string when a login exists (decision 025); tests set sessions directly.
setSessionCodec({ compressToUTF16, decompressFromUTF16 });

// Lazy route modules load on first use; on a busy two-core machine that can take longer than the
// library's 1 s default for findBy*/waitFor, which failed tests for time, not for behaviour.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // jsdom does not implement scrolling; the frame scrolls on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  // The dialog queue is global: a test that leaves one open must not hand it to the next.
  for (const dialog of getOpenDialogs()) settleDialog(dialog.id);
  setMenuDrawerOpen(false);
  setSession(null);
  window.sessionStorage.clear();
});
