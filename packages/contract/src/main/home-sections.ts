import { z } from 'zod/mini';
import { envelopeSchema } from '../envelope.ts';

/**
 * GET /schome/service/main/home/sections (docs/decisions/021-home-sections.md): the home page's
 * sections in one call: popular books (loan rankings, by school level), new arrivals, latest
 * notices and reading statistics. The spec shows the sections, not their call, so the path is ours.
 */
export const homeSectionsRequestSchema = z.object({
  /** The site's school level (spec 000 §3): 01 elementary, 02 middle, 03 high; absent on the main site. */
  schLevelCode: z.optional(
    z.enum(['01', '02', '03'], { error: 'schLevelCode: 01, 02, 03 중 하나여야 합니다.' }),
  ),
});

/**
 * A book card of the home: what the cards show and the detail link's key. (Its ISBN was sent too and never
 * read: 1.3 KB of the 11.5 KB every visitor's home reads, decision 161.)
 */
export const homeBookSchema = z.object({
  bookKey: z.int(),
  title: z.string(),
  author: z.nullable(z.string()),
  publisher: z.nullable(z.string()),
  pubYear: z.nullable(z.int()),
});

/** `loans` is null on the elementary sites, whose children's list ranks titles without loan counts. */
export const popularHomeBookSchema = z.extend(homeBookSchema, {
  rank: z.int().check(z.positive()),
  loans: z.nullable(z.int().check(z.nonnegative())),
  /** One entry per work (decision 240): its volumes in reading order, empty for one volume. */
  volumes: z.array(z.string()),
});

export const homeNoticeSchema = z.object({
  noticeKey: z.int(),
  title: z.string(),
  regDate: z.string(),
});

export const regionStatisticSchema = z.object({
  provCode: z.string(),
  name: z.string(),
  schoolCount: z.int().check(z.nonnegative()),
});

export const homeStatisticsSchema = z.object({
  schoolCount: z.int().check(z.nonnegative()),
  bookCount: z.int().check(z.nonnegative()),
  libraryCount: z.int().check(z.nonnegative()),
  regions: z.array(regionStatisticSchema),
});

/** Popular books of one KDC main class (0 general works … 9 history), for the category tab. */
export const categoryBooksSchema = z.object({
  classCode: z.string(),
  className: z.string(),
  books: z.array(popularHomeBookSchema),
});

export const homeSectionsResponseSchema = envelopeSchema(
  z.object({
    popularBooks: z.array(popularHomeBookSchema),
    categoryBooks: z.array(categoryBooksSchema),
    newArrivals: z.array(homeBookSchema),
    notices: z.array(homeNoticeSchema),
    statistics: homeStatisticsSchema,
  }),
);

export type HomeSectionsRequest = z.infer<typeof homeSectionsRequestSchema>;
export type HomeBook = z.infer<typeof homeBookSchema>;
export type PopularHomeBook = z.infer<typeof popularHomeBookSchema>;
export type CategoryBooks = z.infer<typeof categoryBooksSchema>;
export type HomeNotice = z.infer<typeof homeNoticeSchema>;
export type HomeStatistics = z.infer<typeof homeStatisticsSchema>;
export type HomeSectionsResponse = z.infer<typeof homeSectionsResponseSchema>;
