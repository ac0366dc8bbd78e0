import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { notice, region, school } from '../../../db/schema/portal.ts';

export function createHomeRepository(db: Db) {
  return {
    listLatestNotices(limit: number) {
      return db
        .select({ noticeKey: notice.noticeKey, title: notice.title, regDate: notice.regDate })
        .from(notice)
        .where(eq(notice.useYn, 'Y'))
        .orderBy(desc(notice.regDate), desc(notice.noticeKey))
        .limit(limit);
    },

    /** Schools per region, every region listed (A10 "all" excluded: it is no school's region). */
    countSchoolsByRegion() {
      return db
        .select({ provCode: region.code, name: region.name, schoolCount: count(school.schKey) })
        .from(region)
        .leftJoin(school, eq(school.provCode, region.code))
        .groupBy(region.code, region.name, region.sortOrder)
        .orderBy(asc(region.sortOrder));
    },
  };
}

export type HomeRepository = ReturnType<typeof createHomeRepository>;
