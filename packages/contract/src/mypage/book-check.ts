import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';
import { isbnSchema } from '../search/search.ts';
import { blankToUndefined } from '../validators/empty.ts';

/**
 * The book check object (spec 000 §3: "isbn, schKey, memberKey; valid if at least one is non-empty";
 * decision 291). GET /schome/service/mypage/mylibbookshelf/book/check (bookCheckRequestSchema →
 * bookCheckResponseSchema): whether a book is on the member's shelves, and how many books they hold.
 * memberKey, when sent, must be the caller's own; schKey the caller's school.
 */
export const BOOK_CHECK_MESSAGES = {
  oneRequired: 'isbn, schKey, memberKey 중 하나는 입력해주세요.',
} as const;

export const bookCheckSchema = z
  .object({
    isbn: z.preprocess(blankToUndefined, isbnSchema.optional()),
    schKey: z.preprocess(blankToUndefined, z.optional(keySchema('schKey', '학교 키'))),
    memberKey: z.preprocess(blankToUndefined, z.optional(keySchema('memberKey', '회원 키'))),
  })
  .refine((v) => v.isbn !== undefined || v.schKey !== undefined || v.memberKey !== undefined, {
    error: BOOK_CHECK_MESSAGES.oneRequired,
  });
export type BookCheck = z.input<typeof bookCheckSchema>;
export const bookCheckRequestSchema = bookCheckSchema;

export const bookCheckResponseSchema = envelopeSchema(
  z.object({
    /** The ISBN checked (ISBN-13), or null when none was sent. */
    isbn: z.string().nullable(),
    /** Y when a book of that ISBN is on one of the member's shelves. */
    shelvedYn: z.enum(['Y', 'N']),
    /** The member's shelves that hold it. */
    shelfList: z.array(z.object({ shelfKey: z.number().int(), shelfName: z.string() })),
    /** Books on all the member's shelves (myLibTotalBookCount). */
    bookCount: z.number().int(),
  }),
);
