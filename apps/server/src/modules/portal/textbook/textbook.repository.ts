import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member, school } from '../../../db/schema/portal.ts';

/** The reader the textbook books start from: their school's level and NEIS code, and their grade. */
export function createTextbookRepository(db: Db) {
  return {
    async readerOf(memberKey: number) {
      const [row] = await db
        .select({
          grade: member.grade,
          schLevelCode: school.schLevelCode,
          neisCode: school.neisCode,
          schName: school.name,
        })
        .from(member)
        .leftJoin(school, eq(school.schKey, member.schKey))
        .where(eq(member.memberKey, memberKey));
      return row ?? null;
    },
  };
}
export type TextbookRepository = ReturnType<typeof createTextbookRepository>;
