import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { withJosa } from '../korean/josa.ts';
import { emptyOrNullToUndefined } from '../validators/empty.ts';
import { INT4_MAX } from '../validators/ids.ts';

/**
 * Shared pieces of the library (DLS) calls (spec 001 §7).
 *
 * Auth, two kinds:
 * - Member calls under /dls/api/* (a patron's own loans, reservations, ...): the library token from
 *   login or MembershipUpdate, header `Authorization: Bearer <accessToken>`. Missing, expired or
 *   revoked: 403 'DLS 인증이 필요합니다.' (not 401: the client reads 401 as a duplicate portal login).
 * - Staff calls (circulation desk, class status): the portal session headers `token`, `userId`,
 *   `schKey`; the member's role and school are checked on the server.
 */
export const LIBRARY_AUTH_MESSAGES = {
  notLinked: 'DLS 인증이 필요합니다.',
  forbidden: '접근이 불가합니다.',
  libraryNotFound: '학교 도서관을 찾을 수 없습니다.',
} as const;

/** Paging of every DLS list: page default 1, display default 10 (spec 001 §7, §9). */
export const LIBRARY_PAGE_SIZE = 10;
export const LIBRARY_MAX_DISPLAY = 100;

export const pageSchema = z.preprocess(
  emptyOrNullToUndefined,
  z.coerce
    .number({ error: 'page: 페이지는 1 이상의 정수여야 합니다.' })
    .int({ error: 'page: 페이지는 1 이상의 정수여야 합니다.' })
    .min(1, { error: 'page: 페이지는 1 이상의 정수여야 합니다.' })
    .max(100_000, { error: 'page: 페이지가 너무 큽니다.' })
    .default(1),
);

const displayError = `display: 한 페이지에 1~${LIBRARY_MAX_DISPLAY}건을 볼 수 있습니다.`;
export const displaySchema = z.preprocess(
  emptyOrNullToUndefined,
  z.coerce
    .number({ error: displayError })
    .int({ error: displayError })
    .min(1, { error: displayError })
    .max(LIBRARY_MAX_DISPLAY, { error: displayError })
    .default(LIBRARY_PAGE_SIZE),
);

export const pagingRequestSchema = z.object({ page: pageSchema, display: displaySchema });
export type PagingRequest = z.output<typeof pagingRequestSchema>;

/** A positive integer key in a path, query or body, with a field-named Korean message. */
export function keySchema(field: string, label: string) {
  const error = `${field}: ${withJosa(label, '이/가')} 올바르지 않습니다.`;
  return z.coerce.number({ error }).int({ error }).positive({ error }).max(INT4_MAX, { error });
}

/** A library card number as printed on the card (digits, 6–20). */
export const cardNoSchema = z
  .string({ error: 'cardNo: 이용증 번호를 입력해주세요.' })
  .trim()
  .min(1, { error: 'cardNo: 이용증 번호를 입력해주세요.' })
  .regex(/^[0-9A-Za-z-]{4,30}$/, { error: 'cardNo: 이용증 번호 형식이 올바르지 않습니다.' });

/** A copy's registration number (barcode on the book). */
export const regNoSchema = z
  .string({ error: 'regNo: 등록번호를 입력해주세요.' })
  .trim()
  .min(1, { error: 'regNo: 등록번호를 입력해주세요.' })
  .regex(/^[0-9A-Za-z-]{2,30}$/, { error: 'regNo: 등록번호 형식이 올바르지 않습니다.' });

export const libCodeSchema = z
  .string({ error: 'libCode: 도서관 코드가 필요합니다.' })
  .trim()
  .regex(/^[A-Z0-9]{3,20}$/, { error: 'libCode: 도서관 코드가 올바르지 않습니다.' });

export const ynSchema = z.enum(['Y', 'N']);

/** The bibliographic part every library item carries (the search module's record). */
export const libraryBookSchema = z.object({
  bookKey: z.number().int(),
  title: z.string(),
  author: z.string().nullable(),
  publisher: z.string().nullable(),
  isbn: z.string().nullable(),
});

/** A paged list: `data.list`, `data.totalCount`, `totalPage`, `page`, `display` (DESIGN.md §3). */
export function pagedListSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    totalCount: z.number().int().nonnegative(),
    totalPage: z.number().int().nonnegative(),
    page: z.number().int(),
    display: z.number().int(),
  });
}

/** A simple success answer with a Korean message and one changed item. */
export function actionResponseSchema<T extends z.ZodType>(item: T) {
  return envelopeSchema(item);
}

/** Dates are yyyy-mm-dd in Korea time; instants are ISO 8601. */
export const dateTextSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * Demo data the seed guarantees on a fresh database (apps/server/src/db/seed/library.ts), for
 * end-to-end tests and demos at 서울가락초등학교 (LIB7130102):
 * - `checkoutRegNo`: a free copy of `checkoutTitle` that manager1 can check out to student1's card.
 * - `reserveTitle`: every copy at 서울가락초 is on loan to other patrons, so student1 can reserve it.
 * - student1's card has two current loans (not overdue), one returned loan, one wish-book request and an
 *   inter-library loan in flight; the card becomes student1's once linked on MembershipUpdate.
 */
export const LIBRARY_DEMO = {
  libCode: 'LIB7130102',
  neisCode: '7130102',
  student1CardNo: '7130102000123',
  checkoutRegNo: 'LS000001',
  checkoutTitle: '신통방통 분수',
  reserveTitle: '어린이 과학 형사대 CSI',
  reserveIsbn: '9788957367483',
  /** A copy of the reserve title; on loan to another patron. */
  reserveRegNos: ['LS000002', 'LS000003'],
  /** A non-lending (reference) copy. */
  nonLendingRegNo: 'LS000004',
  /**
   * A title 서울가락초 does not hold and 가락중 (of its loan group) lends, free on the shelf: the
   * inter-library loan asked from a book's detail (issue 25.2).
   */
  illIsbn: '9780439785969',
  illTitle: 'Harry Potter and the Half-Blood Prince',
} as const;
