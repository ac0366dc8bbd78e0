import { z } from 'zod';
import { REGION_CODES } from '../codes/regions.ts';
import { siteLevelParam } from '../codes/site-level.ts';
import { envelopeSchema } from '../envelope.ts';
import { withJosa } from '../korean/josa.ts';
import { neisCodeSchema, schKeySchema } from '../schools/school-keys.ts';
import { emptyOrNullToUndefined } from '../validators/empty.ts';
import { toIsbn13 } from '../validators/isbn.ts';

/**
 * POST /alpasq/api/search and /search/aggkw (spec 000 §3 search parameters, §7, §9 page size 10).
 * Beyond the spec's fields: `schKey` (a school site's own search), `languageCode` and
 * `excludeNonLending` (the filter panel's language and view options); docs/decisions/012-search-api.md.
 */

export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_DISPLAY = 100;

/** all: title, author, publisher and ISBN. The header sends 'all'. */
export const SEARCH_TYPES = ['all', 'title', 'author', 'publisher', 'isbn'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const HOLDING_STATUSES = ['AVAILABLE', 'ON_LOAN', 'RESERVED', 'NON_LENDING', 'LOST'] as const;
export type HoldingStatus = (typeof HOLDING_STATUSES)[number];

export const HOLDING_STATUS_NAMES: Record<HoldingStatus, string> = {
  AVAILABLE: '대출가능',
  ON_LOAN: '대출중',
  RESERVED: '예약중',
  NON_LENDING: '대출불가(관내열람)',
  LOST: '분실',
};

/** BK 단행본, MV 다권본 (one volume of a set). */
export const PUB_FORMS = [
  { code: 'BK', name: '단행본' },
  { code: 'MV', name: '다권본' },
] as const;

export const LANGUAGES = [
  { code: 'kor', name: '한국어' },
  { code: 'eng', name: '영어' },
  { code: 'jpn', name: '일본어' },
  { code: 'chi', name: '중국어' },
] as const;

/** Readership from the ISBN add-on code's first digit. */
export const CATEGORIES = [
  { code: '0', name: '교양' },
  { code: '1', name: '실용' },
  { code: '4', name: '청소년' },
  { code: '5', name: '중고등 학습참고서' },
  { code: '6', name: '초등 학습참고서' },
  { code: '7', name: '아동' },
  { code: '9', name: '전문' },
] as const;

/** KDC main classes, for the category filter and search by topic. */
export const KDC_CLASSES = [
  { code: '0', name: '총류' },
  { code: '1', name: '철학' },
  { code: '2', name: '종교' },
  { code: '3', name: '사회과학' },
  { code: '4', name: '자연과학' },
  { code: '5', name: '기술과학' },
  { code: '6', name: '예술' },
  { code: '7', name: '언어' },
  { code: '8', name: '문학' },
  { code: '9', name: '역사' },
] as const;

/** One value or a list (query strings and JSON both), each checked; errors name the item ('provCode.0'). */
function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => {
    const e = emptyOrNullToUndefined(v);
    if (e === undefined) return undefined;
    const arr = Array.isArray(e) ? e : String(e).split(',');
    const kept = arr.map((x) => String(x).trim()).filter(Boolean);
    return kept.length ? kept : undefined;
  }, z.array(item).max(200).optional());
}

const text = (field: string, label: string) =>
  z.preprocess(
    emptyOrNullToUndefined,
    z
      .string({ error: `${field}: ${withJosa(label, '은/는')} 문자열이어야 합니다.` })
      .trim()
      .max(100, { error: `${field}: ${withJosa(label, '은/는')} 100자까지 입력할 수 있습니다.` })
      .optional(),
  );

const year = (field: string) =>
  z.preprocess(
    emptyOrNullToUndefined,
    z.coerce
      .number({ error: `${field}: 발행연도는 숫자여야 합니다.` })
      .int({ error: `${field}: 발행연도는 네 자리 연도여야 합니다.` })
      .min(1000, { error: `${field}: 발행연도는 네 자리 연도여야 합니다.` })
      .max(2999, { error: `${field}: 발행연도는 네 자리 연도여야 합니다.` })
      .optional(),
  );

export const isbnSchema = z
  .string()
  .trim()
  .refine((v) => toIsbn13(v) !== null, { error: 'isbn: ISBN 형식이 올바르지 않습니다.' })
  .transform((v) => toIsbn13(v) as string);

