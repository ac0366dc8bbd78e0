import { and, asc, count, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { patron } from '../../../db/schema/library.ts';

/** Which students a class status lists: a library's patrons with a school year, of one grade or class. */
export type StudentFilter = { libCode: string; grade?: number; classNo?: number };

const whereOf = (f: StudentFilter): SQL | undefined =>
  and(
    eq(patron.libCode, f.libCode),
    isNotNull(patron.grade),
    f.grade === undefined ? undefined : eq(patron.grade, f.grade),
    f.classNo === undefined ? undefined : eq(patron.classNo, f.classNo),
  );

/** The class status' SQL: students of a school library by grade and class. */
export const studyRepository = {
  async students(db: Db, f: StudentFilter, limit: number, offset: number) {
    const rows = await db
      .select({
        patronId: patron.patronId,
        cardNo: patron.cardNo,
        name: patron.name,
        grade: patron.grade,
        classNo: patron.classNo,
      })
      .from(patron)
      .where(whereOf(f))
      .orderBy(asc(patron.grade), asc(patron.classNo), asc(patron.name), asc(patron.patronId))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(patron).where(whereOf(f));
    return { rows, total: total?.n ?? 0 };
  },

  /** Every student of one class (ClassManage, decision 153): at most `limit`, with the linked member. */
  classRoster(db: Db, libCode: string, grade: number, classNo: number, limit: number) {
    return db
      .select({
        patronId: patron.patronId,
        cardNo: patron.cardNo,
        name: patron.name,
        memberKey: patron.linkedMemberKey,
      })
      .from(patron)
      .where(whereOf({ libCode, grade, classNo }))
      .orderBy(asc(patron.name), asc(patron.patronId))
      .limit(limit);
  },

  /** The classes (grade, class number) that have students in a library. */
  classes(db: Db, libCode: string) {
    return db
      .selectDistinct({ grade: patron.grade, classNo: patron.classNo })
      .from(patron)
      .where(and(eq(patron.libCode, libCode), isNotNull(patron.grade), isNotNull(patron.classNo)))
      .orderBy(asc(patron.grade), asc(patron.classNo));
  },
};
