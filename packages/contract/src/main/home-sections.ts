import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';

/**
 * GET /schome/service/main/home/sections (docs/decisions/021-home-sections.md): the home page's
 * sections in one call: popular books (loan rankings, by school level), new arrivals, latest
 * notices and reading statistics. The spec shows the sections, not their call, so the path is ours.
 */
export const homeSectionsRequestSchema = z.object({
  /** The site's school level (spec 000 §3): 01 elementary, 02 middle, 03 high; absent on the main site. */
  schLevelCode: z
    .enum(['01', '02', '03'], { error: 'schLevelCode: 01, 02, 03 중 하나여야 합니다.' })
    .optional(),
});

export const homeBookSchema = z.object({
  bookKey: z.number().int(),
  isbn13: z.string().nullable(),
  title: z.string(),
  author: z.string().nullable(),
  publisher: z.string().nullable(),
  pubYear: z.number().int().nullable(),
});

export const popularHomeBookSchema = homeBookSchema.extend({
  rank: z.number().int().positive(),
  loans: z.number().int().nonnegative(),
});

export const homeNoticeSchema = z.object({
  noticeKey: z.number().int(),
  title: z.string(),
  regDate: z.string(),
});

export const regionStatisticSchema = z.object({
  provCode: z.string(),
  name: z.string(),
  schoolCount: z.number().int().nonnegative(),
});

export const homeStatisticsSchema = z.object({
  schoolCount: z.number().int().nonnegative(),
  bookCount: z.number().int().nonnegative(),
  libraryCount: z.number().int().nonnegative(),
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
