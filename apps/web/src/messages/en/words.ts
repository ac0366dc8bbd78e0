/** Small English word helpers shared by the English catalogues. */

/** '1 book', '2 books'. */
export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