export const SEARCH_SCOPES = ['school', 'region', 'nation'] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

export const searchRequestSchema = z
  .object({
    searchKeyword: text('searchKeyword', '검색어'),
    searchType: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() ? v.trim().toLowerCase() : undefined),
      z
        .enum(SEARCH_TYPES, { error: 'searchType: all, title, author, publisher, isbn 중 하나여야 합니다.' })
        .default('all'),
    ),
    provCode: listOf(z.enum(REGION_CODES, { error: '지역 코드가 올바르지 않습니다.' })),
    neisCode: z.preprocess(emptyOrNullToUndefined, z.optional(neisCodeSchema)),
    /**
     * With neisCode (the reader's school): how far the search reaches (decision 242). school (default)
     * its shelves, region the school's office of education, nation every library; the school's copies
     * come first in all three, and the answer counts all three (`scopeCounts`).
     */
    scope: z.preprocess(
      emptyOrNullToUndefined,
      z.enum(SEARCH_SCOPES, { error: 'scope: school, region, nation 중 하나여야 합니다.' }).optional(),
    ),
    schKey: z.preprocess(emptyOrNullToUndefined, z.optional(schKeySchema)),
    libCode: listOf(z.string().regex(/^[A-Z0-9]{3,20}$/, { error: '도서관 코드가 올바르지 않습니다.' })),
    isbn: z.preprocess(emptyOrNullToUndefined, isbnSchema.optional()),
    author: text('author', '저자'),
    publisher: text('publisher', '출판사'),
    startPubYear: year('startPubYear'),
    endPubYear: year('endPubYear'),
    pubFormCode: z.preprocess(
      emptyOrNullToUndefined,
      z.enum(['BK', 'MV'], { error: 'pubFormCode: 자료 형태 코드가 올바르지 않습니다.' }).optional(),
    ),
    /** KDC classes: the filter panel's SKCO (spec 000 §3 search filter state; decision 291). */
    kdcCode: listOf(z.string().regex(/^\d{1,3}$/, { error: 'KDC 분류 코드가 올바르지 않습니다.' })),
    /** Readership categories (the filter panel's "categories", spec 000 §3): one code or a list. */
    categoryCode: listOf(
      z.string().regex(/^\d$/, { error: 'categoryCode: 이용대상 코드가 올바르지 않습니다.' }),
    ),
    languageCode: listOf(z.string().regex(/^[a-z]{3}$/, { error: '언어 코드가 올바르지 않습니다.' })),
    /** The reader's school level (a pupil's, or the level site's): books that do not fit it rank last. */
    siteLevel: siteLevelParam,
    excludeNonLending: z.preprocess(
      (v) =>
        v === true || v === 'Y' || v === 'true'
          ? 'Y'
          : v === false || v === 'N' || v === 'false' || v === '' || v === undefined
            ? 'N'
            : v,
      z.enum(['Y', 'N'], { error: 'excludeNonLending: Y 또는 N이어야 합니다.' }),
    ),
    page: z.preprocess(
      emptyOrNullToUndefined,
      z.coerce
        .number({ error: 'page: 페이지는 1 이상의 정수여야 합니다.' })
        .int({ error: 'page: 페이지는 1 이상의 정수여야 합니다.' })
        .min(1, { error: 'page: 페이지는 1 이상의 정수여야 합니다.' })
        .max(100_000, { error: 'page: 페이지가 너무 큽니다.' })
        .default(1),
    ),
    display: z.preprocess(
      emptyOrNullToUndefined,
      z.coerce
        .number({ error: `display: 한 페이지에 1~${SEARCH_MAX_DISPLAY}건을 볼 수 있습니다.` })
        .int({ error: `display: 한 페이지에 1~${SEARCH_MAX_DISPLAY}건을 볼 수 있습니다.` })
        .min(1, { error: `display: 한 페이지에 1~${SEARCH_MAX_DISPLAY}건을 볼 수 있습니다.` })
        .max(SEARCH_MAX_DISPLAY, {
          error: `display: 한 페이지에 1~${SEARCH_MAX_DISPLAY}건을 볼 수 있습니다.`,
        })
        .default(SEARCH_PAGE_SIZE),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.startPubYear !== undefined && v.endPubYear !== undefined && v.startPubYear > v.endPubYear) {
      ctx.addIssue({
        code: 'custom',
        path: ['startPubYear'],
        message: 'startPubYear: 시작 연도가 끝 연도보다 늦을 수 없습니다.',
      });
    }
  });

