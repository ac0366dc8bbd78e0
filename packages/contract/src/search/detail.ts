import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { neisCodeSchema } from '../schools/school-keys.ts';
import { emptyToUndefined } from '../validators/empty.ts';
import { isKeyText } from '../validators/ids.ts';
import { bookRecordSchema, holdingSchema, isbnSchema, workSummarySchema } from './search.ts';

/**
 * GET /alpasq/api/detail/info (bookKey) and /detail/info/isbn (isbn), spec 000 §7 "query passed through":
 * the record, its holdings per library with status and due date, and whether the user can reserve.
 * `neisCode` puts that school's copies first and decides reservability.
 */

export const detailInfoRequestSchema = z.object({
  bookKey: z
    .string({ error: 'bookKey: 도서 키가 필요합니다.' })
    .trim()
    .refine(isKeyText, { error: 'bookKey: 도서 키는 숫자여야 합니다.' }),
  neisCode: z.preprocess(emptyToUndefined, z.optional(neisCodeSchema)),
});

export const detailInfoIsbnRequestSchema = z.object({
  isbn: z.string({ error: 'isbn: ISBN이 필요합니다.' }).pipe(isbnSchema),
  neisCode: z.preprocess(emptyToUndefined, z.optional(neisCodeSchema)),
});

export const bookDetailSchema = z.object({
  book: bookRecordSchema,
  /** The work (decision 240) and its records, volumes in reading order. */
  work: workSummarySchema.extend({ records: z.array(bookRecordSchema) }),
  /** Every copy of the work: the school's first, then its region's, then the nation's. */
  holdings: z.array(holdingSchema),
  holdingCount: z.number().int(),
  availableCount: z.number().int(),
  /**
   * Y when the request carries a member's credentials and the school holds the work with no copy free
   * (this volume in any edition of the work counts, decision 243).
   */
  reservableYn: z.enum(['Y', 'N']),
  /** Y when reserving would need a login first. */
  loginRequiredYn: z.enum(['Y', 'N']),
});

export const detailInfoResponseSchema = envelopeSchema(bookDetailSchema);

export type BookDetail = z.infer<typeof bookDetailSchema>;
export type DetailInfoResponse = z.infer<typeof detailInfoResponseSchema>;
