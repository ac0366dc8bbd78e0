import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { myLibBookshelf, readingActivity, systemNotification } from '../../../db/schema/portal.ts';

export function createMemberDataRepository(db: Db) {
  const one = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  return {
    countBookshelf: (memberKey: number) =>
      one(db.select({ n: count() }).from(myLibBookshelf).where(eq(myLibBookshelf.memberKey, memberKey))),
    countActivities: (memberKey: number) =>
      one(db.select({ n: count() }).from(readingActivity).where(eq(readingActivity.memberKey, memberKey))),
    countTeacherActivities: (teacherMemberKey: number) =>
      one(
        db
          .select({ n: count() })
          .from(readingActivity)
          .where(eq(readingActivity.teacherMemberKey, teacherMemberKey)),
      ),
    countUnreadNotifications: (memberKey: number) =>
      one(
        db
          .select({ n: count() })
          .from(systemNotification)
          .where(and(eq(systemNotification.memberKey, memberKey), isNull(systemNotification.readAt))),
      ),
  };
}
