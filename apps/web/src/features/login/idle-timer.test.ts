import { compressToUTF16 } from 'lz-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, STORE_KEYS } from '../../lib/session-store.ts';
import {
  activityPinger,
  clearIdleTimer,
  formatCountdown,
  idleSecondsLeft,
  resetIdleTimer,
  startIdleTimer,
  tickIdleTimer,
} from './idle-timer.ts';

afterEach(() => {
  clearIdleTimer();
  vi.useRealTimers();
});

describe('the inactivity timer', () => {
  it('formats 7200 seconds as 120:00 and 65 seconds as 01:05', () => {
    expect(formatCountdown(7200)).toBe('120:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('counts down each second and starts over on activity', () => {
    vi.useFakeTimers();
    startIdleTimer(7200);
    expect(idleSecondsLeft()).toBe(7200);
    vi.advanceTimersByTime(3000);
    tickIdleTimer();
    expect(idleSecondsLeft()).toBe(7197);
    resetIdleTimer();
    expect(idleSecondsLeft()).toBe(7200);
  });

  it('finds a timer that ran out while the page was closed, though lz-string loads after this module', async () => {
    const stored = (value: unknown) => compressToUTF16(JSON.stringify(value));
    window.localStorage.setItem(STORE_KEYS.login, stored({ token: 't', userId: 'student3' }));
    window.localStorage.setItem(
      STORE_KEYS.timer,
      stored({ expiresAt: Date.now() - 1000, timeoutSeconds: 4 }),
    );
    // A page load: fresh modules, no codec until loadStoredSession (decision 025).
    vi.resetModules();
    const store = await import('../../lib/session-store.ts');
    const fresh = await import('./idle-timer.ts');
    await store.loadStoredSession();
    expect(fresh.hasIdleTimer()).toBe(true);
    expect(fresh.idleSecondsLeft()).toBe(0);
    window.localStorage.clear();
  });

  it('persists its deadline compressed and forgets it when cleared', () => {
    startIdleTimer(60);
    expect(readStored<{ timeoutSeconds: number }>(STORE_KEYS.timer)?.timeoutSeconds).toBe(60);
    clearIdleTimer();
    expect(readStored(STORE_KEYS.timer)).toBeNull();
    expect(idleSecondsLeft()).toBeNull();
  });

  it('tells the server about activity at most once a minute (a quarter of a short timeout)', () => {
    let now = 0;
    const pings: number[] = [];
    const onActivity = activityPinger(
      7200,
      () => pings.push(now),
      () => now,
    );
    for (now = 0; now <= 150_000; now += 10_000) onActivity();
    expect(pings).toEqual([60_000, 120_000]);
    const short = activityPinger(
      4,
      () => pings.push(-now),
      () => now,
    );
    now += 999;
    short();
    now += 1;
    short();
    expect(pings.at(-1)).toBe(-now);
    expect(pings).toHaveLength(3);
  });
});
