import { and, asc, desc, eq, gte, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { catalogueLibrary, keywordBlock, keywordLog } from '../../../db/schema/search.ts';

export function createKeywordsRepository(db: Db) {
  return {
    async log(entry: typeof keywordLog.$inferInsert) {
      await db.insert(keywordLog).values(entry);
    },

    /**
     * The most searched keywords since a moment, nationwide or for one school; latest search breaks ties.
     * Only searches that found books count, and a term blocked since it was logged is never listed
     * (the same containment rule as `isBlocked`, nationwide or the school's own).
     */
    top(since: Date, limit: number, neisCode?: string) {
      const count = sql<number>`count(*)::int`;
      const blocked = sql`exists (select 1 from ${keywordBlock} b
        where (b.neis_code = '' or b.neis_code = ${neisCode ?? ''}) and replace(b.keyword, ' ', '') <> ''
          and position(replace(b.keyword, ' ', '') in replace(${keywordLog.keyword}, ' ', '')) > 0)`;
      return db
        .select({ keyword: keywordLog.keyword, searchCount: count })
        .from(keywordLog)
        .where(
          and(
            gte(keywordLog.searchedAt, since),
            eq(keywordLog.listable, true),
            neisCode ? eq(keywordLog.neisCode, neisCode) : undefined,
            not(blocked),
          ),
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

    /** Nationwide and the school's own blocked terms with their scope, for the manager's page. */
    managedBlockList(neisCode: string) {
      return db
        .select({
          keyword: keywordBlock.keyword,
          neisCode: keywordBlock.neisCode,
          createdAt: keywordBlock.createdAt,
        })
        .from(keywordBlock)
        .where(or(eq(keywordBlock.neisCode, ''), eq(keywordBlock.neisCode, neisCode)))
        .orderBy(desc(keywordBlock.neisCode), asc(keywordBlock.keyword));
    },
    /** Adds a school's blocked term; false when the school (or the nation) already blocks it. */
    async addBlock(keyword: string, neisCode: string): Promise<boolean> {
      const existing = await db
        .select({ n: sql<number>`1` })
        .from(keywordBlock)
        .where(
          and(
            eq(keywordBlock.keyword, keyword),
            or(eq(keywordBlock.neisCode, ''), eq(keywordBlock.neisCode, neisCode)),
          ),
        )
        .limit(1);
      if (existing.length) return false;
      const inserted = await db
        .insert(keywordBlock)
        .values({ keyword, neisCode })
        .onConflictDoNothing()
        .returning({ blockKey: keywordBlock.blockKey });
      return inserted.length === 1;
    },
    /** Removes a school's own blocked term; false when the school has no such term. */
    async removeBlock(keyword: string, neisCode: string): Promise<boolean> {
      const removed = await db
        .delete(keywordBlock)
        .where(and(eq(keywordBlock.keyword, keyword), eq(keywordBlock.neisCode, neisCode)))
        .returning({ blockKey: keywordBlock.blockKey });
      return removed.length > 0;
    },
    /** The NEIS code of the library whose school key is `schKey`, or null. */
    async neisCodeOfSchool(schKey: number): Promise<string | null> {
      const [row] = await db
        .select({ neisCode: catalogueLibrary.neisCode })
        .from(catalogueLibrary)
        .where(eq(catalogueLibrary.schKey, schKey))
        .limit(1);
      return row?.neisCode ?? null;
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
