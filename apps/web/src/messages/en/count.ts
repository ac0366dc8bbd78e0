import { formatNumber } from '../../lib/locale.ts';

/** A number with its noun in English, singular for one: '1 book', '1,234 books'. */
export const count = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;
