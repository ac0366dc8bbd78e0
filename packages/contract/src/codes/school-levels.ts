/**
 * Site-level school codes of the shell (spec 000 §3): 01 elementary, 02 middle, 03 high.
 * Each level has its own site under a base path (spec 000 §1).
 */
export const SCHOOL_LEVELS = [
  {
    code: '01',
    name: '초등학교',
    shortName: '초등',
    basePath: '/Elementary',
    reader: 'elementary',
    grades: 6,
  },
  { code: '02', name: '중학교', shortName: '중등', basePath: '/Middle', reader: 'middle', grades: 3 },
  { code: '03', name: '고등학교', shortName: '고등', basePath: '/High', reader: 'high', grades: 3 },
] as const;

/**
 * The reader a list is fitted to (issue 36, decision 270): a pupil's school level, or the site an
 * anonymous visitor is on; null is an adult or the main site (nothing is filtered).
 */
export type ReaderLevel = (typeof SCHOOL_LEVELS)[number]['reader'];

/** The reader level of a school-level code ('01' elementary …), or null for none. */
export function readerLevelOf(code: string | null | undefined): ReaderLevel | null {
  return schoolLevelByCode(code)?.reader ?? null;
}

/**
 * The grades a school level has: elementary 1–6, middle and high 1–3; without a level (the main site)
 * every grade an elementary school has, the most of any level.
 */
export function gradesOf(code: string | null | undefined): number[] {
  const count = schoolLevelByCode(code)?.grades ?? 6;
  return Array.from({ length: count }, (_, i) => i + 1);
}

export type SchoolLevelCode = (typeof SCHOOL_LEVELS)[number]['code'];
export type SiteBasePath = '/' | (typeof SCHOOL_LEVELS)[number]['basePath'];
export const SITE_BASE_PATHS: readonly SiteBasePath[] = ['/', ...SCHOOL_LEVELS.map((l) => l.basePath)];

export function schoolLevelByCode(code: string | null | undefined) {
  return SCHOOL_LEVELS.find((l) => l.code === code);
}

export function schoolLevelByBasePath(basePath: string) {
  return SCHOOL_LEVELS.find((l) => l.basePath.toLowerCase() === basePath.toLowerCase());
}

/**
 * Notice popups number the levels differently (spec 001 §3): 01 elementary, 02 high, 03 middle.
 * Both readings are kept; convert at the boundary, never mix them.
 */
export const NOTICE_POPUP_SCHOOL_LEVELS = { '01': '01', '02': '03', '03': '02' } as const satisfies Record<
  SchoolLevelCode,
  string
>;

/**
 * NEIS school kinds mapped to a site level (docs/decisions/006-school-levels.md).
 * Kinds with no level (special, foreign, international schools, training centres) use the main site.
 */
export function schoolLevelOfKind(kind: string): SchoolLevelCode | null {
  if (kind === '초등학교' || kind.includes('(초)')) return '01';
  if (kind === '중학교' || kind.includes('(중)') || kind === '방송통신중학교' || kind === '고등공민학교')
    return '02';
  if (
    kind === '고등학교' ||
    kind.includes('(고)') ||
    kind === '방송통신고등학교' ||
    kind === '고등기술학교'
  ) {
    return '03';
  }
  return null;
}
