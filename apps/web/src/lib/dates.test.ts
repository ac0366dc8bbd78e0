import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, koreaDate, koreaToday } from './dates.ts';

describe('dates in Korea', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('cuts an instant at 05:00 in Korea (20:00 UTC the day before) to the Korea day', () => {
    expect(koreaDate('2026-11-28T20:00:00.000Z')).toBe('2026-11-29');
    expect(koreaDate('2026-11-29T05:00:00.000+09:00')).toBe('2026-11-29');
    expect(koreaDate(new Date('2026-11-28T14:59:59Z'))).toBe('2026-11-28');
  });

  it('keeps a date that is already a day, and an unreadable text as it came', () => {
    expect(koreaDate('2026-03-01')).toBe('2026-03-01');
    expect(koreaDate('not a date')).toBe('not a date');
  });

  it('answers today in Korea, not the device’s day', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-28T20:00:00Z'));
    expect(koreaToday()).toBe('2026-03-01');
    expect(koreaToday(-1)).toBe('2026-02-28');
  });

  it('moves days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
