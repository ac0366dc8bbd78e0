import { gradeNameOf } from '@reading/contract/library/grades';
import type { Db } from '../../../db/client.ts';
import { toReservationItem } from '../circulation/items.ts';
import { loanItems } from '../circulation/loan-lists.ts';
import { loansRepository } from '../circulation/loans.repository.ts';
import { reservationsRepository } from '../circulation/reservations.repository.ts';
import type { LibraryServices } from '../patrons/patron.plugin.ts';
import { ruleGrade } from '../rules/rules.ts';

/** What the desk shows for a scanned card: the patron, their limits, loans and holds ready. */
export function createDeskService(db: Db, library: LibraryServices) {
  return {
    async patronView(libCode: string, cardNo: string) {
      const { circulation, rules } = library;
      const found = await circulation.patronAt(libCode, cardNo);
      await circulation.sweepExpired(libCode);
      const today = circulation.today();
      const rule = await rules.ruleFor(libCode, found.grade);
      const counts = await loansRepository.counts(db, found.patronId, today);
      const { rows } = await loansRepository.list(db, { patronId: found.patronId, open: true }, 100, 0);
      const holds = await reservationsRepository.ready(db, libCode, 100, 0, found.patronId);
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
          rsvtCount: await reservationsRepository.activeCount(db, found.patronId),
        },
        loans: await loanItems(db, rules, rows, today),
        holds: holds.rows.map(toReservationItem),
      };
    },
  };
}
