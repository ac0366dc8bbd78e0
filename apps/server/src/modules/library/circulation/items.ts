import type { GradeRule } from '@reading/contract/library/grades';
import { LOAN_MESSAGES, type LoanItem } from '@reading/contract/library/loans';
import {
  RESERVATION_STATUS_NAMES,
  type ReservationItem,
  type ReservationStatus,
} from '@reading/contract/library/reservations';
import { dateText, daysBetween, isoText } from '../library-clock.ts';
import type { RulesService } from '../rules/rules.ts';
import { ruleGrade } from '../rules/rules.ts';
import type { LoanRow } from './loans.repository.ts';
import type { ReservationRow } from './reservations.repository.ts';

/** Why a renewal would be refused now, or null: the member's and the desk's one rule. */
export function renewBlockReason(row: LoanRow, renewLimit: number, today: string, waited: boolean) {
  if (row.returnedAt) return LOAN_MESSAGES.alreadyReturned;
  if (dateText(row.dueDate)! < today) return LOAN_MESSAGES.renewOverdue;
  if (waited) return LOAN_MESSAGES.renewReserved;
  if (row.renewCount >= renewLimit) return LOAN_MESSAGES.renewLimit;
  return null;
}

export function toLoanItem(row: LoanRow, renewLimit: number, today: string, waited: boolean): LoanItem {
  const due = dateText(row.dueDate)!;
  const returned = dateText(row.returnDate);
  const lateAt = returned ?? today;
  const overdueDays = Math.max(0, daysBetween(due, lateAt));
  const reason = renewBlockReason(row, renewLimit, today, waited);
  return {
    loanKey: row.loanKey,
    libCode: row.libCode,
    libName: row.libName,
    regNo: row.regNo,
    callNo: row.callNo,
    bookKey: row.bookKey,
    title: row.title,
    author: row.author,
    publisher: row.publisher,
    isbn: row.isbn,
    loanDate: dateText(row.loanDate)!,
    dueDate: due,
    returnDate: returned,
    renewCount: row.renewCount,
    renewLimit,
    overdueYn: !returned && overdueDays > 0 ? 'Y' : 'N',
    overdueDays,
    renewableYn: reason === null ? 'Y' : 'N',
    renewBlockReason: reason,
  };
}

export function toReservationItem(row: ReservationRow): ReservationItem {
  const status = row.status as ReservationStatus;
  return {
    rsvtKey: row.rsvtKey,
    libCode: row.libCode,
    libName: row.libName,
    bookKey: row.bookKey,
    title: row.title,
    author: row.author,
    publisher: row.publisher,
    isbn: row.isbn,
    status,
    statusName: RESERVATION_STATUS_NAMES[status] ?? status,
    reservedAt: isoText(row.reservedAt),
    queuePosition: status === 'WAITING' ? row.queuePosition : status === 'READY' ? 0 : null,
    regNo: status === 'READY' ? row.regNo : null,
    pickupUntil: status === 'READY' ? dateText(row.pickupUntil) : null,
  };
}

/** Renewal limits of loans in several libraries and grades, read once per library. */
export async function renewLimits(rules: RulesService, rows: LoanRow[]) {
  const lists = new Map<string, GradeRule[]>();
  for (const lib of new Set(rows.map((r) => r.libCode))) lists.set(lib, await rules.gradeList(lib));
  return (row: LoanRow) =>
    lists.get(row.libCode)?.find((r) => r.grade === ruleGrade(row.grade))?.renewLimit ?? 0;
}

export const patronOf = (row: { cardNo: string; patronName: string; grade: number | null }) => ({
  cardNo: row.cardNo,
  name: row.patronName,
  grade: ruleGrade(row.grade),
});
