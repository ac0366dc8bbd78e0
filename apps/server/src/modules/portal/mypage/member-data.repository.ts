import { count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { myLibBookshelf } from '../../../db/schema/portal-mypage.ts';
import { createActivityCounts } from '../activities/public.ts';

export function createMemberDataRepository(db: Db) {
  const one = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  // Reading activities are counted by their own area (activities/public.ts), never from its tables here.
  const activities = createActivityCounts(db);
  return {
    countBookshelf: (memberKey: number) =>
      one(db.select({ n: count() }).from(myLibBookshelf).where(eq(myLibBookshelf.memberKey, memberKey))),
    countActivities: activities.ofMember,
    countTeacherActivities: activities.ofTeacher,
  };
}
