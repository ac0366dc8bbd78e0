/** The first day of the school year (1 March) a date (yyyy-mm-dd) falls in. */
export function schoolYearStart(dateText: string): string {
  const year = Number(dateText.slice(0, 4));
  const month = Number(dateText.slice(5, 7));
  return `${month >= 3 ? year : year - 1}-03-01`;
}
