import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { menuClickStat, school } from '../../../db/schema/portal.ts';

export function createStatisticsRepository(db: Db) {
  return {
    async schoolExists(schKey: number): Promise<boolean> {
      const [row] = await db.select({ schKey: school.schKey }).from(school).where(eq(school.schKey, schKey));
      return row !== undefined;
    },

    /** Adds one click to the day's row, creating it on the first click; returns the new count. */
    async addMenuClick(input: { schKey: number | null; statDate: string; menuName: string; type: string }) {
      const [row] = await db
        .insert(menuClickStat)
        .values({ ...input, clickCount: 1 })
        .onConflictDoUpdate({
          target: [menuClickStat.schKey, menuClickStat.statDate, menuClickStat.menuName, menuClickStat.type],
          set: { clickCount: sql`${menuClickStat.clickCount} + 1` },
        })
        .returning({ clickCount: menuClickStat.clickCount });
      return row!.clickCount;
    },
  };
}

export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;
