import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member, school } from '../../../db/schema/portal.ts';

/** The member's own row and school for InfoUpdate (decision 095). */
export function createMemberInfoRepository(db: Db) {
  return {
    async find(memberKey: number) {
      const [row] = await db
        .select({
          loginId: member.loginId,
          name: member.name,
          memberKey: member.memberKey,
          memberTypeCode: member.memberTypeCode,
          grade: member.grade,
          classNo: member.classNo,
          schKey: member.schKey,
          verifyStatus: member.verifyStatus,
          verifyReason: member.verifyReason,
          schName: school.name,
          schLevelCode: school.schLevelCode,
        })
        .from(member)
        .leftJoin(school, eq(school.schKey, member.schKey))
        .where(eq(member.memberKey, memberKey));
      return row ?? null;
    },
    async update(memberKey: number, values: { name: string; grade: number | null; classNo: number | null }) {
      await db.update(member).set(values).where(eq(member.memberKey, memberKey));
    },
  };
}

export type MemberInfoRepository = ReturnType<typeof createMemberInfoRepository>;
