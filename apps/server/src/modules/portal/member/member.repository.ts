import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member, school } from '../../../db/schema/portal.ts';

export function createMemberRepository(db: Db) {
  return {
    async memberExists(loginId: string) {
      const [row] = await db.select({ k: member.memberKey }).from(member).where(eq(member.loginId, loginId));
      return Boolean(row);
    },

    async findSchool(schKey: number) {
      const [row] = await db
        .select({ schKey: school.schKey, schLevelCode: school.schLevelCode })
        .from(school)
        .where(eq(school.schKey, schKey));
      return row ?? null;
    },

    /** Schools whose name contains the keyword, optionally in one region; exact and shorter names first. */
    searchSchools(keyword: string, provCode: string | undefined, limit: number) {
      const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .select({
          schKey: school.schKey,
          name: school.name,
          addr: school.addr,
          provCode: school.provCode,
          schLevelCode: school.schLevelCode,
        })
        .from(school)
        .where(and(ilike(school.name, pattern), provCode ? eq(school.provCode, provCode) : undefined))
        .orderBy(sql`${school.name} <> ${keyword}`, sql`length(${school.name})`, asc(school.name))
        .limit(limit);
    },

    async insertMember(
      tx: Db,
      values: {
        loginId: string;
        name: string;
        memberTypeCode: string;
        schKey: number | null;
        grade: number | null;
        classNo: number | null;
        guardianAgreedAt: Date | null;
        verifyStatus: 'verified' | 'pending';
        verifiedBy: number | null;
      },
    ) {
      const [row] = await tx
        .insert(member)
        .values({
          ...values,
          termsAgreedAt: new Date(),
          verifiedAt: values.verifiedBy === null ? null : new Date(),
        })
        .onConflictDoNothing()
        .returning({ memberKey: member.memberKey });
      return row ?? null;
    },
  };
}

export type MemberRepository = ReturnType<typeof createMemberRepository>;
