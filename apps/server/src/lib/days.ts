/** The day (yyyy-mm-dd) `days` before a day (yyyy-mm-dd), calendar arithmetic without time zones. */
export function daysBefore(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}
