import type { StudyStudent } from '@reading/contract/library/study';
import type { Db } from '../../../db/client.ts';
import { dateText } from '../../../lib/clock.ts';
import { loansRepository } from '../circulation/loans.repository.ts';
import { reservationsRepository } from '../circulation/reservations.repository.ts';
import type { SchoolLibrary } from '../libraries/libraries.repository.ts';
import { paged } from '../paging.ts';
import { schoolYearStart } from '../school-year.ts';
import { studyRepository } from './study.repository.ts';

type Query = { grade?: number; classNo?: number; page: number; display: number };

/** The class status: students (patrons with a school year) of a library with their loans. */
export function createStudyService(db: Db, today: () => string) {
  /** Loan counts (open, overdue, this school year) and open loans of some cards, by card. */
  async function loansOf(ids: number[], t: string) {
    const counts = new Map(
      (await loansRepository.countsOfPatrons(db, ids, t, schoolYearStart(t))).map((c) => [c.patronId, c]),
    );
    const open = await loansRepository.openOfPatrons(db, ids);
    return (patronId: number) => ({
      loanCount: counts.get(patronId)?.loanCount ?? 0,
      overdueCount: counts.get(patronId)?.overdueCount ?? 0,
      yearLoanCount: counts.get(patronId)?.yearLoanCount ?? 0,
      open: open.filter((l) => l.patronId === patronId),
    });
  }

  /** The classes (grade, class number) that have students in a library. */
  async function classes(lib: SchoolLibrary) {
    return (await studyRepository.classes(db, lib.libCode)).map((c) => ({
      grade: c.grade ?? 0,
      classNo: c.classNo ?? 0,
    }));
  }

  return {
    /**
     * Every student of one class (up to 100) with their loan counts and the titles on loan: the pupils
     * behind ClassManage (decision 153). `memberKey` is the portal member who linked the card, if any.
     */
    async classRoster(lib: SchoolLibrary, grade: number, classNo: number) {
      const students = await studyRepository.classRoster(db, lib.libCode, grade, classNo, 100);
      const loans = await loansOf(
        students.map((s) => s.patronId),
        today(),
      );
      return students.map((s) => {
        const { open, ...counts } = loans(s.patronId);
        return {
          cardNo: s.cardNo,
          name: s.name,
          memberKey: s.memberKey,
          ...counts,
          loanTitles: open.map((l) => l.title),
        };
      });
    },

    classes,

    /** A page of a library's students (of one grade or class) with their loans and counts, and its classes. */
    async classStatus(lib: SchoolLibrary, q: Query) {
      const t = today();
      const filter = { libCode: lib.libCode, grade: q.grade, classNo: q.classNo };
      const { rows: students, total } = await studyRepository.students(
        db,
        filter,
        q.display,
        (q.page - 1) * q.display,
      );
      const ids = students.map((s) => s.patronId);
      const loans = await loansOf(ids, t);
      const rsvts = new Map(
        (await reservationsRepository.activeCountsOfPatrons(db, ids)).map((r) => [r.patronId, r.n]),
      );
      const list: StudyStudent[] = students.map((s) => {
        const { open, loanCount, overdueCount, yearLoanCount } = loans(s.patronId);
        return {
          cardNo: s.cardNo,
          name: s.name,
          grade: s.grade ?? 0,
          classNo: s.classNo,
          loanCount,
          overdueCount,
          rsvtCount: rsvts.get(s.patronId) ?? 0,
          yearLoanCount,
          loans: open.map((l) => ({
            title: l.title,
            loanDate: dateText(l.loanDate)!,
            dueDate: dateText(l.dueDate)!,
            overdueYn: dateText(l.dueDate)! < t ? ('Y' as const) : ('N' as const),
          })),
        };
      });
      return {
        ...paged(list, total, q),
        libCode: lib.libCode,
        libName: lib.name,
        classes: await classes(lib),
      };
    },
  };
}
