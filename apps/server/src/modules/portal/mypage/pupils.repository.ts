import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member } from '../../../db/schema/portal.ts';

/** The pupils an event for a class concerns: a school's, of one grade or all, of one class or all. */
export type PupilTarget = { schKey: number; grade: number | null; classNo: number | null };

/**
 * The verified, active pupils of a school, a grade or a class, by member key (issue 37: the one query
 * behind a class's notifications and a teacher's class figures). A pupil awaiting verification is not yet
 * the class's: they hear nothing of it and are not counted in it.
 */
export async function pupilsOf(db: Db, t: PupilTarget): Promise<number[]> {
  const rows = await db
    .select({ memberKey: member.memberKey })
    .from(member)
    .where(
      and(
        eq(member.schKey, t.schKey),
        eq(member.memberTypeCode, '01'),
        eq(member.verifyStatus, 'verified'),
        eq(member.status, 'active'),
        t.grade === null ? undefined : eq(member.grade, t.grade),
        t.grade === null || t.classNo === null ? undefined : eq(member.classNo, t.classNo),
      ),
    )
    .orderBy(asc(member.memberKey));
  return rows.map((r) => r.memberKey);
}
