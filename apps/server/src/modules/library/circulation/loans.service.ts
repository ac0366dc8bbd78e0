import type { PagingRequest } from '@reading/contract/library/common';
import type { GradeRule } from '@reading/contract/library/grades';
import { LOAN_MESSAGES, type LoanItem } from '@reading/contract/library/loans';
import type { Db } from '../../../db/client.ts';
import { dateText, daysBetween } from '../../../lib/clock.ts';
import { bookSnapshotOf } from '../book-snapshot.ts';
import { paged } from '../paging.ts';
import { type RulesService, ruleGrade } from '../rules/rules.service.ts';
import { schoolYearStart } from '../school-year.ts';
import { type LoanFilter, type LoanRow, loansRepository } from './loans.repository.ts';

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
  const overdueDays = Math.max(0, daysBetween(due, returned ?? today));
  const reason = renewBlockReason(row, renewLimit, today, waited);
  return {
    loanKey: row.loanKey,
    libCode: row.libCode,
    libName: row.libName,
    regNo: row.regNo,
    callNo: row.callNo,
    ...bookSnapshotOf(row),
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

/** The card holder a desk list shows beside a loan or a hold. */
export const patronOf = (row: { cardNo: string; patronName: string; grade: number | null }) => ({
  cardNo: row.cardNo,
  name: row.patronName,
  grade: ruleGrade(row.grade),
});

/** Renewal limits of loans in several libraries and grades, read once per library. */
async function renewLimits(rules: RulesService, rows: LoanRow[]) {
  const lists = new Map<string, GradeRule[]>();
  for (const lib of new Set(rows.map((r) => r.libCode))) lists.set(lib, await rules.gradeList(lib));
  return (row: LoanRow) =>
    lists.get(row.libCode)?.find((r) => r.grade === ruleGrade(row.grade))?.renewLimit ?? 0;
}

export type LoansDeps = { db: Db; rules: RulesService; today: () => string };

/**
 * Loans as the contract shows them (LoanItem): renewal limits by library and grade, waiting reservations
 * by title, overdue days from the library's today. Reads only; check-out, return and renewal are the
 * circulation service's.
 */
export function createLoansService({ db, rules, today }: LoansDeps) {
  async function items(rows: LoanRow[]): Promise<LoanItem[]> {
    const limitOf = await renewLimits(rules, rows);
    const waited = await loansRepository.waitedFor(
      db,
      rows.filter((r) => !r.returnedAt).map((r) => r.bookKey),
      rows.length > 0 && rows.every((r) => r.patronId === rows[0]!.patronId) ? rows[0]!.patronId : null,
    );
    const t = today();
    return rows.map((r) => toLoanItem(r, limitOf(r), t, waited.has(`${r.libCode}|${r.bookKey}`)));
  }

  async function list(filter: LoanFilter, paging: PagingRequest) {
    const offset = (paging.page - 1) * paging.display;
    const { rows, total } = await loansRepository.list(db, filter, paging.display, offset);
    return { rows, items: await items(rows), total };
  }

  return {
    items,

    /** One loan as an item (after a renewal or a return); it exists, the caller just moved it. */
    async itemOf(loanKey: number): Promise<LoanItem> {
      const [item] = await items([(await loansRepository.byKey(db, loanKey))!]);
      return item!;
    },

    /** A page of loans under a filter (a member's current loans or history). */
    async page(filter: LoanFilter, paging: PagingRequest) {
      const { items: pageItems, total } = await list(filter, paging);
      return paged(pageItems, total, paging);
    },

    /** A page of loans with the card holder of each (the desk's lists). */
    async deskPage(filter: LoanFilter, paging: PagingRequest) {
      const { rows, items: pageItems, total } = await list(filter, paging);
      return paged(
        pageItems.map((item, i) => ({ ...item, patron: patronOf(rows[i]!) })),
        total,
        paging,
      );
    },

    /** Every loan of a patron under a filter, current and returned together, newest loan first. */
    async allOfPatron(patronId: number, filter: Omit<LoanFilter, 'patronId' | 'open'> = {}) {
      // A card holds at most a few hundred loans: current ones, then returned ones, in one sorted list.
      const open = await list({ ...filter, patronId, open: true }, { page: 1, display: 100 });
      const returned = await list({ ...filter, patronId, open: false }, { page: 1, display: 1000 });
      return [...open.items, ...returned.items].sort((a, b) =>
        a.loanDate < b.loanDate ? 1 : a.loanDate > b.loanDate ? -1 : b.loanKey - a.loanKey,
      );
    },

    /** A patron's open and overdue loans now, and loans since the school year began. */
    async countsOf(patronId: number) {
      const t = today();
      const [counts] = await loansRepository.countsOfPatrons(db, [patronId], t, schoolYearStart(t));
      return {
        loanCount: counts?.loanCount ?? 0,
        overdueCount: counts?.overdueCount ?? 0,
        yearLoanCount: counts?.yearLoanCount ?? 0,
      };
    },

    /** The libraries a patron has borrowed from, with the count and the last loan day. */
    async librariesOf(patronId: number) {
      const rows = await loansRepository.librariesOfPatron(db, patronId);
      return rows.map((r) => ({ ...r, lastLoanDate: dateText(r.lastLoanDate) }));
    },
  };
}

export type LoansService = ReturnType<typeof createLoansService>;
