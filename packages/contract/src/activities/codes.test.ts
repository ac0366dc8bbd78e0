import { describe, expect, it } from 'vitest';
import { isYyyymmdd, previousMonthRange } from './codes.ts';

describe('the default date filter (spec 000 §9: the whole previous month)', () => {
  it('is the first to the last day of the month before, across a year and in a leap year', () => {
    expect(previousMonthRange('2026-11-25')).toEqual({
      searchStartDate: '20261001',
      searchEndDate: '20261031',
    });
    expect(previousMonthRange('2026-01-01')).toEqual({
      searchStartDate: '20251201',
      searchEndDate: '20251231',
    });
    expect(previousMonthRange('2028-03-31')).toEqual({
      searchStartDate: '20280201',
      searchEndDate: '20280229',
    });
  });

  it('takes only real calendar days as yyyymmdd', () => {
    expect(isYyyymmdd('20261130')).toBe(true);
    expect(isYyyymmdd('20261131')).toBe(false);
    expect(isYyyymmdd('2026-11-30')).toBe(false);
  });
});
