import { eq } from 'drizzle-orm';
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
};
