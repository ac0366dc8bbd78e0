import type { LoanItem } from '@reading/contract/library/loans';
import { RESERVATION_STATUS_NAMES, type ReservationItem } from '@reading/contract/library/reservations';
import { libraryMessages } from '../../messages/library.ts';

export type LoanMark = { tone: 'danger' | 'info' | 'muted'; text: string };

/** What a loan row says about its state: overdue days, on loan, or how it was returned. */
export function loanMark(loan: Pick<LoanItem, 'returnDate' | 'overdueYn' | 'overdueDays'>): LoanMark {
  const t = libraryMessages.loans;
  if (loan.returnDate) {
    return loan.overdueDays > 0
      ? { tone: 'danger', text: t.returnedLate(loan.overdueDays) }
      : { tone: 'muted', text: t.returned };
  }
  if (loan.overdueYn === 'Y') return { tone: 'danger', text: t.overdue(Math.max(1, loan.overdueDays)) };
  return { tone: 'info', text: t.onTime };
}

/** The queue column of a reservation: its place while waiting, "ready" on the holds shelf. */
export function queueText(r: Pick<ReservationItem, 'status' | 'queuePosition'>): string {
  if (r.status === 'READY') return libraryMessages.reservations.readyToPickUp;
  if (r.status === 'WAITING' && r.queuePosition !== null) {
    return libraryMessages.reservations.queuePosition(r.queuePosition);
  }
  return RESERVATION_STATUS_NAMES[r.status];
}

/** Only waiting and ready reservations can still be cancelled by the member. */
export const canCancel = (r: Pick<ReservationItem, 'status'>) =>
  r.status === 'WAITING' || r.status === 'READY';
