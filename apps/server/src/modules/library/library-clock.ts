/**
 * How time passes in the library (docs/decisions/042): every rule reads "now" from one clock, injectable
 * for tests; dates (due dates, pickup days) are calendar days in Korea time.
 */
export type LibraryClock = { now: () => Date };

export const systemClock: LibraryClock = { now: () => new Date() };

const seoulFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** yyyy-mm-dd of an instant in Korea time. */
export const seoulDate = (at: Date) => seoulFormat.format(at);

/** A yyyy-mm-dd date moved by whole days. */
export function addDays(dateText: string, days: number): string {
  const d = new Date(`${dateText}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both yyyy-mm-dd); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The first day of the school year (1 March) a date falls in. */
export function schoolYearStart(dateText: string): string {
  const year = Number(dateText.slice(0, 4));
  const month = Number(dateText.slice(5, 7));
  return `${month >= 3 ? year : year - 1}-03-01`;
}

/** Drizzle `date` columns may come back as text or Date depending on the driver. */
export function dateText(value: string | Date | null): string | null {
  if (value === null) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

export const isoText = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();
