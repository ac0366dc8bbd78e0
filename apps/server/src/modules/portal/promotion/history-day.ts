import { koreaDate } from '../../../lib/clock.ts';
import { HISTORY_EVENTS, type HistoryEventRecord } from './history-events.ts';

/** Days of a leap year, so 02-29 has a place: MMDD ↔ day number 0…365. */
const YEAR = 2024;
const DAYS = 366;

export function dayNumberOf(mmdd: string): number {
  const start = Date.UTC(YEAR, 0, 1);
  const at = Date.UTC(YEAR, Number(mmdd.slice(0, 2)) - 1, Number(mmdd.slice(2)));
  return Math.round((at - start) / 86_400_000);
}

export function mmddOf(dayNumber: number): string {
  const d = new Date(Date.UTC(YEAR, 0, 1 + (((dayNumber % DAYS) + DAYS) % DAYS)));
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

/** Today's MMDD in Korea (the portal's users' calendar), whatever the server's time zone. */
export const koreanMmdd = (now: Date) => koreaDate(now).slice(5).replace('-', '');

/**
 * The events of a day, or, when the day has none, of the nearest days around it (before and after at
 * the same distance both count; the year wraps around), oldest first.
 */
export function eventsAround(mmdd: string): {
  exact: boolean;
  eventDates: string[];
  events: HistoryEventRecord[];
} {
  const day = dayNumberOf(mmdd);
  const distance = (other: string) => {
    const d = Math.abs(dayNumberOf(other) - day);
    return Math.min(d, DAYS - d);
  };
  const nearest = Math.min(...HISTORY_EVENTS.map((e) => distance(e.date)));
  const events = HISTORY_EVENTS.filter((e) => distance(e.date) === nearest).sort(
    (a, b) => dayNumberOf(a.date) - dayNumberOf(b.date) || a.year - b.year,
  );
  return { exact: nearest === 0, eventDates: [...new Set(events.map((e) => e.date))], events };
}
