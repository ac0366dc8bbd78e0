import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setSession } from '../lib/session-store.ts';

beforeEach(() => {
  // jsdom does not implement scrolling; the frame scrolls on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  setSession(null);
  window.sessionStorage.clear();
});
