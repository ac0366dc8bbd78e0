import { useEffect } from 'react';
import { setUnauthorizedHandler } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import {
  getSession,
  isDuplicateLoginDetected,
  markDuplicateLogin,
  useSession,
} from '../../../lib/session-store.ts';
import { ko } from '../../../messages/ko.ts';
import { checkDuplicateLogin, checkToken } from '../api/session-calls.ts';
import {
  activityPinger,
  clearIdleTimer,
  hasIdleTimer,
  idleSecondsLeft,
  resetIdleTimer,
  startIdleTimer,
  tickIdleTimer,
} from '../idle-timer.ts';
import { logout, ssoLogout } from '../logout.ts';
import { clearMemberData, loadMemberData } from '../member-data.ts';

/** Spec 000 §8: a 401 on a call with a session is a duplicate login: alert, then SSO logout. */
async function onDuplicateLogin() {
  if (isDuplicateLoginDetected()) return;
  markDuplicateLogin();
  clearIdleTimer();
  await alertDialog(ko.auth.duplicateLogin);
  ssoLogout();
}

/** Clicks and key presses inside popups do not count as activity (spec 001 §4). */
function insidePopup(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

/** Spec 000 §9: logout 500 ms after the countdown reaches zero. */
const LOGOUT_DELAY_MS = 500;

/**
 * Watches the logged-in session: the duplicate-login flow, the inactivity timer (reset by activity,
 * ticking each second, logout at zero), an expired timer found on load, and a session re-check
 * when a hidden tab becomes visible (spec 001 §4). Renders nothing.
 */
export function SessionWatcher() {
  const session = useSession();
  const token = session?.token ?? null;
  const userId = session?.userId ?? null;
  const timeoutSeconds = session?.sessionTimeoutSeconds ?? 7200;

  useEffect(() => {
    setUnauthorizedHandler(() => void onDuplicateLogin());
    return () => setUnauthorizedHandler(null);
  }, []);

  // After login (or a reload with a stored login) the member data of spec 000 §4 loads once per session.
  const dlsAccessToken = session?.dlsToken?.accessToken ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the token and library token are the triggers.
  useEffect(() => {
    const current = getSession();
    if (!token || !current) {
      clearMemberData();
      return;
    }
    void loadMemberData(current);
  }, [token, dlsAccessToken]);

  useEffect(() => {
    if (!token || !userId) return;
    if (!hasIdleTimer()) startIdleTimer(timeoutSeconds);
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const expire = (delay: number) => {
      clearIdleTimer();
      timeout = setTimeout(() => void logout({ confirm: false }), delay);
    };
    // An expired timer found on load logs out at once.
    if (idleSecondsLeft() === 0) expire(0);

    // Activity also marks the server session as used, so the server's idle rule follows the user
    // (decision 039); checkdup answers 401 for a replaced session, which starts the duplicate-login flow.
    const tellServer = activityPinger(timeoutSeconds, () => {
      if (!isDuplicateLoginDetected()) checkDuplicateLogin().catch(() => undefined);
    });
    const onActivity = (event: Event) => {
      if (insidePopup(event.target)) return;
      resetIdleTimer();
      tellServer();
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || isDuplicateLoginDetected()) return;
      checkToken(userId)
        .then((res) => {
          if (res.data < 0) void logout({ confirm: false });
        })
        .catch(() => undefined);
    };
    const interval = setInterval(() => {
      tickIdleTimer();
      if (idleSecondsLeft() === 0) expire(LOGOUT_DELAY_MS);
    }, 1000);
    document.addEventListener('click', onActivity, true);
    document.addEventListener('keydown', onActivity, true);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(interval);
      clearTimeout(timeout);
      document.removeEventListener('click', onActivity, true);
      document.removeEventListener('keydown', onActivity, true);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [token, userId, timeoutSeconds]);

  return null;
}
