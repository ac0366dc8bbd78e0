/**
 * The web's one way to cut a date (decision 235): days are Korea's (Asia/Seoul), whatever the reader's
 * device is set to. Moments as the reader's language writes them are `formatDateTime` (lib/locale.ts).
 */
const koreaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** yyyy-mm-dd in Korea of an instant (ISO text or Date); a yyyy-mm-dd date is already a day and stays. */
export function koreaDate(value: string | Date): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return value;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return koreaDay.format(date);
}

/** Today in Korea, yyyy-mm-dd; `days` moves it by whole days. */
export const koreaToday = (days = 0) => addDays(koreaDate(new Date()), days);

/** A yyyy-mm-dd day moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const d = new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}
