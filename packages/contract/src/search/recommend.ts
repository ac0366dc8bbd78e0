import { z } from 'zod';
import { REGION_CODES } from '../codes/regions.ts';
import { envelopeSchema, listSchema } from '../envelope.ts';
import { neisCodeSchema } from '../schools/school-keys.ts';
import { emptyToUndefined } from '../validators/empty.ts';

const display = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: 'display: 1~50 사이의 숫자여야 합니다.' })
    .int({ error: 'display: 1~50 사이의 숫자여야 합니다.' })
    .min(1, { error: 'display: 1~50 사이의 숫자여야 합니다.' })
    .max(50, { error: 'display: 1~50 사이의 숫자여야 합니다.' })
    .default(10),
);

/** schLevelCode 01 elementary (children's books), 02 middle and 03 high (teen loans); none: everyone. */
export const recommendBestRequestSchema = z.object({
  schLevelCode: z.preprocess(
    emptyToUndefined,
    z.enum(['01', '02', '03'], { error: 'schLevelCode: 01, 02, 03 중 하나여야 합니다.' }).optional(),
  ),
  display,
});

export const recommendedBookSchema = z.object({
  rank: z.number().int(),
  bookKey: z.number().int(),
  isbn: z.string().nullable(),
  title: z.string(),
  author: z.string().nullable(),
  publisher: z.string().nullable(),
  pubYear: z.number().int().nullable(),
  /** Loans in the public-library rankings (best) or copies held in the scope (books). */
  count: z.number().int(),
});

export const recommendBestResponseSchema = envelopeSchema(listSchema(recommendedBookSchema));

export const recommendBooksRequestSchema = z.object({
  provCode: z.preprocess(
    emptyToUndefined,
    z.enum(REGION_CODES, { error: 'provCode: 지역 코드가 올바르지 않습니다.' }).optional(),
  ),
  neisCode: z.preprocess(emptyToUndefined, z.optional(neisCodeSchema)),
  display,
});

export const recommendBooksResponseSchema = envelopeSchema(listSchema(recommendedBookSchema));

export const usersStatisticsSchema = z.object({
  bookCount: z.number().int(),
  libraryCount: z.number().int(),
  holdingCount: z.number().int(),
  onLoanCount: z.number().int(),
  todaySearchCount: z.number().int(),
  todaySearcherCount: z.number().int(),
});

export const usersStatisticsResponseSchema = envelopeSchema(usersStatisticsSchema);

export type RecommendBestRequest = z.infer<typeof recommendBestRequestSchema>;
export type RecommendedBook = z.infer<typeof recommendedBookSchema>;
export type UsersStatistics = z.infer<typeof usersStatisticsSchema>;
