import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { readingActivity as a } from '../../../db/schema/portal-activities.ts';

/** A pupil's reading activities as their teacher may count them (ClassManage, decision 153). */
export type MemberActivityFigures = {
  memberKey: number;
  /** Submitted, approved or returned (drafts are the pupil's own). */
  activityCount: number;
  approvedCount: number;
  awaitingReviewCount: number;
  /** Submitted on or after the given day. */
  sinceCount: number;
  /** yyyy-mm-dd of the latest submitted activity. */
  lastActivityDate: string | null;
};

/**
 * Per-member activity figures written at one school: the school's teachers see what was written there,
 * never self-kept activities (05) nor drafts (00), whose very existence is the pupil's own.
 */
export function createMemberFiguresRepository(db: Db) {
  return {
    async ofMembers(schKey: number, memberKeys: number[], since: string): Promise<MemberActivityFigures[]> {
      if (memberKeys.length === 0) return [];
      const submitted = sql`${a.statusCode} in ('01', '02', '03')`;
      return db
        .select({
          memberKey: a.memberKey,
          activityCount: sql<number>`count(*) filter (where ${submitted})`.mapWith(Number),
          approvedCount: sql<number>`count(*) filter (where ${a.statusCode} = '02')`.mapWith(Number),
          awaitingReviewCount: sql<number>`count(*) filter (where ${a.statusCode} = '01')`.mapWith(Number),
          sinceCount: sql<number>`count(*) filter (where ${submitted}
            and coalesce(${a.submittedAt}, ${a.createdAt}) >= (${since}::date at time zone 'Asia/Seoul'))`.mapWith(
            Number,
          ),
          lastActivityDate: sql<string | null>`to_char(max(coalesce(${a.submittedAt}, ${a.createdAt}))
            filter (where ${submitted}) at time zone 'Asia/Seoul', 'YYYY-MM-DD')`,
        })
        .from(a)
        .where(
          and(
            eq(a.schKey, schKey),
            inArray(a.memberKey, memberKeys),
            sql`${a.privacyBoundCode} <> '05'`,
            sql`${a.statusCode} <> '00'`,
          ),
        )
        .groupBy(a.memberKey);
    },
  };
}
