import type { BoardCode } from '@reading/contract/community/codes';
import {
  SHARE_MESSAGES as M,
  normalizeTag,
  type ShareDetail,
  type ShareItem,
  type ShareListRequest,
  type ShareSaveRequest,
  shareLevelName,
  shareSubjectName,
} from '@reading/contract/teachersupport/share-room';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { boardPost, boardPostLike } from '../../../db/schema/portal-community.ts';
import { badRequest, forbidden, notFound } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import { type Actor, hasTeacherRights, requireActor } from '../core/actor.ts';
import { sanitizeRichText, textOfHtml } from '../core/sanitize.ts';
import { onBoard, searchIn } from './board.queries.ts';
import type { PostRow } from './board.repository.ts';
import { createBoardService, toAttachment } from './board.service.ts';
import { writePost } from './board-write.service.ts';
import type { FilesService } from './files.service.ts';
import { readableShares } from './readable.ts';

const BOARD: BoardCode = 'teacherShare';
const yn = (v: boolean): 'Y' | 'N' => (v ? 'Y' : 'N');

/** Teachers and managers of a school, and operators, enter the room; anyone else 403 '접근이 불가합니다.'. */
function reader(a: Actor | null): Actor {
  const actor = requireActor(a);
  if (!hasTeacherRights(actor) && !actor.operator) throw forbidden(M.forbidden);
  return actor;
}

/**
 * The teacher share room (decision 151): board `teacherShare` of the board engine with what the engine
 * lacked added to it, tags and download count on the post and likes in `board_post_like`. Who reads is
 * `readableShares` (also the download's rule); rich text cleaned as every board's (decision 073).
 */
