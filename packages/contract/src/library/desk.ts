import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { emptyToUndefined } from '../validators/empty.ts';
import {
  cardNoSchema,
  dateTextSchema,
  displaySchema,
  keySchema,
  libCodeSchema,
  pagedListSchema,
  pageSchema,
  regNoSchema,
  ynSchema,
} from './common.ts';
import { FURNISH_STATUSES, furnishItemSchema } from './furnish-books.ts';
import { ILL_ACTIONS, ILL_MESSAGES, ILL_STATUSES, illItemSchema } from './ill.ts';
import { loanItemSchema } from './loans.ts';
import { reservationItemSchema } from './reservations.ts';

/**
 * The circulation desk: the school librarian's own screen. Every call: portal session headers
 * (`token`, `userId`, `schKey`) of a school manager (memberTypeCode 03) of the school whose library
 * `libCode` is; anyone else 403 '접근이 불가합니다.' (no session 401). Paths under /dls/api/desk/:libCode.
 *
 * GET  /desk/:libCode/patron?cardNo=…        a card: patron, limits, current loans, holds ready
 * POST /desk/:libCode/checkout {cardNo, regNo}  check a copy out (DESK_MESSAGES refusals, 4xx)
 * POST /desk/:libCode/checkin  {regNo}        check in; the copy goes to the first waiting reservation
 * POST /desk/:libCode/renew    {regNo}        renew a loan at the desk (same rules as the member's)
 * GET  /desk/:libCode/loans?cardNo=&page=&display=   current loans of the library (or one card)
 * GET  /desk/:libCode/overdue?page=&display=  overdue loans, most overdue first
 * GET  /desk/:libCode/holds?page=&display=    the holds shelf: READY reservations with pickup window
 * GET  /desk/:libCode/furnish-books?status=REQUESTED&page=&display=  wish-book queue
 * POST /desk/:libCode/furnish-books/:requestKey/accept
 * POST /desk/:libCode/furnish-books/:requestKey/decline {reason}
 * GET  /desk/:libCode/inter-library-loan?side=all|lending|borrowing&status=&page=&display=
 * POST /desk/:libCode/inter-library-loan/:illKey/:action {reason?}  action: approve|send|receive|return|refuse
 */
export const DESK_MESSAGES = {
  patronNotFound: '등록되지 않은 이용증 번호입니다.',
  patronOtherLibrary: 'cardNo: 우리 학교 도서관의 이용증이 아닙니다.',
  copyNotFound: '등록번호에 해당하는 자료가 없습니다.',
  copyOnLoan: '이미 대출 중인 자료입니다.',
  copyHeld: '다른 이용자를 위해 예약 보관 중인 자료입니다.',
  copyNonLending: '대출할 수 없는 자료(열람 전용)입니다.',
  copyLost: '분실 처리된 자료입니다.',
  copyIll: '상호대차 처리 중인 자료입니다.',
  loanLimit: (n: number) => `대출 가능 권수(${n}권)를 모두 대출 중입니다.`,
  overdueBlock: '연체 중인 자료가 있어 대출할 수 없습니다.',
  loanSuspended: (reason: string | null) =>
    reason ? `대출이 정지된 이용자입니다. (${reason})` : '대출이 정지된 이용자입니다.',
  notOnLoan: '대출 중인 자료가 아닙니다.',
  checkedOut: '대출되었습니다.',
  checkedIn: '반납되었습니다.',
  checkedInHeld: '반납되었습니다. 예약자를 위해 보관해주세요.',
  renewed: '대출 기간이 연장되었습니다.',
} as const;

export const deskLibraryParamsSchema = z.object({ libCode: libCodeSchema });

export const deskPatronSchema = z.object({
  cardNo: z.string(),
  name: z.string(),
  grade: z.number().int(),
  gradeName: z.string(),
  classNo: z.number().int().nullable(),
  loanYn: ynSchema,
  loanNReason: z.string().nullable(),
  loanCount: z.number().int(),
  loanLimit: z.number().int(),
  overdueCount: z.number().int(),
  rsvtCount: z.number().int(),
});

export const deskPatronRequestSchema = z.object({ cardNo: cardNoSchema });
export const deskPatronResponseSchema = envelopeSchema(
  z.object({
    patron: deskPatronSchema,
    loans: z.array(loanItemSchema),
    /** READY reservations of this patron waiting on the holds shelf. */
    holds: z.array(reservationItemSchema),
  }),
);

export const checkoutRequestSchema = z.object({ cardNo: cardNoSchema, regNo: regNoSchema });
export const checkoutResponseSchema = envelopeSchema(
  z.object({ loan: loanItemSchema, patron: deskPatronSchema }),
);

