import { confirmDialog } from '../../lib/dialogs.ts';
import { readSessionValue, SESSION_KEYS, writeSessionValue } from '../../lib/session-storage.ts';
import { setSession } from '../../lib/session-store.ts';
import { ko } from '../../messages/ko.ts';
import { portalLogout } from './api/session-calls.ts';
import { clearIdleTimer } from './idle-timer.ts';

/** The SSO logout endpoint that takes the hidden form post (spec 000 §4). */
export const SSO_LOGOUT_URL = '/keris-sso/v1/logout';

function currentSiteRoot(): string {
  return readSessionValue(SESSION_KEYS.baseUrl) ?? '/';
}

/**
 * Clears login, DLS token, timer and session items (spec 000 §4), keeping the visit's site root,
 * then posts the hidden form (site, returnURL) to the SSO, which ends its session and returns here.
 */
export function ssoLogout(returnURL: string = currentSiteRoot()): void {
  const site = currentSiteRoot();
  clearIdleTimer();
  setSession(null);
  try {
    window.sessionStorage.clear();
  } catch {
    // nothing to clear
  }
  writeSessionValue(SESSION_KEYS.baseUrl, site);
  const form = document.createElement('form');
  form.method = 'post';
  form.action = SSO_LOGOUT_URL;
  form.hidden = true;
  for (const [name, value] of Object.entries({ site, returnURL })) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/**
 * Logout: with `confirm`, asks '로그아웃하시겠습니까?' first; ends the portal session
 * (GET /schome/auth/member/logout, failures ignored: the session may be gone already), then the SSO's.
 */
export async function logout({ confirm }: { confirm: boolean }): Promise<void> {
  if (confirm && !(await confirmDialog(ko.auth.logoutConfirm))) return;
  await portalLogout().catch(() => undefined);
  ssoLogout();
}
