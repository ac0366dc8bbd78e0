import type { Translation } from '../../lib/locale.ts';
import type { bookCardMessages } from '../book-card.ts';

/** The shared book card in English (decision 210): the same keys as messages/book-card.ts. */
export const bookCardEn: Translation<typeof bookCardMessages> = {
  available: (n: number) => `${n} available`,
  allOut: 'All on loan',
  notHeld: 'Not held by school libraries',
  held: (n: number) => `${n} held in all`,
  schoolHeld: (n: number, free: number) => `My school: ${n} (${free} available)`,
  schoolNotHeld: 'Not held by my school',
};
