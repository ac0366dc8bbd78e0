import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { getOpenDialogs, settleDialog } from '../lib/dialogs.ts';
import { setSession } from '../lib/session-store.ts';

beforeEach(() => {
  // jsdom does not implement scrolling; the frame scrolls on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  // The dialog queue is global: a test that leaves one open must not hand it to the next.
  for (const dialog of getOpenDialogs()) settleDialog(dialog.id);
  setSession(null);
  window.sessionStorage.clear();
});
