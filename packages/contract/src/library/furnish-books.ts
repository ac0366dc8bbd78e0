import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { bookRecordSchema } from '../search/search.ts';
import { toIsbn13 } from '../validators/isbn.ts';
import {
  displaySchema,
  keySchema,
  libraryBookSchema,
  pagedListSchema,
  pageSchema,
  pagingRequestSchema,
} from './common.ts';

/**
 * Wish books (furnish-books): a member asks the school library to acquire a book found in the union
 * catalogue; the librarian accepts or declines with a reason (desk.ts).
 *
 * Member calls, auth `Authorization: Bearer <accessToken>`:
 * GET  /dls/api/furnish-books/list?page=1&display=10  the member's requests, newest first
 * GET  /dls/api/furnish-books/search?searchKeyword=…&page=1&display=10
 *   the union catalogue (the search module's search), each book marked when the member's library
 *   already holds it (`heldYn`) or the member already asked for it (`requestedYn`).
 * POST /dls/api/furnish-books/request body { bookKey, memo? }
 *   404 bookNotFound; 409 alreadyHeld / alreadyRequested; 403 loanSuspended.
 * POST /dls/api/furnish-books/request-manual body { title, author, publisher, isbn?, pubYear?, memo? }
 *   a book the catalogue lacks, typed in by hand (issue 25.4). An ISBN the catalogue knows makes it that
 *   catalogue book's request; otherwise the same member's open request for the same ISBN, or for the
 *   same title and author (spacing, case and punctuation aside), is a duplicate (409 alreadyRequested),
 *   and a title and author the library already holds answer 409 alreadyHeld.
 */
export const FURNISH_STATUSES = ['REQUESTED', 'ACCEPTED', 'DECLINED'] as const;
export type FurnishStatus = (typeof FURNISH_STATUSES)[number];
export const FURNISH_STATUS_NAMES: Record<FurnishStatus, string> = {
  REQUESTED: '신청',
  ACCEPTED: '구입 결정',
  DECLINED: '반려',
};

export const FURNISH_MEMO_MAX = 200;
/** Title, author and publisher of a hand-typed wish book. */
export const FURNISH_TEXT_MAX = 200;

export const FURNISH_MESSAGES = {
  keywordRequired: 'searchKeyword: 검색어를 입력해주세요.',
  bookNotFound: '도서를 찾을 수 없습니다.',
  alreadyHeld: '이미 우리 학교 도서관에 소장된 자료입니다.',
  alreadyRequested: '이미 신청한 희망도서입니다.',
  memoTooLong: `memo: 신청 사유는 ${FURNISH_MEMO_MAX}자 이내로 입력해주세요.`,
  titleRequired: 'title: 도서명을 입력해주세요.',
  titleTooLong: `title: 도서명은 ${FURNISH_TEXT_MAX}자 이내로 입력해주세요.`,
  authorRequired: 'author: 저자를 입력해주세요.',
  authorTooLong: `author: 저자는 ${FURNISH_TEXT_MAX}자 이내로 입력해주세요.`,
  publisherRequired: 'publisher: 출판사를 입력해주세요.',
  publisherTooLong: `publisher: 출판사는 ${FURNISH_TEXT_MAX}자 이내로 입력해주세요.`,
  isbnInvalid: 'isbn: ISBN 형식이 올바르지 않습니다. 숫자 10자리 또는 13자리로 입력해주세요.',
  pubYearInvalid: 'pubYear: 발행년을 네 자리 숫자로 입력해주세요.',
  notFound: '희망도서 신청을 찾을 수 없습니다.',
  alreadyDecided: '이미 처리된 희망도서 신청입니다.',
  declineReason: 'reason: 반려 사유를 입력해주세요.',
  requested: '희망도서가 신청되었습니다.',
  accepted: '희망도서 신청을 승인했습니다.',
  declined: '희망도서 신청을 반려했습니다.',
} as const;

export const furnishItemSchema = libraryBookSchema.extend({
  /** The catalogue book; null for a book typed in by hand that the catalogue lacks. */
  bookKey: z.number().int().nullable(),
  requestKey: z.number().int(),
  libCode: z.string(),
  libName: z.string(),
  pubYear: z.number().int().nullable(),
  status: z.enum(FURNISH_STATUSES),
  statusName: z.string(),
  /** The member's reason for asking. */
  memo: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** ISO 8601 instants. */
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The requesting patron (desk lists only; null in the member's own list). */
  patron: z.object({ cardNo: z.string(), name: z.string() }).nullable(),
});

export const furnishListRequestSchema = pagingRequestSchema;
export const furnishListResponseSchema = envelopeSchema(pagedListSchema(furnishItemSchema));

export const furnishSearchRequestSchema = z.object({
  searchKeyword: z
    .string({ error: FURNISH_MESSAGES.keywordRequired })
    .trim()
    .min(1, { error: FURNISH_MESSAGES.keywordRequired })
    .max(100, { error: 'searchKeyword: 검색어는 100자 이내로 입력해주세요.' }),
  page: pageSchema,
  display: displaySchema,
});
export const furnishSearchItemSchema = bookRecordSchema.extend({
  heldYn: z.enum(['Y', 'N']),
  requestedYn: z.enum(['Y', 'N']),
});
export const furnishSearchResponseSchema = envelopeSchema(pagedListSchema(furnishSearchItemSchema));

export const furnishRequestSchema = z.object({
  bookKey: keySchema('bookKey', '도서 번호'),
  memo: z
    .string()
    .trim()
    .max(FURNISH_MEMO_MAX, { error: FURNISH_MESSAGES.memoTooLong })
    .optional()
    .transform((v) => (v ? v : null)),
});
export const furnishResponseSchema = envelopeSchema(furnishItemSchema);

const manualText = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(FURNISH_TEXT_MAX, { error: tooLong });

/** ISBN-10 or ISBN-13 with a valid check digit, hyphens allowed; answered as the ISBN-13. */
const isbnField = z
  .string()
  .trim()
  .refine((v) => v === '' || toIsbn13(v) !== null, { error: FURNISH_MESSAGES.isbnInvalid })
  .optional()
  .transform((v) => (v ? toIsbn13(v) : null));

export const furnishManualRequestSchema = z.object({
  title: manualText(FURNISH_MESSAGES.titleRequired, FURNISH_MESSAGES.titleTooLong),
  author: manualText(FURNISH_MESSAGES.authorRequired, FURNISH_MESSAGES.authorTooLong),
  publisher: manualText(FURNISH_MESSAGES.publisherRequired, FURNISH_MESSAGES.publisherTooLong),
  isbn: isbnField,
  pubYear: z.coerce
    .number({ error: FURNISH_MESSAGES.pubYearInvalid })
    .int({ error: FURNISH_MESSAGES.pubYearInvalid })
    .min(1000, { error: FURNISH_MESSAGES.pubYearInvalid })
    .max(9999, { error: FURNISH_MESSAGES.pubYearInvalid })
    .optional()
    .nullable(),
  memo: furnishRequestSchema.shape.memo,
});
export type FurnishManualRequest = z.input<typeof furnishManualRequestSchema>;

export type FurnishItem = z.infer<typeof furnishItemSchema>;
export type FurnishSearchItem = z.infer<typeof furnishSearchItemSchema>;
export type FurnishListResponse = z.infer<typeof furnishListResponseSchema>;
export type FurnishSearchResponse = z.infer<typeof furnishSearchResponseSchema>;