export const holdingSchema = z.object({
  /** The record (volume or edition) of the work this copy is of. */
  bookKey: z.number().int(),
  volume: z.string().nullable(),
  libCode: z.string(),
  libName: z.string(),
  neisCode: z.string(),
  provCode: z.string(),
  callNo: z.string(),
  regNo: z.string(),
  status: z.enum(HOLDING_STATUSES),
  statusName: z.string(),
  dueDate: z.string().nullable(),
});

export const bookRecordSchema = z.object({
  bookKey: z.number().int(),
  isbn: z.string().nullable(),
  title: z.string(),
  subtitle: z.string().nullable(),
  author: z.string().nullable(),
  publisher: z.string().nullable(),
  pubYear: z.number().int().nullable(),
  volume: z.string().nullable(),
  kdc: z.string().nullable(),
  kdcName: z.string().nullable(),
  categoryCode: z.string().nullable(),
  pubFormCode: z.string(),
  languageCode: z.string(),
});

/** A work (decision 240): one title and author; its records are volumes and editions. */
export const workSummarySchema = z.object({
  workKey: z.string(),
  /** The series of a '(series) title' record, kept apart from the title. */
  series: z.string().nullable(),
  /** The volumes held in the catalogue, in reading order ('1', '2', … '15'); empty for one volume. */
  volumes: z.array(z.string()),
  /** Records of the work (volumes and editions). */
  recordCount: z.number().int(),
});

/** The reader's school at a glance: '우리 학교 대출가능 2 / 3 · 다른 학교 12곳'. */
export const holdingsSummarySchema = z.object({
  /** Copies of the work at the reader's school (null without one). */
  ownSchool: z.object({ availableCount: z.number().int(), holdingCount: z.number().int() }).nullable(),
  /** Other libraries (in the scope) holding a copy of the work. */
  otherLibraryCount: z.number().int(),
  /** Of those, libraries with a copy free to lend. */
  otherAvailableLibraryCount: z.number().int(),
});

export const searchBookSchema = bookRecordSchema.extend({
  work: workSummarySchema,
  summary: holdingsSummarySchema,
  /** Copies in the searched scope (school, libraries or regions; all libraries when none). */
  holdingCount: z.number().int(),
  availableCount: z.number().int(),
  loanAvailableYn: z.enum(['Y', 'N']),
  /** Up to 20 copies in the scope, available ones first. */
  holdings: z.array(holdingSchema),
});

export const searchResultSchema = z.object({
  list: z.array(searchBookSchema),
  /** Matches, counted exactly up to 1,000; with `totalCountCapped` there are more (decision 015). */
  totalCount: z.number().int().nonnegative(),
  /** true when the count stopped at its cap: the page shows '1,000건 이상'. */
  totalCountCapped: z.boolean().default(false),
  totalPage: z.number().int().nonnegative(),
  page: z.number().int(),
  display: z.number().int(),
  /**
   * When the words found nothing: what the reader probably meant (decision 086), the words without a
   * trailing particle ('완득이가' → '완득이') or the nearest catalogue title or name ('헤리포터' →
   * '해리포터'); null otherwise.
   */
  suggestion: z.string().nullable().default(null),
  /**
   * With the reader's school (neisCode): the scope searched and the matches in each scope (decision
   * 242), counted up to the search's cap: '우리 학교 N · 우리 지역 N · 전국 N'. null otherwise.
   */
  scope: z.enum(SEARCH_SCOPES).nullable().default(null),
  scopeCounts: z
    .object({ school: z.number().int(), region: z.number().int(), nation: z.number().int() })
    .nullable()
    .default(null),
});

export const searchResponseSchema = envelopeSchema(searchResultSchema);

export const aggkwResponseSchema = envelopeSchema(z.object({ logged: z.boolean() }));

export type SearchRequestInput = z.input<typeof searchRequestSchema>;
export type SearchRequest = z.output<typeof searchRequestSchema>;
export type Holding = z.infer<typeof holdingSchema>;
export type BookRecord = z.infer<typeof bookRecordSchema>;
export type SearchBook = z.infer<typeof searchBookSchema>;
export type SearchResult = z.infer<typeof searchResultSchema>;
export type SearchResponse = z.infer<typeof searchResponseSchema>;
export type WorkSummary = z.infer<typeof workSummarySchema>;
export type HoldingsSummary = z.infer<typeof holdingsSummarySchema>;
