import { PROMOTION_COLLECTIONS } from '@reading/contract/promotion/collections';
import { HISTORY_CATEGORIES, type HistoryCategoryCode } from '@reading/contract/promotion/history-categories';
import { CONTINENTS, PROMOTION_REGIONS } from '@reading/contract/promotion/regions';
import { formatDateTime, formatNumber, type Translation } from '../../lib/locale.ts';
import type { promotionMessages } from '../promotion.ts';

const books = (n: number) => `${formatNumber(n)} ${n === 1 ? 'book' : 'books'}`;
/** 'MMDD' as the reader's language writes a day: 'December 4'. */
const formatDay = (mmdd: string) =>
  formatDateTime(new Date(Date.UTC(2000, Number(mmdd.slice(0, 2)) - 1, Number(mmdd.slice(2)), 3)), {
    month: 'long',
    day: 'numeric',
  });

/** The promotion pages in English (decision 210): the same keys as messages/promotion.ts. */
export const promotionEn: Translation<typeof promotionMessages> = {
  nav: 'Reading promotion pages',
  pages: {
    novel: { title: 'Journeys through novels', lead: 'Novels chosen by genre and country.' },
    human: {
      title: 'The world through people',
      lead: 'Grow your dreams with the stories of people in every field.',
    },
    travel: {
      title: 'Travel books',
      lead: 'Pick a country on the map and find books on its travel, history and culture.',
    },
    history: {
      title: 'This day in history',
      lead: 'Events of Korean history on this day, and books about them.',
    },
    language: { title: 'The world through languages', lead: 'Literature and language books, by language.' },
  },
  collections: 'Collections',
  collectionNotFound: 'Collection not found.',
  toFirst: 'See the first collection',
  filters: {
    label: 'List settings',
    availableOnly: 'Only books on the shelf',
    sort: 'Sort',
    popular: 'Most borrowed',
    newest: 'Newest',
  },
  books: {
    count: books,
    empty: 'No books match.',
    emptyAvailable: 'No book is available right now. Turn off ‘Only books on the shelf’.',
    pages: 'Book list pages',
    listOf: (name) => `Books: ${name}`,
  },
  travel: {
    mapLabel: 'World map: choose a country to see its books',
    mapHint: 'Click a coloured country, or move to one with Tab and press Enter or Space.',
    regionLabel: (name, n) => `${name}, ${books(n)}`,
    listTitle: 'Countries',
    world: 'The whole world',
    worldBooks: 'World travel and culture books',
    regionBooks: (name) => `Travel and culture books: ${name}`,
    mapLoading: 'Loading the map…',
    mapFailed: 'The map could not be loaded. You can choose from the list of countries below.',
    regionNotFound: 'Region not found.',
  },
  history: {
    dayTitle: (mmdd) => `${formatDay(mmdd)} in history`,
    formatDay,
    nearest: (mmdd, dates) =>
      `Nothing is recorded for ${formatDay(mmdd)}, so here are the events of the nearest day (${dates.map(formatDay).join(', ')}).`,
    year: (year) => (year < 0 ? `${-year} BC` : String(year)),
    previous: 'Day before',
    next: 'Day after',
    today: 'Today',
    pick: 'Choose a date',
    month: 'Month',
    day: 'Day',
    go: 'Show',
    books: 'Related books',
    noBooks: 'No related books yet.',
    invalidDate: 'Please choose the date again.',
  },
  staff: {
    title: 'Reading promotion introductions',
    lead: 'Write the introductions of the novel, people and language collections. They appear above the collection’s book list.',
    collection: 'Collection',
    content: 'Introduction',
    save: 'Save',
    saving: 'Saving…',
    operatorsOnly: 'Only operators can write introductions.',
    noIntro: 'No introduction yet.',
    preview: 'The introduction shown now',
    kinds: { novel: 'Novels', human: 'People', language: 'Languages' },
    modDate: (iso) => `Last edited ${formatDateTime(iso)}`,
  },
};

const COLLECTIONS: Record<string, { title: string; summary: string }> = {
  'novel/korean': { title: 'Korean novels', summary: 'Novels and short stories by Korean writers' },
  'novel/world': {
    title: 'World novels',
    summary: 'Japanese, English, European and Chinese novels in Korean',
  },
  'novel/mystery': { title: 'Mystery', summary: 'Stories that follow crimes and puzzles' },
  'novel/youth': { title: 'Young adult novels', summary: 'Novels of growing up' },
  'novel/children': { title: "Children's stories", summary: 'Stories elementary pupils love' },
  'human/history': {
    title: 'People in history',
    summary: 'People who defended the country and changed their times',
  },
  'human/science': { title: 'Scientists and mathematicians', summary: 'Lives that never stopped asking' },
  'human/culture': {
    title: 'Arts and sports',
    summary: 'People who made their dreams come true on stage and in sport',
  },
  'human/world': { title: 'People of the world', summary: 'The people who changed the world' },
  'language/english': { title: 'English', summary: 'English-language literature and English study books' },
  'language/japanese': { title: 'Japanese', summary: 'Japanese literature and Japanese study books' },
  'language/chinese': { title: 'Chinese', summary: 'Chinese literature and Chinese study books' },
  'language/european': {
    title: 'European languages',
    summary: 'German, French, Spanish and more: literature and language',
  },
  'language/korean': { title: 'Korean', summary: 'Books to read deeper into the Korean language' },
};

const REGIONS: Record<string, string> = {
  korea: 'South Korea',
  japan: 'Japan',
  china: 'China',
  india: 'India',
  uk: 'United Kingdom',
  france: 'France',
  germany: 'Germany',
  spain: 'Spain',
  greece: 'Greece',
  italy: 'Italy',
  ukraine: 'Ukraine',
  russia: 'Russia',
  usa: 'United States',
};

const PERIODS: Record<HistoryCategoryCode, string> = {
  '012002002': 'Prehistory and ancient times',
  '012002003': 'Goryeo',
  '012002004': 'Early Joseon',
  '012002005': 'Late Joseon',
  '012002006': 'Modern era and Japanese occupation',
  '012002007': 'Contemporary',
};

/** The promotion pages' code tables in English, renamed in place by their keys (as codes.ts does). */
export function applyPromotionNamesEnglish(): void {
  for (const c of PROMOTION_COLLECTIONS) {
    const names = COLLECTIONS[`${c.kind}/${c.type}`];
    if (names) Object.assign(c as { title: string; summary: string }, names);
  }
  for (const r of PROMOTION_REGIONS) {
    const name = REGIONS[r.key];
    if (name) (r as { name: string }).name = name;
  }
  Object.assign(CONTINENTS as Record<string, string>, {
    asia: 'Asia',
    europe: 'Europe',
    americas: 'Americas',
  });
  for (const [code, name] of Object.entries(PERIODS))
    (HISTORY_CATEGORIES[code as HistoryCategoryCode] as { name: string }).name = name;
}
