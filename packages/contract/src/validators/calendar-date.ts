/**
 * A date as the API takes it (decision 055): `yyyy-mm-dd` naming a real day of the calendar.
 * `2025-02-30` or `2025-13-01` match the pattern but are no day; they are refused with 400 instead
 * of reaching the database (issue 23).
 */
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
