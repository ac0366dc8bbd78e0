import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import {
  dateTextSchema,
  keySchema,
  libraryBookSchema,
  pagedListSchema,
  pagingRequestSchema,
  ynSchema,
} from './common.ts';

/**
 * A patron's loans. All three calls: auth `Authorization: Bearer <accessToken>` (the member's own
 * card); 403 'DLS 인증이 필요합니다.' without it.
 *
 * GET  /dls/api/loan/list?page=1&display=10     current loans (not returned), due date first
 * GET  /dls/api/loan/history?page=1&display=10  returned loans, latest return first
 * POST /dls/api/loan/renew  body { loanKey }    renew one of the member's own loans
 *   409 renewReserved / renewOverdue / renewLimit; 404 notFound (also another patron's loan).
 */
export const LOAN_MESSAGES = {
  notFound: '대출 기록을 찾을 수 없습니다.',
  alreadyReturned: '이미 반납된 자료입니다.',
  renewReserved: '다른 이용자가 예약한 자료는 연장할 수 없습니다.',
  renewOverdue: '연체 중인 자료는 연장할 수 없습니다.',
  renewLimit: '연장 가능 횟수를 모두 사용했습니다.',
  renewed: '대출 기간이 연장되었습니다.',
} as const;

export const loanItemSchema = libraryBookSchema.extend({
  loanKey: z.number().int(),
  libCode: z.string(),
  libName: z.string(),
  regNo: z.string(),
  callNo: z.string(),
  loanDate: dateTextSchema,
  dueDate: dateTextSchema,
  /** Null while on loan. */
  returnDate: dateTextSchema.nullable(),
  renewCount: z.number().int(),
  renewLimit: z.number().int(),
  overdueYn: ynSchema,
  /** Days past the due date (0 when not overdue; for returned loans, days late at return). */
  overdueDays: z.number().int(),
  /** Whether a renewal would be accepted now, and if not, the Korean reason (one of LOAN_MESSAGES). */
  renewableYn: ynSchema,
  renewBlockReason: z.string().nullable(),
});

export const loanListRequestSchema = pagingRequestSchema;
export const loanListResponseSchema = envelopeSchema(pagedListSchema(loanItemSchema));
export const loanHistoryRequestSchema = pagingRequestSchema;
export const loanHistoryResponseSchema = loanListResponseSchema;

export const loanRenewRequestSchema = z.object({ loanKey: keySchema('loanKey', '대출 번호') });
export const loanRenewResponseSchema = envelopeSchema(loanItemSchema);

export type LoanItem = z.infer<typeof loanItemSchema>;
export type LoanListResponse = z.infer<typeof loanListResponseSchema>;
export type LoanRenewRequest = z.input<typeof loanRenewRequestSchema>;
