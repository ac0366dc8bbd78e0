import { and, desc, eq, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { keywordBlock, keywordLog } from '../../../db/schema/search.ts';

export function createKeywordsRepository(db: Db) {
  return {
    async log(entry: typeof keywordLog.$inferInsert) {
      await db.insert(keywordLog).values(entry);
    },

    /** The most searched keywords since a moment, nationwide or for one school; latest search breaks ties. */
    top(since: Date, limit: number, neisCode?: string) {
      const count = sql<number>`count(*)::int`;
      return db
        .select({ keyword: keywordLog.keyword, searchCount: count })
        .from(keywordLog)
        .where(
          and(gte(keywordLog.searchedAt, since), neisCode ? eq(keywordLog.neisCode, neisCode) : undefined),
        )
        .groupBy(keywordLog.keyword)
        .orderBy(desc(count), desc(sql`max(${keywordLog.searchedAt})`), keywordLog.keyword)
        .limit(limit);
    },

    /** Nationwide blocked terms and, with a school, that school's own. */
    blockList(neisCode?: string) {
      return db
        .select({ keyword: keywordBlock.keyword })
        .from(keywordBlock)
        .where(
          neisCode
            ? or(eq(keywordBlock.neisCode, ''), eq(keywordBlock.neisCode, neisCode))
            : eq(keywordBlock.neisCode, ''),
        )
        .orderBy(keywordBlock.keyword);
    },

    async counts(since: Date) {
      const [row] = await db
        .select({
          searches: sql<number>`count(*)::int`,
          searchers: sql<number>`count(distinct ${keywordLog.memberRef})::int`,
        })
        .from(keywordLog)
        .where(gte(keywordLog.searchedAt, since));
      return { searches: row?.searches ?? 0, searchers: row?.searchers ?? 0 };
    },
  };
}

export type KeywordsRepository = ReturnType<typeof createKeywordsRepository>;
