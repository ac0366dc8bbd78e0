import { LIBRARY_AUTH_MESSAGES } from '@reading/contract/library/common';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/errors.ts';
import type { CirculationService } from '../circulation/circulation.service.ts';
import type { LoansService } from '../circulation/loans.service.ts';
import type { ReservationsService } from '../circulation/reservations.service.ts';
import { librariesRepository, type SchoolLibrary } from '../libraries/libraries.repository.ts';
import type { PatronRecord } from '../patrons/patron.repository.ts';
import { type RulesService, ruleGrade } from '../rules/rules.service.ts';

export type UserDeps = {
  db: Db;
  circulation: CirculationService;
  loans: LoansService;
  reservations: ReservationsService;
  rules: RulesService;
};

/**
 * The library user's own facts under /dls/api/user (spec 000 §3, §4; 001 §7): the header's counts and the
 * grade rules. Counts are read from the rows on every call, so the header always matches the lists.
 */
export function createUserService({ db, circulation, loans, reservations, rules }: UserDeps) {
  const gradeInfo = async (
    lib: Pick<SchoolLibrary, 'libCode' | 'name' | 'neisCode'>,
    myGrade: number | null,
  ) => ({
    libCode: lib.libCode,
    libName: lib.name,
    neisCode: lib.neisCode,
    gradeList: await rules.gradeList(lib.libCode),
    myGrade,
  });

  return {
    /** The card behind the library token, with its open, overdue and reserved counts. */
    async info(found: PatronRecord) {
      await circulation.sweepExpired(found.libCode);
      const counts = await loans.countsOf(found.patronId);
      return {
        dlsUserNo: found.cardNo,
        schoolCode: found.neisCode,
        loanYn: found.loanYn === 'N' ? ('N' as const) : ('Y' as const),
        loanNReason: found.loanNReason,
        loanCount: counts.loanCount,
        rsvtCount: await reservations.activeCount(found.patronId),
        overdueCount: counts.overdueCount,
      };
    },

    /** The grade rules of the card's library, with the card's own grade. */
    gradeInfoOf: (found: PatronRecord) =>
      gradeInfo(
        { libCode: found.libCode, name: found.libName, neisCode: found.neisCode },
        ruleGrade(found.grade),
      ),

    /** The grade rules of a school's library by its NEIS code; 404 when the school has no library here. */
    async gradeInfoByNeisCode(neisCode: string) {
      const lib = await librariesRepository.byNeisCode(db, neisCode);
      if (!lib) throw notFound(LIBRARY_AUTH_MESSAGES.libraryNotFound);
      return gradeInfo(lib, null);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
