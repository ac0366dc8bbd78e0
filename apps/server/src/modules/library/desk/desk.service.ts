import type { PagingRequest } from '@reading/contract/library/common';
import { gradeNameOf } from '@reading/contract/library/grades';
import type { CirculationService } from '../circulation/circulation.service.ts';
import type { LoansService } from '../circulation/loans.service.ts';
import type { ReservationsService } from '../circulation/reservations.service.ts';
import { type RulesService, ruleGrade } from '../rules/rules.service.ts';

export type DeskDeps = {
  circulation: CirculationService;
  loans: LoansService;
  reservations: ReservationsService;
  rules: RulesService;
};

/**
 * The circulation desk (docs/decisions/040, 046): what it shows for a scanned card, and its actions each
 * answering what the desk shows next, so a handler never reads again.
 */
export function createDeskService({ circulation, loans, reservations, rules }: DeskDeps) {
  /** A scanned card of this library: the patron, their limits, current loans and holds ready. */
  async function patronView(libCode: string, cardNo: string) {
    const found = await circulation.patronAt(libCode, cardNo);
    await circulation.sweepExpired(libCode);
    const rule = await rules.ruleFor(libCode, found.grade);
    const counts = await loans.countsOf(found.patronId);
    const open = await loans.page({ patronId: found.patronId, open: true }, { page: 1, display: 100 });
    return {
      patron: {
        cardNo: found.cardNo,
        name: found.name,
        grade: ruleGrade(found.grade),
        gradeName: gradeNameOf(ruleGrade(found.grade)),
        classNo: found.classNo,
        loanYn: found.loanYn === 'N' ? ('N' as const) : ('Y' as const),
        loanNReason: found.loanNReason,
        loanCount: counts.loanCount,
        loanLimit: rule.loanLimit,
        overdueCount: counts.overdueCount,
        rsvtCount: await reservations.activeCount(found.patronId),
      },
      loans: open.list,
      holds: await reservations.readyFor(libCode, found.patronId),
    };
  }

  return {
    patronView,

    /**
     * Checks a copy out to a card (one round trip, `library.checkout`) and answers the new loan with the
     * card's refreshed view: the loan is among the card's current loans, so it is not read twice.
     */
    async checkout(libCode: string, cardNo: string, regNo: string) {
      const loanKey = await circulation.checkout(libCode, cardNo, regNo);
      const view = await patronView(libCode, cardNo);
      const loan = view.loans.find((l) => l.loanKey === loanKey) ?? (await loans.itemOf(loanKey));
      return { loan, patron: view.patron };
    },

    checkin: circulation.checkin,
    renew: circulation.renewAtDesk,

    /** Current loans of the library, or of one card of it. */
    async loans(libCode: string, cardNo: string | undefined, paging: PagingRequest) {
      const patronId = cardNo ? (await circulation.patronAt(libCode, cardNo)).patronId : undefined;
      return loans.deskPage({ libCode, patronId, open: true }, paging);
    },

    /** Loans of the library past their due day. */
    overdue: (libCode: string, paging: PagingRequest) =>
      loans.deskPage({ libCode, open: true, dueBefore: circulation.today() }, paging),

    holdShelf: reservations.holdShelf,
  };
}

export type DeskService = ReturnType<typeof createDeskService>;
