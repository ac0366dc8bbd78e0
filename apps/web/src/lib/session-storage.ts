/**
 * Keys this client keeps in sessionStorage. Session storage, not local storage: these describe the
 * current visit (spec 000 §1 "The base URL is kept in session storage") and end with the tab.
 */
export const SESSION_KEYS = {
  /** The site root of the visit: '/', '/Elementary', '/Middle' or '/High'. */
  baseUrl: 'baseUrl',
  /** The school chosen with `?schKey=N` on a school site. */
  schKey: 'schKey',
  /** The site root the school was chosen on: a school belongs to one level, so only that site uses it. */
  schKeyBaseUrl: 'schKeyBaseUrl',
  /** Signup's steps so far (no password): a look at the terms and back does not start it over (issue 25). */
  signup: 'signup',
  /**
   * 'off' opens none of the root pages' popups and loads none of their code: a switch for automated
   * checks of other pages and for shared screens (decision 101). Set from outside, never by the app.
   */
  rootPopups: 'rootPopups',
  /**
   * The request credentials' fallback (spec 000 §7 "it falls back to a session entry holding a DLS token
   * and id"): JSON `{ "token": "…", "id": "…" }`, read only while no login is stored (decision 289).
   */
  dlsUser: 'dlsUser',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

// Storage can throw (disabled cookies, private modes, quota); losing a remembered value is harmless.
export function readSessionValue(key: SessionKey): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionValue(key: SessionKey, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // See above: nothing to recover.
  }
}

export function removeSessionValue(key: SessionKey): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // See above.
  }
}
