import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { badgeActivity, memberBadge } from '../../../db/schema/portal-mypage.ts';

/** The badge engine's SQL (decision 090): the activity log and the awards. */
export const badgesRepository = {
  /** Logs one activity; false when this source was logged already (an event reported twice). */
  async logActivity(
    db: Db,
    row: { memberKey: number; badgeTypeCode: string; sourceKey: string; occurredAt?: Date },
  ): Promise<boolean> {
    const inserted = await db
      .insert(badgeActivity)
      .values(row)
      .onConflictDoNothing()
      .returning({ key: badgeActivity.activityKey });
    return inserted.length > 0;
  },

  async countInCategory(db: Db, memberKey: number, badgeTypeCode: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(badgeActivity)
      .where(and(eq(badgeActivity.memberKey, memberKey), eq(badgeActivity.badgeTypeCode, badgeTypeCode)));
    return Number(row?.n ?? 0);
  },

  /** Counts per category of a member. */
  async countsOf(db: Db, memberKey: number): Promise<Map<string, number>> {
    const rows = await db
      .select({ code: badgeActivity.badgeTypeCode, n: count() })
      .from(badgeActivity)
      .where(eq(badgeActivity.memberKey, memberKey))
      .groupBy(badgeActivity.badgeTypeCode);
    return new Map(rows.map((r) => [r.code, Number(r.n)]));
  },

  /** Awards a badge; false when the member had it already (awarded once). */
  async award(db: Db, row: { memberKey: number; badgeTypeCode: string; level: number }): Promise<boolean> {
    const inserted = await db
      .insert(memberBadge)
      .values(row)
      .onConflictDoNothing()
      .returning({ level: memberBadge.level });
    return inserted.length > 0;
  },

  async awardsOf(db: Db, memberKey: number) {
    return db
      .select({ code: memberBadge.badgeTypeCode, level: memberBadge.level, regDate: memberBadge.regDate })
      .from(memberBadge)
      .where(eq(memberBadge.memberKey, memberKey));
  },

  /** Badges earned by each of some members (a teacher's class on the dashboard). */
  async earnedCountOf(db: Db, memberKeys: number[]): Promise<number> {
    if (memberKeys.length === 0) return 0;
    const [row] = await db
      .select({ n: count() })
      .from(memberBadge)
      .where(sql`${memberBadge.memberKey} in ${memberKeys}`);
    return Number(row?.n ?? 0);
  },

  /** Activities per category of some members. */
  async countsOfMembers(db: Db, memberKeys: number[]) {
    if (memberKeys.length === 0) return new Map<string, number>();
    const rows = await db
      .select({ code: badgeActivity.badgeTypeCode, n: count() })
      .from(badgeActivity)
      .where(sql`${badgeActivity.memberKey} in ${memberKeys}`)
      .groupBy(badgeActivity.badgeTypeCode);
    return new Map(rows.map((r) => [r.code, Number(r.n)]));
  },
};
