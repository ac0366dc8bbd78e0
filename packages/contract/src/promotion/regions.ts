import type { CollectionRule } from './collections.ts';

/**
 * The world regions of the travel page (spec 000 §1 "world regions, travel books"; spec 001 §2.2
 * /Promotion/Travel/{type}; decision 121). `isoNumeric` is the country's id in world-atlas
 * (Natural Earth, ISO 3166-1 numeric as a 3-digit string), which the map draws; the Korean name and the
 * catalogue rule are ours. Books about a region: travel (KDC 98x: 981 Asia, 982 Europe, 984 North
 * America …), its history (91x–94x) and titles naming the country or its places.
 *
 * Only regions whose rule finds books in the seeded catalogue are featured (a test holds it): an empty
 * region would be a dead end on the map.
 */
export const CONTINENTS = {
  asia: '아시아',
  europe: '유럽',
  americas: '아메리카',
} as const;
export type Continent = keyof typeof CONTINENTS;

export type PromotionRegion = CollectionRule & {
  /** The route's {type}. */
  key: string;
  isoNumeric: string;
  name: string;
  continent: Continent;
};

const EUROPE_TRAVEL = ['982'];
/**
 * A country's name in a title counts except in economics (32: '미국 배당주 투자'), the sciences (4) and
 * technology (5): those books are not about the country.
 */
const NOT_ABOUT_PLACES = ['32', '4', '5'];

export const PROMOTION_REGIONS: readonly PromotionRegion[] = [
  {
    key: 'korea',
    isoNumeric: '410',
    name: '대한민국',
    continent: 'asia',
    kdcPrefixes: ['981.1', '911'],
    titleWords: ['한국', '우리나라', '제주', '조선'],
    kdcOutside: NOT_ABOUT_PLACES,
  },
  {
    key: 'japan',
    isoNumeric: '392',
    name: '일본',
    continent: 'asia',
    kdcPrefixes: ['913', '981.3'],
    titleWords: ['일본', '재팬', '도쿄'],
    kdcOutside: NOT_ABOUT_PLACES,
  },
  {
    key: 'china',
    isoNumeric: '156',
    name: '중국',
    continent: 'asia',
    kdcPrefixes: ['912', '981.2'],
    titleWords: ['중국', '삼국지', '베이징'],
    kdcOutside: NOT_ABOUT_PLACES,
  },
  {
    key: 'india',
    isoNumeric: '356',
    name: '인도',
    continent: 'asia',
    kdcPrefixes: ['915', '981.5'],
    titleWords: ['인도', '간디'],
    kdcOutside: NOT_ABOUT_PLACES,
  },
  {
    key: 'uk',
    isoNumeric: '826',
    name: '영국',
    continent: 'europe',
    kdcPrefixes: ['924', '982.4', ...EUROPE_TRAVEL],
    titleWords: ['영국', '런던'],
    kdcOutside: NOT_ABOUT_PLACES,
  },
  {
    key: 'france',
    isoNumeric: '250',
    name: '프랑스',
    continent: 'europe',
    kdcPrefixes: ['926', '982.6', ...EUROPE_TRAVEL],
    titleWords: ['프랑스', '파리'],
    kdcOutside: NOT_ABOUT_PLACES,
  },
  {
    key: 'germany',
    isoNumeric: '276',
    name: '독일',
    continent: 'europe',
    kdcPrefixes: ['925', '982.5', ...EUROPE_TRAVEL],
    titleWords: ['독일', '히틀러', '베를린'],
    kdcOutside: NOT_ABOUT_PLACES,
  },
  {
    key: 'spain',
    isoNumeric: '724',
    name: '스페인',
    continent: 'europe',
    kdcPrefixes: ['927', '982.7', ...EUROPE_TRAVEL],
    titleWords: ['스페인', '포르투갈'],
    kdcOutside: NOT_ABOUT_PLACES,
  },
  {
    key: 'greece',
    isoNumeric: '300',
    name: '그리스',
    continent: 'europe',
    kdcPrefixes: ['921', '982.1', ...EUROPE_TRAVEL],
    titleWords: ['그리스', '아테네', '올림포스'],
    kdcOutside: NOT_ABOUT_PLACES,
  },
  {
    key: 'italy',
    isoNumeric: '380',
    name: '이탈리아',
    continent: 'europe',
    kdcPrefixes: ['922', '928', '982.8', ...EUROPE_TRAVEL],
    titleWords: ['이탈리아', '로마'],
    kdcOutside: NOT_ABOUT_PLACES,
  },
  {
    key: 'ukraine',
    isoNumeric: '804',
    name: '우크라이나',
    continent: 'europe',
    kdcPrefixes: ['929.8'],
    titleWords: ['우크라이나'],
    kdcOutside: NOT_ABOUT_PLACES,
  },
  {
    key: 'russia',
    isoNumeric: '643',
    name: '러시아',
    continent: 'europe',
    kdcPrefixes: ['929', '982.9'],
    titleWords: ['러시아', '시베리아'],
    kdcOutside: NOT_ABOUT_PLACES,
  },
  {
    key: 'usa',
    isoNumeric: '840',
    name: '미국',
    continent: 'americas',
    kdcPrefixes: ['942', '984.2'],
    titleWords: ['미국', '뉴욕'],
    kdcOutside: NOT_ABOUT_PLACES,
  },
];

/** The travel page without a chosen region: books about travel and cultures of the whole world (KDC 980). */
export const WORLD_TRAVEL: CollectionRule = {
  kdcPrefixes: ['980', '909'],
  titleWords: ['세계 여행', '세계 일주', '세계 문화'],
};

/** The {type} of /Promotion/Travel/{type} when no region is chosen. */
export const WORLD_REGION_KEY = 'world';

export function findRegion(key: string): PromotionRegion | undefined {
  return PROMOTION_REGIONS.find((r) => r.key === key);
}
