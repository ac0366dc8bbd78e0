import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import {
  dateTextSchema,
  keySchema,
  libraryBookSchema,
  pagedListSchema,
  pagingRequestSchema,
} from './common.ts';

/**
 * Reservations: a queue per title and library, served in order of request. When a copy comes back
 * the first WAITING reservation becomes READY: the copy is held on the shelf until `pickupUntil`
 * (RESERVATION_PICKUP_DAYS days); an uncollected hold EXPIREs and the copy goes to the next in line.
 *
 * Member calls, auth `Authorization: Bearer <accessToken>`:
 * GET  /dls/api/reservation/list?page=1&display=10  the member's WAITING and READY reservations
 * POST /dls/api/reservation/request body { bookKey }  reserve a title at the member's own library
 *   404 bookNotHeld; 409 copyAvailable / notReservable / alreadyReserved / alreadyOnLoan;
 *   409 rsvtLimit(n); 403 loanSuspended(reason).
 * POST /dls/api/reservation/cancel  body { rsvtKey }  cancel one's own WAITING or READY reservation
 *   404 notFound; 409 cannotCancel.
 */
export const RESERVATION_PICKUP_DAYS = 3;

export const RESERVATION_STATUSES = ['WAITING', 'READY', 'LOANED', 'CANCELLED', 'EXPIRED'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const RESERVATION_STATUS_NAMES: Record<ReservationStatus, string> = {
  WAITING: '예약 대기',
  READY: '대출 가능(보관 중)',
  LOANED: '대출 완료',
  CANCELLED: '예약 취소',
  EXPIRED: '기간 만료',
};

export const RESERVATION_MESSAGES = {
  bookNotHeld: '우리 학교 도서관에 소장되지 않은 자료입니다.',
  copyAvailable: '대출 가능한 자료가 있어 예약할 수 없습니다. 도서관에서 바로 대출해주세요.',
  notReservable: '대출할 수 있는 자료가 없어 예약할 수 없습니다.',
  alreadyReserved: '이미 예약한 자료입니다.',
  alreadyOnLoan: '이미 대출 중인 자료입니다.',
  /** Another edition of the same book is on loan to the member (decision 243). */
  sameBookOnLoan: '지금 대출 중인 책과 같은 책이라 예약할 수 없습니다.',
  /** Another edition of the same book stands on the school's shelf (decision 243). */
  sameBookAvailable: (callNo: string) =>
    `같은 책이 우리 학교 서가에 있어 예약할 수 없습니다. 청구기호 ${callNo}에서 바로 대출해주세요.`,
  rsvtLimit: (n: number) => `예약은 최대 ${n}권까지 할 수 있습니다.`,
  loanSuspended: (reason: string | null) =>
    reason ? `대출이 정지된 이용자입니다. (${reason})` : '대출이 정지된 이용자입니다.',
  notFound: '예약 내역을 찾을 수 없습니다.',
  cannotCancel: '이미 처리된 예약은 취소할 수 없습니다.',
  reserved: '예약되었습니다.',
  cancelled: '예약이 취소되었습니다.',
} as const;

export const reservationItemSchema = libraryBookSchema.extend({
  rsvtKey: z.number().int(),
  libCode: z.string(),
  libName: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  statusName: z.string(),
  /** ISO 8601 instant. */
  reservedAt: z.string(),
  /** 1-based place in the queue while WAITING; 0 when READY; null otherwise. */
  queuePosition: z.number().int().nullable(),
  /** The copy held on the shelf while READY. */
  regNo: z.string().nullable(),
  /** Last pickup day while READY (yyyy-mm-dd). */
  pickupUntil: dateTextSchema.nullable(),
});

export const reservationListRequestSchema = pagingRequestSchema;
export const reservationListResponseSchema = envelopeSchema(pagedListSchema(reservationItemSchema));

export const reservationRequestSchema = z.object({ bookKey: keySchema('bookKey', '도서 번호') });
export const reservationCancelRequestSchema = z.object({ rsvtKey: keySchema('rsvtKey', '예약 번호') });
export const reservationResponseSchema = envelopeSchema(reservationItemSchema);

export type ReservationItem = z.infer<typeof reservationItemSchema>;
export type ReservationListResponse = z.infer<typeof reservationListResponseSchema>;
