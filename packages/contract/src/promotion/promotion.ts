import { z } from 'zod';
import { CONTENT_MAX } from '../community/codes.ts';
import { pageIndexSchema, pageSizeSchema } from '../community/posts.ts';
import { richTextSchema } from '../community/questions.ts';
import { envelopeSchema } from '../envelope.ts';
import { emptyOrNullToUndefined } from '../validators/empty.ts';
import { PROMOTION_COLLECTION_KEYS, PROMOTION_KINDS, PROMOTION_MESSAGES } from './collections.ts';
import { HISTORY_CATEGORY_CODES } from './history-categories.ts';
import { CONTINENTS } from './regions.ts';

/**
 * The promotion pages' calls (spec 000 §7 and spec 001 §7 name only /PromotionRecommend/{hash} and
 * S21_006_RegionGeoData; the rest is ours, decision 120). Under /schome/service/promotion:
 *
 * GET  /PromotionRecommend?kind=novel                 the kind's collections with their introductions; public
 * GET  /PromotionRecommend/:collectionKey?pageIndex&pageSize&availableOnly&sort
 *                                                     a collection and a page of its books; public
 * GET  /S21_006_RegionGeoData                         the map's featured regions with book counts; public
 * GET  /S21_006_RegionGeoData/:regionKey/books?pageIndex&pageSize&availableOnly
 *                                                     a region (or `world`) and a page of its books; public
 * GET  /history?date=MMDD                             the day's events of Korean history (nearest days when
 *                                                     the date has none) with books about each; public
 * POST /intro/save { collectionKey, content }         an operator writes a collection's introduction
 *                                                     (sanitized HTML, banned-word check); 401/403 others
 */

export const collectionKeySchema = z.enum(PROMOTION_COLLECTION_KEYS, {
  error: `collectionKey: ${PROMOTION_MESSAGES.collectionNotFound}`,
});

export const availableOnlySchema = z.preprocess(
  emptyOrNullToUndefined,
  z.enum(['Y', 'N'], { error: 'availableOnly: Y 또는 N이어야 합니다.' }).default('N'),
);
export const bookSortSchema = z.preprocess(
  emptyOrNullToUndefined,
  z.enum(['popular', 'newest'], { error: 'sort: popular 또는 newest여야 합니다.' }).default('popular'),
);

export const booksPageQuery = {
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
  availableOnly: availableOnlySchema,
  sort: bookSortSchema,
};

/** A book of a promotion list with its availability across the union catalogue's school libraries. */
export const promotionBookSchema = z.object({
  bookKey: z.number().int(),
  isbn13: z.string().nullable(),
  title: z.string(),
  author: z.string().nullable(),
  publisher: z.string().nullable(),
  pubYear: z.number().int().nullable(),
  kdc: z.string().nullable(),
  /** ISO 639-2: kor, eng, jpn … */
  languageCode: z.string(),
  /** Copies in school libraries, and of them on the shelf now. */
  holdingCount: z.number().int(),
  availableCount: z.number().int(),
});
export type PromotionBook = z.infer<typeof promotionBookSchema>;

const booksPageSchema = {
  list: z.array(promotionBookSchema),
  totalCount: z.number().int(),
  totalPage: z.number().int(),
};

export const collectionSummarySchema = z.object({
  collectionKey: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  type: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The operator's introduction (sanitized HTML), or null when none is written. */
  intro: z.string().nullable(),
  introModDate: z.string().nullable(),
});
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

export const collectionListRequestSchema = z.object({
  kind: z.preprocess(
    emptyOrNullToUndefined,
    z.enum(PROMOTION_KINDS, { error: 'kind: novel, human, language 중 하나여야 합니다.' }).optional(),
  ),
});
export const collectionListResponseSchema = envelopeSchema(
  z.object({ list: z.array(collectionSummarySchema), totalCount: z.number().int() }),
);

/** A path's key: an unknown but well-formed key answers 404, a malformed one 400. */
export const collectionParamsSchema = z.object({
  collectionKey: z
    .string()
    .regex(/^[a-z]{2,20}-[a-z]{2,20}$/, { error: `collectionKey: ${PROMOTION_MESSAGES.collectionNotFound}` }),
});
export const collectionBooksRequestSchema = z.object(booksPageQuery);
export type CollectionBooksRequest = z.input<typeof collectionBooksRequestSchema>;
export const collectionBooksResponseSchema = envelopeSchema(
  z.object({ collection: collectionSummarySchema, ...booksPageSchema }),
);
export type CollectionBooks = z.infer<typeof collectionBooksResponseSchema>['data'];

export const regionSummarySchema = z.object({
  key: z.string(),
  isoNumeric: z.string(),
  name: z.string(),
  continent: z.enum(Object.keys(CONTINENTS) as [keyof typeof CONTINENTS]),
  continentName: z.string(),
  bookCount: z.number().int(),
});
export type RegionSummary = z.infer<typeof regionSummarySchema>;
export const regionListResponseSchema = envelopeSchema(
  z.object({ list: z.array(regionSummarySchema), totalCount: z.number().int() }),
);

export const regionParamsSchema = z.object({
  regionKey: z.string().regex(/^[a-z]{2,20}$/, { error: `regionKey: ${PROMOTION_MESSAGES.regionNotFound}` }),
});
export const regionBooksResponseSchema = envelopeSchema(
  z.object({
    /** null for the whole world (`world`). */
    region: regionSummarySchema.nullable(),
    ...booksPageSchema,
  }),
);
export type RegionBooks = z.infer<typeof regionBooksResponseSchema>['data'];

/** MMDD: a day of the year (02-29 included). */
export const historyDateSchema = z.preprocess(
  emptyOrNullToUndefined,
  z
    .string({ error: PROMOTION_MESSAGES.dateInvalid })
    .regex(/^(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])$/, { error: PROMOTION_MESSAGES.dateInvalid })
    .refine(
      (v) => {
        const month = Number(v.slice(0, 2));
        const day = Number(v.slice(2));
        return day <= new Date(Date.UTC(2024, month, 0)).getUTCDate();
      },
      { error: PROMOTION_MESSAGES.dateInvalid },
    )
    .optional(),
);
export const historyRequestSchema = z.object({ date: historyDateSchema });

export const historyEventSchema = z.object({
  eventKey: z.string(),
  /** MMDD */
  date: z.string(),
  year: z.number().int(),
  title: z.string(),
  description: z.string(),
  categoryCode: z.enum(HISTORY_CATEGORY_CODES),
  categoryName: z.string(),
  books: z.array(promotionBookSchema),
});
export type HistoryEvent = z.infer<typeof historyEventSchema>;
export const historyResponseSchema = envelopeSchema(
  z.object({
    /** The day asked for (MMDD; today in Korea when none was given). */
    date: z.string(),
    /** The days whose events are listed: the date itself, or the nearest days with events. */
    eventDates: z.array(z.string()),
    exact: z.boolean(),
    previousDate: z.string(),
    nextDate: z.string(),
    list: z.array(historyEventSchema),
    totalCount: z.number().int(),
  }),
);
export type HistoryDay = z.infer<typeof historyResponseSchema>['data'];

export const introSaveRequestSchema = z.object({
  collectionKey: collectionKeySchema,
  content: richTextSchema(CONTENT_MAX),
});
export type IntroSaveRequest = z.input<typeof introSaveRequestSchema>;
export const introSaveResponseSchema = envelopeSchema(collectionSummarySchema);
