import { HISTORY_CATEGORY_CODES } from '@reading/contract/promotion/history-categories';
import { historyDateSchema } from '@reading/contract/promotion/promotion';
import { describe, expect, it } from 'vitest';
import { eventsAround, koreanMmdd, mmddOf } from './history-day.ts';
import { HISTORY_EVENTS } from './history-events.ts';

describe('the history dataset', () => {
  it('holds 100+ events on real calendar days with unique keys, descriptions and book words', () => {
    expect(HISTORY_EVENTS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(HISTORY_EVENTS.map((e) => e.eventKey)).size).toBe(HISTORY_EVENTS.length);
    for (const e of HISTORY_EVENTS) {
      expect(historyDateSchema.safeParse(e.date).success, e.title).toBe(true);
      expect(e.description.length, e.title).toBeGreaterThan(10);
      expect(e.words.length, e.title).toBeGreaterThan(0);
    }
  });

  it('ties every event to one of the codes 012002002–012002007, each code used', () => {
    const used = new Set(HISTORY_EVENTS.map((e) => e.categoryCode));
    expect([...used].sort()).toEqual([...HISTORY_CATEGORY_CODES]);
  });
});

describe('eventsAround', () => {
  it('answers the day’s own events, oldest first', () => {
    const { exact, events } = eventsAround('0815');
    expect(exact).toBe(true);
    expect(events.map((e) => e.year)).toEqual([1945, 1948, 1974]);
  });

  it('answers the nearest days on both sides at the same distance, across the year’s end', () => {
    const around = eventsAround('1231');
    expect(around.exact).toBe(false);
    expect(around.eventDates.length).toBeGreaterThan(0);
    for (const date of around.eventDates) expect(['0101', '1228']).toContain(date);
  });

  it('finds something for every day of the year', () => {
    for (let day = 0; day < 366; day += 1) expect(eventsAround(mmddOf(day)).events.length).toBeGreaterThan(0);
  });
});

describe('koreanMmdd', () => {
  it('reads the day in Korea, not in the server’s zone', () => {
    expect(koreanMmdd(new Date('2026-02-28T15:30:00Z'))).toBe('0301');
    expect(koreanMmdd(new Date('2026-02-28T14:59:00Z'))).toBe('0228');
  });
});
