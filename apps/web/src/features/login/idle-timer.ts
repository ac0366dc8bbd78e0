import { useSyncExternalStore } from 'react';
import { readStored, STORE_KEYS, writeStored } from '../../lib/session-store.ts';

/**
 * The inactivity timer (spec 000 §9, spec 001 §4): starts at login with the server's timeout (7200 s
 * unless configured), resets on a click or key press outside popups, counts down each second.
 * The expiry is persisted (compressed) so another tab or a reload sees the same deadline.
 */
type Timer = { expiresAt: number; timeoutSeconds: number };

/**
 * undefined until first asked: the stored timer is compressed, and lz-string is loaded only by
 * loadStoredSession at start-up (decision 025), after this module was evaluated. Reading it here at
 * evaluation found nothing, so a timer that expired while the page was closed started over instead of
 * logging out.
 */
let timer: Timer | null | undefined;
let now = Date.now();
const listeners = new Set<() => void>();

function currentTimer(): Timer | null {
  if (timer === undefined) {
    timer = typeof window === 'undefined' ? null : readStored<Timer>(STORE_KEYS.timer);
    now = Date.now();
  }
  return timer;
}

function publish() {
  for (const listener of listeners) listener();
}

export function startIdleTimer(timeoutSeconds: number): void {
  timer = { timeoutSeconds, expiresAt: Date.now() + timeoutSeconds * 1000 };
  writeStored(STORE_KEYS.timer, timer);
  now = Date.now();
  publish();
}

export function resetIdleTimer(): void {
  const current = currentTimer();
  if (current) startIdleTimer(current.timeoutSeconds);
}

export function clearIdleTimer(): void {
  timer = null;
  writeStored(STORE_KEYS.timer, null);
  publish();
}

/** Re-reads the persisted timer (another tab reset it) and advances the clock; called every second. */
export function tickIdleTimer(): void {
  const stored = readStored<Timer>(STORE_KEYS.timer);
  const current = currentTimer();
  if (stored && current && stored.expiresAt > current.expiresAt) timer = stored;
  now = Date.now();
  publish();
}

/** Whole seconds left, or null without a timer. */
export function idleSecondsLeft(): number | null {
  const current = currentTimer();
  if (!current) return null;
  return Math.max(0, Math.ceil((current.expiresAt - now) / 1000));
}

export function hasIdleTimer(): boolean {
  return currentTimer() !== null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIdleSecondsLeft(): number | null {
  return useSyncExternalStore(subscribe, idleSecondsLeft, idleSecondsLeft);
}

/**
 * The server counts only requests as activity (decision 030); a user who reads and clicks without
 * calling the API would be logged out there while the countdown here keeps restarting. So activity
 * also tells the server, at most once per `min(60 s, timeout / 4)` (decision 039): the returned
 * function is called on each activity and calls `ping` when that much time has passed since the last.
 */
export function activityPinger(timeoutSeconds: number, ping: () => void, clock: () => number = Date.now) {
  const everyMs = Math.min(60_000, (timeoutSeconds * 1000) / 4);
  let last = clock();
  return () => {
    const at = clock();
    if (at - last < everyMs) return;
    last = at;
    ping();
  };
}

/** mm:ss (spec 000 §9); minutes grow past 59 (120:00). */
export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
