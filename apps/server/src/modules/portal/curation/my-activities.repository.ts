import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { customizedAnswers, memberRecommendation } from '../../../db/schema/portal-curation.ts';

/** A member's own curation activity (MyActivitesCuration, decision 111): their picks and questionnaires. */
export function createMyActivitiesRepository(db: Db) {
  const own = (memberKey: number, recommendKey: number) =>
    and(eq(memberRecommendation.recommendKey, recommendKey), eq(memberRecommendation.memberKey, memberKey));
  return {
    /** Rewrites the reason of the member's own pick; false when they have none with that key. */
    async updatePickReason(memberKey: number, recommendKey: number, reason: string) {
      const rows = await db
        .update(memberRecommendation)
        .set({ reason })
        .where(own(memberKey, recommendKey))
        .returning({ recommendKey: memberRecommendation.recommendKey });
      return rows.length > 0;
    },

    async saveAnswers(input: typeof customizedAnswers.$inferInsert) {
      const [row] = await db.insert(customizedAnswers).values(input).returning();
      return row!;
    },

    async answersPage(memberKey: number, limit: number, offset: number) {
      const where = eq(customizedAnswers.memberKey, memberKey);
      const [total] = await db.select({ n: count() }).from(customizedAnswers).where(where);
      const rows = await db
        .select()
        .from(customizedAnswers)
        .where(where)
        .orderBy(desc(customizedAnswers.createdAt), desc(customizedAnswers.answerKey))
        .limit(limit)
        .offset(offset);
      return { rows, totalCount: Number(total?.n ?? 0) };
    },

    async deleteAnswers(memberKey: number, answerKey: number) {
      const rows = await db
        .delete(customizedAnswers)
        .where(and(eq(customizedAnswers.answerKey, answerKey), eq(customizedAnswers.memberKey, memberKey)))
        .returning({ answerKey: customizedAnswers.answerKey });
      return rows.length > 0;
    },
  };
}

export type MyActivitiesRepository = ReturnType<typeof createMyActivitiesRepository>;
