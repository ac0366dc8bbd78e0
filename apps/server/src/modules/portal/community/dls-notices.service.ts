import { and, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { school } from '../../../db/schema/portal.ts';
import { boardPost } from '../../../db/schema/portal-community.ts';
import { koreaDate } from '../../../lib/clock.ts';
import { forRegion, onBoard, visibleTo } from './board.queries.ts';
import type { PostRow } from './board.repository.ts';
import { createBoardService } from './board.service.ts';

/** A DLS notice as the library module answers it; the library adds its own libCode and name. */
export type DlsNotice = {
  noticeKey: number;
  schKey: number | null;
  provCode: string;
  title: string;
  content: string;
  importantYn: 'Y' | 'N';
  startDate: string | null;
  endDate: string | null;
  postedAt: string;
  viewCount: number;
};

const toNotice = (row: PostRow): DlsNotice => ({
  noticeKey: row.postKey,
  schKey: row.schKey,
  provCode: row.provCode,
  title: row.title,
  content: row.content,
  importantYn: row.pinnedYn === 'Y' ? 'Y' : 'N',
  startDate: row.startDate,
  endDate: row.endDate,
  postedAt: row.regDate.toISOString(),
  viewCount: row.viewCount,
});

/** Which DLS notices a school library shows: its own school's and its region's (or one region's only). */
export type DlsNoticeScope = { schKey?: number | null; provCode?: string };

function scopeOf({ schKey, provCode }: DlsNoticeScope): SQL {
  if (!schKey) return and(isNull(boardPost.schKey), forRegion(provCode ?? 'A10'))!;
  // A school library: its own notices, and those for every region and for its school's region.
  const schoolRegion = sql`(select ${school.provCode} from ${school} where ${school.schKey} = ${schKey})`;
  const region = or(
    eq(boardPost.provCode, 'A10'),
    eq(boardPost.provCode, provCode ?? 'A10'),
    sql`${boardPost.provCode} = ${schoolRegion}`,
  );
  return or(eq(boardPost.schKey, schKey), and(isNull(boardPost.schKey), region))!;
}

/**
 * The DLS notices of the board engine (board dlsNotice, decision 070), offered to the library module as
 * a public interface (`app.community.dlsNotices`): the library answers /dls/api/notice/* from it without
 * reading portal tables.
 */
export function createDlsNoticesService(db: Db) {
  const boards = createBoardService(db);
  const view = (scope: DlsNoticeScope | null) => ({
    boards: ['dlsNotice' as const],
    scope: scope ? scopeOf(scope) : undefined,
    actor: null,
    manage: false,
  });

  return {
    /** Notices whose display window covers today, important first (the DLS notice popup). */
    async today(scope: DlsNoticeScope, limit = 20): Promise<DlsNotice[]> {
      const today = koreaDate(new Date());
      const { rows } = await boards.repository.page(
        // A popup needs a window: notices without start and end dates are listed, not popped up.
        and(
          onBoard('dlsNotice'),
          scopeOf(scope),
          visibleTo(null, false),
          lte(boardPost.startDate, today),
          gte(boardPost.endDate, today),
        ),
        limit,
        0,
      );
      return rows.map(toNotice);
    },

    async list(scope: DlsNoticeScope, page: number, display: number) {
      const result = await boards.list(view(scope), {
        pageIndex: page,
        pageSize: display,
        searchKeyword: undefined,
        searchType: 'all',
      });
      return { list: result.rows.map(toNotice), totalCount: result.totalCount };
    },

    /** One notice (counts a view); neighbours within the scope when one is given. */
    async detail(noticeKey: number, scope: DlsNoticeScope | null) {
      const { row, files, prev, next } = await boards.open(noticeKey, view(scope));
      return {
        notice: toNotice(row),
        files: files.map((f) => ({
          fileKey: f.fileKey,
          originalFileName: f.originalFileName,
          fileSize: f.fileSize,
        })),
        prev: prev && { noticeKey: prev.postKey, title: prev.title },
        next: next && { noticeKey: next.postKey, title: next.title },
      };
    },
  };
}

export type DlsNoticesService = ReturnType<typeof createDlsNoticesService>;
