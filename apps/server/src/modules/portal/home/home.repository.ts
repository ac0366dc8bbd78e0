import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { region, school } from '../../../db/schema/portal.ts';
import { boardPost } from '../../../db/schema/portal-community.ts';
import { forRegion, onBoard, visibleTo } from '../community/public.ts';

export function createHomeRepository(db: Db) {
  return {
    /** The service's latest notices for every region, as the board engine shows them today (decision 070). */
    listLatestNotices(limit: number) {
      return db
        .select({ noticeKey: boardPost.postKey, title: boardPost.title, regDate: boardPost.regDate })
        .from(boardPost)
        .where(and(onBoard('notice'), isNull(boardPost.schKey), forRegion('A10'), visibleTo(null, false)))
        .orderBy(desc(boardPost.regDate), desc(boardPost.postKey))
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
