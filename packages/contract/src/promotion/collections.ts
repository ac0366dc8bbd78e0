/**
 * The promotion pages' themed collections (spec 001 §2.2: /Promotion/Novel/{type},
 * /Promotion/Human/{type}, /Promotion/Language/{type}; decision 120). One source for the server, which
 * turns a collection into a catalogue filter, and the web, which shows the collections as tabs.
 *
 * A collection is drawn from the union catalogue by KDC class prefix (the `kdc` column as the catalogue
 * stores it: '813.6', '998.3'), title words, language (ISO 639-2) and readership (the ISBN add-on
 * code's first digit: 4 youth, 7 children). A book is in a collection when its class starts with one of
 * `kdcPrefixes`, its title holds one of `titleWords` (either list may be empty) or it is written in one
 * of `languages`, and it passes `readership` when given. `kdcWithin` narrows title-word matches to classes.
 */
export const PROMOTION_KINDS = ['novel', 'human', 'language'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export type CollectionRule = {
  kdcPrefixes: readonly string[];
  titleWords: readonly string[];
  /** Title-word matches count only inside these classes (e.g. novels, KDC 8x3). */
  kdcWithin?: readonly string[];
  /** Title-word matches do not count in these classes. */
  kdcOutside?: readonly string[];
  /** ISBN add-on readership digits (4 youth, 7 children); the 2025 children's list counts as 7. */
  readership?: readonly string[];
  /** ISO 639-2 codes of the catalogue's `language_code`: a book written in one belongs too. */
  languages?: readonly string[];
};

export type PromotionCollection = CollectionRule & {
  kind: PromotionKind;
  /** The route's {type}. */
  type: string;
  title: string;
  /** One line under the title when no operator introduction is written. */
  summary: string;
};

/** Novels of every tradition: KDC 8x3 is the novel of literature 8x (81 Korean … 89 other). */
const NOVEL_CLASSES = ['813', '823', '833', '843', '853', '863', '873', '883', '893'] as const;

export const PROMOTION_COLLECTIONS: readonly PromotionCollection[] = [
  // Novels by genre and tradition.
  {
    kind: 'novel',
    type: 'korean',
    title: '한국 소설',
    summary: '우리 작가들이 쓴 장편·단편 소설',
    kdcPrefixes: ['813'],
    titleWords: [],
  },
  {
    kind: 'novel',
    type: 'world',
    title: '세계 소설',
    summary: '일본·영미·유럽·중국 작가의 소설을 우리말로',
    kdcPrefixes: ['823', '833', '843', '853', '863', '873', '883', '893'],
    titleWords: [],
  },
  {
    kind: 'novel',
    type: 'mystery',
    title: '추리·미스터리',
    summary: '사건과 수수께끼를 따라가는 이야기',
    kdcPrefixes: [],
    titleWords: ['추리', '탐정', '미스터리', '살인', '사건', '마녀', '비밀', '용의자'],
    kdcWithin: NOVEL_CLASSES,
  },
  {
    kind: 'novel',
    type: 'youth',
    title: '청소년 소설',
    summary: '청소년의 고민과 성장을 담은 소설',
    kdcPrefixes: NOVEL_CLASSES,
    titleWords: [],
    readership: ['4'],
  },
  {
    kind: 'novel',
    type: 'children',
    title: '어린이 동화',
    summary: '초등학생이 즐겨 읽는 동화와 이야기책',
    kdcPrefixes: NOVEL_CLASSES,
    titleWords: [],
    readership: ['7'],
  },
  // People by field (KDC 99x biographies; 998.x by the person's field) and their names in titles.
  {
    kind: 'human',
    type: 'history',
    title: '역사 속 인물',
    summary: '나라를 지키고 시대를 바꾼 사람들',
    kdcPrefixes: ['998.3', '991'],
    titleWords: ['이순신', '세종', '안중근', '정약용', '유관순', '김구', '장영실', '광개토', '을지문덕'],
  },
  {
    kind: 'human',
    type: 'science',
    title: '과학자와 수학자',
    summary: '질문을 멈추지 않은 과학자와 수학자의 삶',
    kdcPrefixes: ['998.4', '998.5'],
    titleWords: ['허준이', '아인슈타인', '뉴턴', '퀴리', '다윈', '에디슨', '파인만', '호킹'],
  },
  {
    kind: 'human',
    type: 'culture',
    title: '예술·스포츠 인물',
    summary: '무대와 경기장에서 꿈을 이룬 사람들',
    kdcPrefixes: ['998.6', '998.7'],
    titleWords: ['손흥민', '김연아', '방탄소년단', '모차르트', '베토벤', '고흐', '피카소'],
  },
  {
    kind: 'human',
    type: 'world',
    title: '세계의 인물',
    summary: '세상을 바꾼 세계 위인들의 이야기',
    kdcPrefixes: ['990', '99.'],
    titleWords: ['Who?', '간디', '링컨', '헬렌 켈러', '스티브 잡스', '만델라', '세계인물'],
  },
  // Languages: literature by its original language (8L), learning the language (7L), books written in it.
  {
    kind: 'language',
    type: 'english',
    title: '영어',
    summary: '영미 문학과 영어 공부 책',
    kdcPrefixes: ['84', '74'],
    titleWords: [],
    languages: ['eng'],
  },
  {
    kind: 'language',
    type: 'japanese',
    title: '일본어',
    summary: '일본 문학과 일본어 공부 책',
    kdcPrefixes: ['83', '73'],
    titleWords: [],
    languages: ['jpn'],
  },
  {
    kind: 'language',
    type: 'chinese',
    title: '중국어',
    summary: '중국 문학과 중국어 공부 책',
    kdcPrefixes: ['82', '72'],
    titleWords: [],
    languages: ['chi'],
  },
  {
    kind: 'language',
    type: 'european',
    title: '유럽의 언어',
    summary: '독일어·프랑스어·스페인어 등 유럽 문학과 언어',
    kdcPrefixes: ['85', '86', '87', '88', '89', '75', '76', '77', '78', '79'],
    titleWords: [],
    languages: ['ger', 'fre', 'spa', 'ita', 'rus'],
  },
  {
    kind: 'language',
    type: 'korean',
    title: '우리말',
    summary: '우리말과 글, 한국어를 더 깊이 읽는 책',
    kdcPrefixes: ['71', '811', '814', '816', '818'],
    titleWords: ['맞춤법', '국어', '한글', '우리말'],
  },
];

/** A collection's key as the API names it: `<kind>-<type>` (the spec's /PromotionRecommend/{hash}). */
export const collectionKeyOf = (c: Pick<PromotionCollection, 'kind' | 'type'>) => `${c.kind}-${c.type}`;

export const PROMOTION_COLLECTION_KEYS = PROMOTION_COLLECTIONS.map(collectionKeyOf) as [string, ...string[]];

export function findCollection(key: string): PromotionCollection | undefined {
  return PROMOTION_COLLECTIONS.find((c) => collectionKeyOf(c) === key);
}

export function collectionsOf(kind: PromotionKind): PromotionCollection[] {
  return PROMOTION_COLLECTIONS.filter((c) => c.kind === kind);
}

/** The promotion pages' messages (the spec quotes none for these pages; decision 120). */
export const PROMOTION_MESSAGES = {
  collectionNotFound: '추천 도서 묶음을 찾을 수 없습니다.',
  regionNotFound: '지역을 찾을 수 없습니다.',
  dateInvalid: 'date: 날짜는 MMDD 형식(예: 0301)으로 입력해 주세요.',
  introRequired: '소개글을 입력해 주세요.',
  introSaved: '소개글을 저장했습니다.',
  operatorOnly: '운영자만 작성할 수 있습니다.',
  loginRequired: '로그인이 필요합니다.',
} as const;