export const checkinRequestSchema = z.object({ regNo: regNoSchema });
export const checkinResponseSchema = envelopeSchema(
  z.object({
    loan: loanItemSchema,
    /** Set when the copy now waits on the holds shelf for the next patron in the queue. */
    heldFor: z
      .object({
        rsvtKey: z.number().int(),
        cardNo: z.string(),
        name: z.string(),
        pickupUntil: dateTextSchema,
      })
      .nullable(),
  }),
);

export const deskRenewRequestSchema = z.object({ regNo: regNoSchema });
export const deskRenewResponseSchema = envelopeSchema(loanItemSchema);

/** A desk row: an item with the patron it belongs to. */
const withPatron = <T extends z.ZodObject>(item: T) =>
  item.extend({ patron: z.object({ cardNo: z.string(), name: z.string(), grade: z.number().int() }) });

export const deskLoanItemSchema = withPatron(loanItemSchema);
export const deskHoldItemSchema = withPatron(reservationItemSchema);

export const deskLoansRequestSchema = z.object({
  cardNo: z.preprocess((v) => (v === '' ? undefined : v), cardNoSchema.optional()),
  page: pageSchema,
  display: displaySchema,
});
export const deskLoansResponseSchema = envelopeSchema(pagedListSchema(deskLoanItemSchema));
export const deskOverdueRequestSchema = z.object({ page: pageSchema, display: displaySchema });
export const deskOverdueResponseSchema = deskLoansResponseSchema;
export const deskHoldsRequestSchema = z.object({ page: pageSchema, display: displaySchema });
export const deskHoldsResponseSchema = envelopeSchema(pagedListSchema(deskHoldItemSchema));

export const deskFurnishRequestSchema = z.object({
  status: z.preprocess(
    emptyToUndefined,
    z.enum(FURNISH_STATUSES, { error: 'status: 처리 상태가 올바르지 않습니다.' }).optional(),
  ),
  page: pageSchema,
  display: displaySchema,
});
export const deskFurnishResponseSchema = envelopeSchema(pagedListSchema(furnishItemSchema));
export const deskFurnishParamsSchema = z.object({
  libCode: libCodeSchema,
  requestKey: keySchema('requestKey', '신청 번호'),
});
export const deskFurnishDeclineSchema = z.object({
  reason: z
    .string({ error: 'reason: 반려 사유를 입력해주세요.' })
    .trim()
    .min(1, { error: 'reason: 반려 사유를 입력해주세요.' })
    .max(200, { error: 'reason: 반려 사유는 200자 이내로 입력해주세요.' }),
});
export const deskFurnishActionResponseSchema = envelopeSchema(furnishItemSchema);

export const deskIllRequestSchema = z.object({
  side: z.preprocess(
    emptyToUndefined,
    z
      .enum(['all', 'lending', 'borrowing'], { error: 'side: all, lending, borrowing 중 하나여야 합니다.' })
      .default('all'),
  ),
  status: z.preprocess(
    emptyToUndefined,
    z.enum(ILL_STATUSES, { error: 'status: 상호대차 상태가 올바르지 않습니다.' }).optional(),
  ),
  page: pageSchema,
  display: displaySchema,
});
export const deskIllResponseSchema = envelopeSchema(pagedListSchema(illItemSchema));
export const deskIllParamsSchema = z.object({
  libCode: libCodeSchema,
  illKey: keySchema('illKey', '상호대차 번호'),
  action: z.enum(ILL_ACTIONS, {
    error: 'action: approve, send, receive, return, refuse 중 하나여야 합니다.',
  }),
});
/** `reason` is required for refuse, ignored otherwise; the body may be left out (or null). */
export const deskIllActionBodySchema = z.preprocess(
  (v) => v ?? {},
  z.object({
    reason: z.string().trim().max(200, { error: 'reason: 사유는 200자 이내로 입력해주세요.' }).optional(),
  }),
);
export const deskIllActionResponseSchema = envelopeSchema(illItemSchema);
/** The desk's refuse form: a refusal needs its reason (the service answers ILL_MESSAGES.refuseReason). */
export const deskIllRefuseSchema = z.object({
  reason: z
    .string({ error: ILL_MESSAGES.refuseReason })
    .trim()
    .min(1, { error: ILL_MESSAGES.refuseReason })
    .max(200, { error: 'reason: 사유는 200자 이내로 입력해주세요.' }),
});

export type DeskPatron = z.infer<typeof deskPatronSchema>;
export type DeskLoanItem = z.infer<typeof deskLoanItemSchema>;
export type DeskHoldItem = z.infer<typeof deskHoldItemSchema>;
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export type CheckinRequest = z.input<typeof checkinRequestSchema>;
