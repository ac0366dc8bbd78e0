/**
 * The community's public face inside the portal (decisions 065, 096): what my page reads of a member's
 * own posts (my page never reads `portal.board_post` itself; it asks here), and the DLS notices the
 * portal's face passes on to the library.
 */
import {
  BOARD_NAMES,
  type BoardCode,
  INQUIRY_STATUS,
  INQUIRY_STATUS_NAMES,
} from '@reading/contract/community/codes';
import type { Db } from '../../../db/client.ts';
import { createMemberPostsRepository, type MemberPostKind } from './member-posts.repository.ts';

/** The board engine's DLS notices, which the library serves at /dls/api/notice/* (decision 070). */
export type {
  CommunityForLibrary,
  DlsNotice,
  DlsNoticeScope,
} from './community.plugin.ts';
export type { MemberPostKind } from './member-posts.repository.ts';

/** One of a member's posts as my page lists it; `linkRoute` and `linkQuery` open it on its board. */
export type MemberPost = {
  key: number;
  boardName: string;
  title: string;
  regDate: string;
  /** Inquiries and counselling: 답변대기 or 답변완료; null for other boards. */
  statusName: string | null;
  /** INQUIRY_STATUS's code beside its name; null for other boards. */
  statusCode: string | null;
  linkRoute: string | null;
  linkQuery: Record<string, string>;
};

/** Where each board's detail opens (the web's route names and their key parameter). */
const DETAIL: Partial<Record<BoardCode, [route: string, param: string]>> = {
  qna: ['InquiryDetail', 'qnaKey'],
  counseling: ['ApplyConsultingDetail', 'counselingKey'],
  notice: ['NoticeDetail', 'noticeKey'],
  schoolNews: ['SchoolNewsDetail', 'mySchoolKey'],
};

/** A member's own posts: counts by kind and a page of one kind, newest first (pinned first). */
export function createMemberPostsFace(db: Db) {
  const repository = createMemberPostsRepository(db);
  return {
    counts: (memberKey: number) => repository.counts(memberKey),
    async page(memberKey: number, kind: MemberPostKind, pageIndex: number, pageSize: number) {
      const { rows, total } = await repository.page(memberKey, kind, pageSize, (pageIndex - 1) * pageSize);
      const list: MemberPost[] = rows.map((row) => {
        const code = row.boardCode as BoardCode;
        const detail = DETAIL[code];
        const asked = code === 'qna' || code === 'counseling';
        const status = row.statusCode === INQUIRY_STATUS.answered ? '2' : '1';
        return {
          key: row.postKey,
          boardName: BOARD_NAMES[code] ?? code,
          title: row.title,
          regDate: row.regDate.toISOString(),
          statusName: asked ? INQUIRY_STATUS_NAMES[status] : null,
          statusCode: asked ? status : null,
          linkRoute: detail?.[0] ?? null,
          linkQuery: detail ? { [detail[1]]: String(row.postKey) } : {},
        };
      });
      return { list, totalCount: total, totalPage: Math.ceil(total / pageSize), pageIndex, pageSize };
    },
  };
}

export type MemberPostsFace = ReturnType<typeof createMemberPostsFace>;

/** The board engine's SQL conditions for a feed of posts outside the boards (the home page, decision 263). */
export { forRegion, onBoard, visibleTo } from './board.queries.ts';
/** Uploads another module's content takes (rich-text images, covers, album photos; decision 225). */
export { createUploadKeeper, type UploadKeeper } from './files.repository.ts';
