import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member, school } from '../../../db/schema/portal.ts';

const TEACHER = '02';

const itemColumns = {
  memberKey: member.memberKey,
  loginId: member.loginId,
  name: member.name,
  verifyStatus: member.verifyStatus,
  verifyReason: member.verifyReason,
  createdAt: member.createdAt,
  verifiedAt: member.verifiedAt,
};

/** Teachers of one school by verification state; every query names the school (decision 050). */
export function createTeacherApprovalRepository(db: Db) {
  const ofSchool = (schKey: number, status: string) =>
    and(eq(member.schKey, schKey), eq(member.memberTypeCode, TEACHER), eq(member.verifyStatus, status));
  return {
    async page(schKey: number, status: string, offset: number, limit: number) {
      const where = ofSchool(schKey, status);
      const [rows, [total]] = await Promise.all([
        db
          .select(itemColumns)
          .from(member)
          .where(where)
          .orderBy(desc(member.createdAt), desc(member.memberKey))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(member).where(where),
      ]);
      return { rows, totalCount: total?.n ?? 0 };
    },

    async schoolName(schKey: number) {
      const [row] = await db.select({ name: school.name }).from(school).where(eq(school.schKey, schKey));
      return row?.name ?? '';
    },

    /** Decides a pending teacher of this school; null when there is none (other school, decided). */
    async decide(
      schKey: number,
      memberKey: number,
      decision: { verifyStatus: 'verified' | 'refused'; verifyReason: string | null; verifiedBy: number },
    ) {
      const [row] = await db
        .update(member)
        .set({ ...decision, verifiedAt: new Date() })
        .where(and(eq(member.memberKey, memberKey), ofSchool(schKey, 'pending')))
        .returning(itemColumns);
      return row ?? null;
    },

    /** The teacher of this school with this key, in any state (to tell 'decided' from 'not found'). */
    async findTeacher(schKey: number, memberKey: number) {
      const [row] = await db
        .select({ verifyStatus: member.verifyStatus })
        .from(member)
        .where(
          and(eq(member.memberKey, memberKey), eq(member.schKey, schKey), eq(member.memberTypeCode, TEACHER)),
        );
      return row ?? null;
    },
  };
}

export type TeacherApprovalRepository = ReturnType<typeof createTeacherApprovalRepository>;
export type TeacherRow = Awaited<ReturnType<TeacherApprovalRepository['page']>>['rows'][number];
