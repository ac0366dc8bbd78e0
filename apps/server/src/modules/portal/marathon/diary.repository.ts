import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { readingDiary } from '../../../db/schema/portal-marathon.ts';

export type DiaryRow = typeof readingDiary.$inferSelect;
/** A member's diaries of a marathon, summed: what the progress rule needs. */
export type DiaryStats = {
  memberKey: number;
  diaryCount: number;
  readPages: number;
  bookKeys: number[];
};

/** SQL of reading diaries (decision 181): a member's diaries of a marathon and their sums. */
export function createDiaryRepository(db: Db) {
  return {
    /** Diaries summed per member of one marathon (all members, or the ones named). */
    async stats(key: number, memberKeys?: number[]): Promise<DiaryStats[]> {
      if (memberKeys && memberKeys.length === 0) return [];
      return db
        .select({
          memberKey: readingDiary.memberKey,
          diaryCount: sql<number>`count(*)::int`,
          readPages: sql<number>`coalesce(sum(${readingDiary.readPages}), 0)::int`,
          bookKeys: sql<number[]>`array_agg(distinct ${readingDiary.bookKey})`,
        })
        .from(readingDiary)
        .where(
          and(
            eq(readingDiary.readingMarathonKey, key),
            memberKeys ? inArray(readingDiary.memberKey, memberKeys) : undefined,
          ),
        )
        .groupBy(readingDiary.memberKey);
    },
    /** One member's diaries summed for several marathons (lists' myProgressRate). */
    statsOfMember(memberKey: number, keys: number[]) {
      if (keys.length === 0) return Promise.resolve([]);
      return db
        .select({
          readingMarathonKey: readingDiary.readingMarathonKey,
          diaryCount: sql<number>`count(*)::int`,
          readPages: sql<number>`coalesce(sum(${readingDiary.readPages}), 0)::int`,
          bookKeys: sql<number[]>`array_agg(distinct ${readingDiary.bookKey})`,
        })
        .from(readingDiary)
        .where(and(eq(readingDiary.memberKey, memberKey), inArray(readingDiary.readingMarathonKey, keys)))
        .groupBy(readingDiary.readingMarathonKey);
    },

    /** How many diaries the members wrote in every marathon: the rows their diary lists show, counted. */
    async countOfMembers(memberKeys: number[]): Promise<number> {
      if (memberKeys.length === 0) return 0;
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(readingDiary)
        .where(inArray(readingDiary.memberKey, memberKeys));
      return Number(row?.n ?? 0);
    },

    diaries(key: number, memberKey: number, bookKey?: number): Promise<DiaryRow[]> {
      return db
        .select()
        .from(readingDiary)
        .where(
          and(
            eq(readingDiary.readingMarathonKey, key),
            eq(readingDiary.memberKey, memberKey),
            bookKey ? eq(readingDiary.bookKey, bookKey) : undefined,
          ),
        )
        .orderBy(desc(readingDiary.readDate), desc(readingDiary.readingDiaryKey));
    },
    async addDiary(values: typeof readingDiary.$inferInsert): Promise<DiaryRow> {
      const [row] = await db.insert(readingDiary).values(values).returning();
      return row!;
    },
    diaryCount(key: number, memberKey: number) {
      return db
        .select({ count: sql<number>`count(*)::int` })
        .from(readingDiary)
        .where(and(eq(readingDiary.readingMarathonKey, key), eq(readingDiary.memberKey, memberKey)))
        .then((r) => r[0]?.count ?? 0);
    },
  };
}
