import type { PagingRequest } from '@reading/contract/library/common';
import type { LoanItem } from '@reading/contract/library/loans';
import type { LoansService } from '../circulation/loans.service.ts';
import type { ReservationsService } from '../circulation/reservations.service.ts';
import { paged } from '../paging.ts';
import type { PatronService } from '../patrons/patron.service.ts';

/** Which of a member's loans: current or returned, of one library, loaned between two days (yyyy-mm-dd). */
export type MemberLoanFilter = { open?: boolean; libCode?: string; from?: string; to?: string };

/** A member's loan counts at their linked card's library. */
export type MemberLoanCounts = {
  libCode: string;
  loanCount: number;
  overdueCount: number;
  rsvtCount: number;
  /** Loans since the school year began (1 March). */
  yearLoanCount: number;
};

export type LoanHistoryDeps = {
  patrons: PatronService;
  loans: LoansService;
  reservations: ReservationsService;
};

/**
 * A portal member's loans through their linked library card (decision 034): the loan history pages
 * (spec 001 §7) and the facts the portal reads through the library's public face (my page, badges).
 * A member with no linked card has no loans.
 */
export function createLoanHistoryService({ patrons, loans, reservations }: LoanHistoryDeps) {
  async function loansOf(memberKey: number, filter: MemberLoanFilter = {}): Promise<LoanItem[]> {
    const card = await patrons.linkedPatron(memberKey);
    if (!card) return [];
    const { open, ...rest } = filter;
    const all = await loans.allOfPatron(card.patronId, rest);
    return open === undefined ? all : all.filter((l) => (l.returnDate === null) === open);
  }

  return {
    loansOf,

    /** The libraries the member borrowed from, with the count and the last loan day. */
    async librariesOf(memberKey: number) {
      const card = await patrons.linkedPatron(memberKey);
      const list = card ? await loans.librariesOf(card.patronId) : [];
      return { list, totalCount: list.length };
    },

    /** A page of the member's loans, current and returned together, newest loan first. */
    async historyOf(memberKey: number, filter: Omit<MemberLoanFilter, 'open'>, paging: PagingRequest) {
      const all = await loansOf(memberKey, filter);
      const { page, display } = paging;
      return paged(all.slice((page - 1) * display, page * display), all.length, paging);
    },

    /** The member's counts at their card's library, or null with no linked card. */
    async countsOf(memberKey: number): Promise<MemberLoanCounts | null> {
      const card = await patrons.linkedPatron(memberKey);
      if (!card) return null;
      const counts = await loans.countsOf(card.patronId);
      return { libCode: card.libCode, ...counts, rsvtCount: await reservations.activeCount(card.patronId) };
    },
  };
}

export type LoanHistoryService = ReturnType<typeof createLoanHistoryService>;
