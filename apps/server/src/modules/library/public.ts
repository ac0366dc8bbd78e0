import type { LoanItem } from '@reading/contract/library/loans';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { librariesRepository } from './libraries/libraries.repository.ts';
import type { LibraryServices } from './library.plugin.ts';
import {
  createLoanFiguresRepository,
  type LoanFigureFilter,
  type LoanRecord,
  type LoanSummary,
} from './loan-figures/loan-figures.repository.ts';
import type { MemberLoanCounts, MemberLoanFilter } from './loan-history/loan-history.service.ts';
import type { PatronService } from './patrons/patron.service.ts';

export type { LoanFigureFilter, LoanRecord, LoanSummary } from './loan-figures/loan-figures.repository.ts';
export type { MemberLoanCounts, MemberLoanFilter } from './loan-history/loan-history.service.ts';
export type { PatronRecord } from './patrons/patron.repository.ts';
export type { PatronService } from './patrons/patron.service.ts';

type ClassStatus = Awaited<ReturnType<LibraryServices['study']['classStatus']>>;
type ClassQuery = Parameters<LibraryServices['study']['classStatus']>[1];
/** One student of a class with their loans (classRosterOfSchool). */
export type ClassRosterStudent = Awaited<ReturnType<LibraryServices['study']['classRoster']>>[number];

/**
 * The library module's public face (docs/decisions/065): what the portal and every other module may use
 * of `modules/library`, as `app.library`. Nothing else of the module is imported from outside it (the
 * boundary test `module-boundaries.test.ts` holds it). Members are portal members (memberKey); their
 * loans are those of the library card they linked (decision 034), and a member with no linked card has
 * none.
 */
export type LibraryFace = {
  /** Card link, consent and the library token (decision 034). */
  patrons: PatronService;
  /** The server's one clock (`app.clock`, decision 235); tests replace `now` to let time pass. */
  clock: Clock;
  /** Today in the library (Asia/Seoul), yyyy-mm-dd. */
  today(): string;
  /**
   * A member's loans, newest loan first, as the loan pages show them (due and return days, overdue days,
   * whether renewable): current and returned, or only one of them, of one library, loaned between two days.
   */
  loansOfMember(memberKey: number, filter?: MemberLoanFilter): Promise<LoanItem[]>;
  /** A member's loans returned on or after a day (yyyy-mm-dd), newest loan first: badges, reading records. */
  returnsOfMember(memberKey: number, since: string): Promise<LoanItem[]>;
  /** A member's open, overdue and reserved counts and loans this school year; null with no linked card. */
  loanCountsOfMember(memberKey: number): Promise<MemberLoanCounts | null>;
  /**
   * The class status of a school's library (students with their current loans and counts), as
   * `/dls/api/study/list` answers it; null when the school has no library on the service. The caller
   * decides who may see it (the library's own route allows the school's teachers and managers).
   */
  classStatusOfSchool(schKey: number, query: ClassQuery): Promise<ClassStatus | null>;
  /**
   * Every student (library card with a school year) of one class of a school's library, up to 100, with
   * their open, overdue and this-year loan counts, the titles on loan and the portal member who linked
   * the card; [] when the school has no library. The caller decides who may see it (ClassManage: the
   * school's teachers and managers, decision 153).
   */
  classRosterOfSchool(schKey: number, grade: number, classNo: number): Promise<ClassRosterStudent[]>;
  /** The classes (grade, class number) with students in a school's library; [] without a library. */
  classesOfSchool(schKey: number): Promise<{ grade: number; classNo: number }[]>;
  /** School libraries on the service (the home page's statistics). */
  countSchoolLibraries(): Promise<number>;
  /**
   * Loan figures over every loan of the service, current and returned (issue 15, decision 110): the one
   * source of the portal's popular lists, reading statistics, personal recommendations and the search's
   * popularity. Schools are portal schKeys, books the catalogue's bookKeys.
   */
  loanFigures: {
    /** Loans per book, the most loaned first. */
    counts(filter: LoanFigureFilter): Promise<{ bookKey: number; loans: number }[]>;
    /** Every loan (card, member, school, grade, book, day), oldest first. */
    records(filter: LoanFigureFilter): Promise<LoanRecord[]>;
    /** Loans by month, by school and by book. */
    summary(filter: LoanFigureFilter): Promise<LoanSummary>;
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The library module's public face (modules/library/public.ts). */
    library: LibraryFace;
  }
}

/** The face over the wired services (the module's index decorates `app.library` with it). */
export function createLibraryFace(app: FastifyInstance, services: LibraryServices): LibraryFace {
  const { db } = app.database;
  const { loanHistory } = services;
  return {
    patrons: services.patrons,
    clock: services.clock,
    today: () => services.circulation.today(),
    loansOfMember: loanHistory.loansOf,
    async returnsOfMember(memberKey, since) {
      const returned = await loanHistory.loansOf(memberKey, { open: false });
      return returned.filter((l) => l.returnDate !== null && l.returnDate >= since);
    },
    loanCountsOfMember: loanHistory.countsOf,
    async classStatusOfSchool(schKey, query) {
      const lib = await librariesRepository.bySchKey(db, schKey);
      return lib ? services.study.classStatus(lib, query) : null;
    },
    async classRosterOfSchool(schKey, grade, classNo) {
      const lib = await librariesRepository.bySchKey(db, schKey);
      return lib ? services.study.classRoster(lib, grade, classNo) : [];
    },
    async classesOfSchool(schKey) {
      const lib = await librariesRepository.bySchKey(db, schKey);
      return lib ? services.study.classes(lib) : [];
    },
    countSchoolLibraries: () => librariesRepository.count(db),
    loanFigures: createLoanFiguresRepository(db),
  };
}
