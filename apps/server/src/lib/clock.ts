/**
 * The server's one clock, in Korea time (decision 235). Every rule that needs "now" or "today" reads it
 * from the app's clock (`app.clock`, handed to services in their deps), so a test moves time for the
 * whole server by replacing `now`. Dates are calendar days in Asia/Seoul; instants leave the server as
 * ISO 8601 text with the +09:00 offset, whose first ten characters are the Korea date.
 *
 * Korea keeps one offset all year (no daylight saving since 1988), so the arithmetic below is exact.
 */
export type Clock = {
  /** The current instant; tests replace it to let time pass (decision 042). */
  now: () => Date;
  /** Today in Korea, yyyy-mm-dd. */
  today: () => string;
};

const KOREA_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** A clock reading `now` (the system's by default); `today` always follows whatever `now` is. */
export function createClock(now: () => Date = () => new Date()): Clock {
  const clock: Clock = { now, today: () => koreaDate(clock.now()) };
  return clock;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day a UTC-midnight Date stands for (calendar arithmetic, not an instant in Korea). */
const calendarDay = (d: Date) =>
  `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** The wall-clock fields of an instant in Korea. */
function koreaFields(at: Date) {
  const k = new Date(at.getTime() + KOREA_OFFSET_MS);
  return {
    date: calendarDay(k),
    time: `${pad(k.getUTCHours())}:${pad(k.getUTCMinutes())}:${pad(k.getUTCSeconds())}`,
    ms: pad(k.getUTCMilliseconds(), 3),
  };
}

/** yyyy-mm-dd of an instant in Korea. */
export const koreaDate = (at: Date) => koreaFields(at).date;

/** An instant as ISO 8601 in Korea time: `2026-11-29T05:00:00.000+09:00` (the same instant as its UTC text). */
export function koreaDateTime(at: Date | string): string {
  const f = koreaFields(at instanceof Date ? at : new Date(at));
  return `${f.date}T${f.time}.${f.ms}+09:00`;
}

/** The first instant of a Korea day (yyyy-mm-dd). */
export const koreaDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - KOREA_OFFSET_MS);

/** The last millisecond of a Korea day (yyyy-mm-dd). */
export const koreaDayEnd = (day: string) => new Date(koreaDayStart(day).getTime() + DAY_MS - 1);

/** A yyyy-mm-dd day moved by whole days (calendar arithmetic, no time zone involved). */
export const addDays = (day: string, days: number) =>
  calendarDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** Whole days from `from` to `to` (both yyyy-mm-dd); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The yyyy-mm-dd of a `date` column: Drizzle answers text, but a driver may answer a Date at UTC midnight
 * of that calendar day (never an instant to convert).
 */
export function dateText(value: string | Date | null): string | null {
  if (value === null) return null;
  if (value instanceof Date) return calendarDay(value);
  return String(value).slice(0, 10);
}

/** The day `months` months before `day` (yyyy-mm-dd), clamped to the month's end (31 Jul − 1 month = 30 Jun). */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 - months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return dateText(new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d, last))))!;
}
