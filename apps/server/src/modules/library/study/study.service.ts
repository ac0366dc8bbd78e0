import type { StudyStudent } from '@reading/contract/library/study';
import { and, asc, count, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { patron, type schoolLibrary } from '../../../db/schema/library.ts';
import { loansRepository } from '../circulation/loans.repository.ts';
import { reservationsRepository } from '../circulation/reservations.repository.ts';
import { dateText, schoolYearStart } from '../library-clock.ts';
import { paged } from '../paging.ts';

type Query = { grade?: number; classNo?: number; page: number; display: number };

/** The class status: students (patrons with a school year) of a library with their loans. */
export function createStudyService(db: Db, today: () => string) {
  return {
    async classStatus(lib: typeof schoolLibrary.$inferSelect, q: Query) {
      const t = today();
      const where: SQL | undefined = and(
        eq(patron.libCode, lib.libCode),
        isNotNull(patron.grade),
        q.grade === undefined ? undefined : eq(patron.grade, q.grade),
        q.classNo === undefined ? undefined : eq(patron.classNo, q.classNo),
      );
      const students = await db
        .select({
          patronId: patron.patronId,
          cardNo: patron.cardNo,
          name: patron.name,
          grade: patron.grade,
          classNo: patron.classNo,
        })
        .from(patron)
        .where(where)
        .orderBy(asc(patron.grade), asc(patron.classNo), asc(patron.name), asc(patron.patronId))
        .limit(q.display)
        .offset((q.page - 1) * q.display);
      const [total] = await db.select({ n: count() }).from(patron).where(where);
      const ids = students.map((s) => s.patronId);
      const counts = new Map(
        (await loansRepository.countsOfPatrons(db, ids, t, schoolYearStart(t))).map((c) => [c.patronId, c]),
      );
      const rsvts = new Map(
        (await reservationsRepository.activeCountsOfPatrons(db, ids)).map((r) => [r.patronId, r.n]),
      );
      const loans = await loansRepository.openOfPatrons(db, ids);
      const classes = await db
        .selectDistinct({ grade: patron.grade, classNo: patron.classNo })
        .from(patron)
        .where(and(eq(patron.libCode, lib.libCode), isNotNull(patron.grade), isNotNull(patron.classNo)))
        .orderBy(asc(patron.grade), asc(patron.classNo));
      const list: StudyStudent[] = students.map((s) => ({
        cardNo: s.cardNo,
        name: s.name,
        grade: s.grade ?? 0,
        classNo: s.classNo,
        loanCount: counts.get(s.patronId)?.loanCount ?? 0,
        overdueCount: counts.get(s.patronId)?.overdueCount ?? 0,
        rsvtCount: rsvts.get(s.patronId) ?? 0,
        yearLoanCount: counts.get(s.patronId)?.yearLoanCount ?? 0,
        loans: loans
          .filter((l) => l.patronId === s.patronId)
          .map((l) => ({
            title: l.title,
            loanDate: dateText(l.loanDate)!,
            dueDate: dateText(l.dueDate)!,
            overdueYn: dateText(l.dueDate)! < t ? ('Y' as const) : ('N' as const),
          })),
      }));
      return {
        ...paged(list, total?.n ?? 0, q),
        libCode: lib.libCode,
        libName: lib.name,
        classes: classes.map((c) => ({ grade: c.grade ?? 0, classNo: c.classNo ?? 0 })),
      };
    },
  };
}