export function createShareRoomService(db: Db, deps: { bannedWords: BannedWordCheck; files: FilesService }) {
  const boards = createBoardService(db);
  const { repository } = boards;
  const view = (actor: Actor, scope?: SQL) => ({
    boards: [BOARD],
    scope: and(readableShares(actor), scope),
    actor,
    manage: true,
  });

  async function likesOf(actor: Actor, postKeys: number[]) {
    if (postKeys.length === 0) return { counts: new Map<number, number>(), mine: new Set<number>() };
    const rows = await db
      .select({
        postKey: boardPostLike.postKey,
        n: sql<number>`count(*)::int`,
        mine: sql<boolean>`bool_or(${boardPostLike.memberKey} = ${actor.memberKey})`,
      })
      .from(boardPostLike)
      .where(inArray(boardPostLike.postKey, postKeys))
      .groupBy(boardPostLike.postKey);
    return {
      counts: new Map(rows.map((r) => [r.postKey, Number(r.n)])),
      mine: new Set(rows.filter((r) => r.mine).map((r) => r.postKey)),
    };
  }

  function toItem(row: PostRow, actor: Actor, likes: Awaited<ReturnType<typeof likesOf>>): ShareItem {
    return {
      postKey: row.postKey,
      title: row.title,
      writerName: row.writerName,
      schName: row.schName,
      schLevelCode: row.schLevelCode,
      schLevelName: shareLevelName(row.schLevelCode),
      subjectCode: row.categoryCode,
      subjectName: shareSubjectName(row.categoryCode),
      tags: row.tags,
      openScope: row.openScope === '02' ? '02' : '04',
      viewCount: row.viewCount,
      likeCount: likes.counts.get(row.postKey) ?? 0,
      likedYn: yn(likes.mine.has(row.postKey)),
      downloadCount: row.downloadCount,
      fileCnt: row.fileCnt,
      mineYn: yn(row.writerMemberKey === actor.memberKey),
      regDate: row.regDate.toISOString(),
    };
  }

  /** A material the actor may read and wrote; 404 / 403 otherwise. */
  async function own(actor: Actor, postKey: number) {
    const row = await repository.find(postKey, and(onBoard(BOARD), readableShares(actor)));
    if (!row) throw notFound(M.notFound);
    if (row.writerMemberKey !== actor.memberKey) throw forbidden(M.notYours);
    return row;
  }

  async function detail(a: Actor | null, postKey: number, countView = true): Promise<ShareDetail> {
    const actor = reader(a);
    const { row, files, prev, next } = await boards.open(postKey, view(actor), { countView });
    const likes = await likesOf(actor, [postKey]);
    return {
      ...toItem(row, actor, likes),
      content: row.content,
      fileList: files.map(toAttachment),
      prev,
      next,
    };
  }

  return {
    async list(a: Actor | null, query: ShareListRequest) {
      const actor = reader(a);
      const tag = query.tag ? normalizeTag(query.tag) : undefined;
      const keyword = query.searchKeyword ? normalizeTag(query.searchKeyword) : '';
      const search = searchIn(query.searchKeyword, query.searchType);
      const filters = and(
        query.schLevelCode ? eq(boardPost.schLevelCode, query.schLevelCode) : undefined,
        query.subjectCode ? eq(boardPost.categoryCode, query.subjectCode) : undefined,
        tag ? sql`${tag} = any(${boardPost.tags})` : undefined,
        query.mineYn === 'Y' ? eq(boardPost.writerMemberKey, actor.memberKey) : undefined,
      );
      // "all" also finds a material by one of its tags.
      const searchAll =
        search && query.searchType === 'all' ? or(search, sql`${keyword} = any(${boardPost.tags})`) : search;
      const page = await boards.list(view(actor, and(filters, searchAll)), {
        ...query,
        searchKeyword: undefined,
      });
      const likes = await likesOf(
        actor,
        page.rows.map((r) => r.postKey),
      );
      return {
        list: page.rows.map((r) => toItem(r, actor, likes)),
        totalCount: page.totalCount,
        totalPage: page.totalPage,
        pageIndex: page.pageIndex,
        pageSize: page.pageSize,
      };
    },

    detail,

    /** Shares a material, or edits the writer's own with `postKey` (it stays in its school). */
    async save(a: Actor | null, input: ShareSaveRequest) {
      const actor = reader(a);
      if (!hasTeacherRights(actor)) throw forbidden(M.noSchool);
      const existing = input.postKey ? await own(actor, input.postKey) : null;
      const content = sanitizeRichText(input.content);
      const text = textOfHtml(content);
      if (!text && !content.includes('<img')) throw badRequest('content: 내용을 입력해주세요.');
      const tags = [...new Set(input.tags.map(normalizeTag).filter(Boolean))];
      await deps.bannedWords.assertClean(input.title, text, ...tags);
      const values = {
        title: input.title,
        content,
        schLevelCode: input.schLevelCode ?? null,
        categoryCode: input.subjectCode,
        tags,
        openScope: input.openScope,
      };
      const postKey = await writePost(db, deps.files, {
        postKey: existing?.postKey ?? null,
        values,
        created: {
          boardCode: BOARD,
          schKey: actor.schKey,
          writerMemberKey: actor.memberKey,
          writerName: actor.name,
        },
        fileKeys: input.fileKeys,
        writer: actor,
      });
      return detail(actor, postKey, false);
    },

    /** Likes a material the actor may read, or takes the like back. */
    async like(a: Actor | null, postKey: number) {
      const actor = reader(a);
      const row = await repository.find(postKey, and(onBoard(BOARD), readableShares(actor)));
      if (!row) throw notFound(M.notFound);
      const added = await db
        .insert(boardPostLike)
        .values({ postKey, memberKey: actor.memberKey })
        .onConflictDoNothing()
        .returning({ postKey: boardPostLike.postKey });
      if (added.length === 0) {
        await db
          .delete(boardPostLike)
          .where(and(eq(boardPostLike.postKey, postKey), eq(boardPostLike.memberKey, actor.memberKey)));
      }
      const likes = await likesOf(actor, [postKey]);
      return { postKey, likedYn: yn(likes.mine.has(postKey)), likeCount: likes.counts.get(postKey) ?? 0 };
    },

    /** Soft delete of the writer's own material. */
    async remove(a: Actor | null, postKey: number) {
      const actor = reader(a);
      await own(actor, postKey);
      await repository.update(db, postKey, { deletedAt: new Date() });
      return { postKey };
    },
  };
}

export type ShareRoomService = ReturnType<typeof createShareRoomService>;
