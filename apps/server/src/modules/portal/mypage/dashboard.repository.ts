import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member } from '../../../db/schema/portal.ts';

/** The dashboard's own SQL (decision 094): whose figures a teacher's class sums. */
export const dashboardRepository = {
  /** A staff member's homeroom (grade and class), when their record names one. */
  async homeroomOf(db: Db, memberKey: number) {
    const [row] = await db
      .select({ grade: member.grade, classNo: member.classNo })
      .from(member)
      .where(eq(member.memberKey, memberKey));
    return row?.grade && row.classNo ? { grade: row.grade, classNo: row.classNo } : null;
  },

  /** The school's verified students (of one class when given), at most 500: a pupil awaiting verification is not yet the class's. */
  async studentsOf(db: Db, schKey: number, homeroom: { grade: number; classNo: number } | null) {
    const rows = await db
      .select({ memberKey: member.memberKey })
      .from(member)
      .where(
        and(
          eq(member.schKey, schKey),
          eq(member.memberTypeCode, '01'),
          eq(member.verifyStatus, 'verified'),
          homeroom ? eq(member.grade, homeroom.grade) : undefined,
          homeroom ? eq(member.classNo, homeroom.classNo) : undefined,
        ),
      )
      .orderBy(asc(member.memberKey))
      .limit(500);
    return rows.map((r) => r.memberKey);
  },
};
