import { type BoardCode, COMMUNITY_MESSAGES, categoryName } from '@reading/contract/community/codes';
import type { Attachment, BoardListRequest, BoardPost } from '@reading/contract/community/posts';
import { and, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import { type Actor, requireActor } from '../core/actor.ts';
import { administeredBoards } from './access.ts';
import { onBoard, scopeIs, searchIn, visibleTo } from './board.queries.ts';
import { createBoardRepository, type FileRow, type PostRow } from './board.repository.ts';

const yn = (v: string | null | undefined): 'Y' | 'N' => (v === 'Y' ? 'Y' : 'N');

/** A post row as the contract's list item. */
export function toBoardPost(row: PostRow): BoardPost {
  return {
    postKey: row.postKey,
    boardCode: row.boardCode as BoardCode,
    schKey: row.schKey,
    schName: row.schName,
    provCode: row.provCode,
    schLevelCode: row.schLevelCode,
    categoryCode: row.categoryCode,
    categoryName: categoryName(row.boardCode as BoardCode, row.categoryCode),
    title: row.title,
    writerName: row.writerName,
    pinnedYn: yn(row.pinnedYn),
    popupYn: yn(row.popupYn),
    eventYn: yn(row.eventYn),
    hiddenYn: yn(row.hiddenYn),
    startDate: row.startDate,
    endDate: row.endDate,
    viewCount: row.viewCount,
    fileCnt: row.fileCnt,
    regDate: row.regDate.toISOString(),
    modDate: row.modDate.toISOString(),
  };
}

export function toAttachment(file: FileRow): Attachment {
  return {
    fileKey: file.fileKey,
    originalFileName: file.originalFileName,
    fileSize: file.fileSize,
    mimeType: file.mimeType,
    imageYn: yn(file.imageYn),
  };
}

/** Which posts of which board a list or a detail reads. */
export type BoardView = {
  boards: BoardCode[];
  /** The scope's condition (region, school, level, audience …). */
  scope: SQL | undefined;
  actor: Actor | null;
  /** Staff view: hidden, scheduled and expired posts too. */
  manage: boolean;
};

/**
 * The read side of the board engine (decision 070): paged lists (pinned first, newest first, search in
 * title and body, spec defaults 1 and 10) and details (view count, attachments, previous and next).
 */
export function createBoardService(db: Db) {
  const repository = createBoardRepository(db);
  const whereOf = (view: BoardView) =>
    and(onBoard(...view.boards), view.scope, visibleTo(view.actor, view.manage));

  return {
    repository,

    /**
     * A staff view of one scope (`manageYn=Y`): only who manages that scope (an operator the service's,
     * a manager their school's) may ask, and of the boards only those they administer there (decision
     * 226); anyone else, or a board none of theirs, 403.
     */
    manageView(boards: BoardCode[], actor: Actor | null, schKey: number | null, extra?: SQL): BoardView {
      const administered: readonly BoardCode[] = administeredBoards(requireActor(actor), schKey);
      const own = boards.filter((b) => administered.includes(b));
      if (own.length === 0) throw forbidden();
      return { boards: own, scope: and(scopeIs(schKey), extra), actor, manage: true };
    },

    /** Which of the posts meet a condition (the console's "visible today" flag). */
    visibleKeys: (postKeys: number[], where: SQL) => repository.keysWhere(postKeys, where),

    async list(view: BoardView, query: BoardListRequest) {
      const { pageIndex, pageSize } = query;
      const where = and(whereOf(view), searchIn(query.searchKeyword, query.searchType));
      const { rows, total } = await repository.page(where, pageSize, (pageIndex - 1) * pageSize);
      return { rows, totalCount: total, totalPage: Math.ceil(total / pageSize), pageIndex, pageSize };
    },

    /** A post the view may show, with its files and neighbours; counts a view. 404 when not visible. */
    async open(
      postKey: number,
      view: BoardView,
      options: { countView?: boolean; neighbourScope?: (row: PostRow) => SQL | undefined } = {},
    ) {
      const where = whereOf(view);
      const row = await repository.find(postKey, where);
      if (!row) throw notFound(COMMUNITY_MESSAGES.postNotFound);
      if (options.countView !== false) {
        await repository.countView(postKey);
        row.viewCount += 1;
      }
      const [files, { prev, next }] = await Promise.all([
        repository.filesOf(postKey),
        repository.neighbours(postKey, and(where, options.neighbourScope?.(row))),
      ]);
      return { row, files, prev, next };
    },
  };
}

export type BoardService = ReturnType<typeof createBoardService>;
