import { NOTICE_POPUP_SCHOOL_LEVELS } from '@reading/contract/codes/school-levels';
import {
  type NoticeDetail,
  type NoticeItem,
  type NoticeListRequest,
  noticeDetailAllRequestSchema,
  noticeDetailRequestSchema,
  noticeDetailResponseSchema,
  noticeFileDownloadRequestSchema,
  noticeListAllRequestSchema,
  noticeListRequestSchema,
  noticeListResponseSchema,
} from '@reading/contract/community/notice-board';
import { communityFailResponses } from '@reading/contract/community/posts';
import { ok } from '@reading/contract/envelope';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { boardPost } from '../../../db/schema/portal-community.ts';
import type { Actor } from '../core/actor.ts';
import { firstImageUrl } from '../core/sanitize.ts';
import { flag, forLevel, forMemberType, forRegion } from './board.queries.ts';
import type { PostRow } from './board.repository.ts';
import { type BoardView, toAttachment, toBoardPost } from './board.service.ts';
import { pageOf, sendFile, tags } from './route-helpers.ts';

/** The notice popup's level reading (01 elementary, 02 high, 03 middle) as a site level (spec 001 §3). */
const siteLevelOf = (schGropCode: string | undefined) =>
  schGropCode
    ? (Object.entries(NOTICE_POPUP_SCHOOL_LEVELS).find(([, popup]) => popup === schGropCode)?.[0] as string)
    : undefined;

type Scope = Omit<NoticeListRequest, 'pageIndex' | 'pageSize' | 'searchKeyword' | 'searchType' | 'manageYn'>;

/** The service's notices for a region, level and audience, plus a school's own (spec 001 §7 noticeBoard). */
function noticeView(scope: Scope, actor: Actor | null): BoardView {
  const service = and(
    isNull(boardPost.schKey),
    forRegion(scope.provCode),
    forLevel(siteLevelOf(scope.schGropCode)),
    forMemberType(scope.memberTypeCode),
  );
  const own = scope.schKey ? eq(boardPost.schKey, scope.schKey) : undefined;
  return {
    boards: ['notice'],
    scope: and(
      or(service, own),
      flag(boardPost.popupYn, scope.popupYn),
      flag(boardPost.eventYn, scope.eventYn),
    ),
    actor,
    manage: false,
  };
}

const allView = (actor: Actor | null, eventYn: 'Y' | 'N' | 'A' = 'A'): BoardView => ({
  boards: ['notice'],
  scope: and(isNull(boardPost.schKey), flag(boardPost.eventYn, eventYn)),
  actor,
  manage: false,
});

const toItem = (row: PostRow): NoticeItem => ({
  ...toBoardPost(row),
  noticeKey: row.postKey,
  mySchoolKey: row.schKey,
  mainImgUrl: firstImageUrl(row.content),
});

/** GET /schome/service/community/noticeBoard/* (contract community/notice-board.ts). Public. */
export async function noticeBoardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { boards, files } = app.community;
  const response = { ...communityFailResponses, 200: noticeListResponseSchema };
  const detailResponse = { ...communityFailResponses, 200: noticeDetailResponseSchema };

  async function detail(noticeKey: number, view: BoardView): Promise<NoticeDetail> {
    const { row, files: list, prev, next } = await boards.open(noticeKey, view);
    return {
      ...toItem(row),
      content: row.content,
      fileList: list.map((f) => ({ ...toAttachment(f), noticeFileKey: f.fileKey })),
      prev,
      next,
    };
  }

  app.get(
    '/noticeBoard/list',
    {
      schema: {
        tags,
        summary: '공지사항 목록 (지역·학교급·회원구분)',
        querystring: noticeListRequestSchema,
        response,
      },
    },
    async (request) => {
      const actor = await app.community.actor(request);
      const q = request.query;
      const view =
        q.manageYn === 'Y' ? boards.manageView(['notice'], actor, q.schKey ?? null) : noticeView(q, actor);
      return ok(pageOf(await boards.list(view, q), toItem));
    },
  );

  app.get(
    '/noticeBoard/list/all',
    { schema: { tags, summary: '공지사항 전체 목록', querystring: noticeListAllRequestSchema, response } },
    async (request) => {
      const view = allView(await app.community.actor(request), request.query.eventYn);
      return ok(pageOf(await boards.list(view, request.query), toItem));
    },
  );

  app.get(
    '/noticeBoard/detail',
    {
      schema: {
        tags,
        summary: '공지사항 상세',
        querystring: noticeDetailRequestSchema,
        response: detailResponse,
      },
    },
    async (request) => {
      const view = noticeView(request.query, await app.community.actor(request));
      return ok(await detail(request.query.noticeKey, view));
    },
  );

  app.get(
    '/noticeBoard/detail/all',
    {
      schema: {
        tags,
        summary: '공지사항 상세 (전체 목록 기준)',
        querystring: noticeDetailAllRequestSchema,
        response: detailResponse,
      },
    },
    async (request) => ok(await detail(request.query.noticeKey, allView(await app.community.actor(request)))),
  );

  app.get(
    '/noticeBoard/fileDownload',
    {
      schema: {
        tags,
        summary: '공지사항 첨부파일 내려받기',
        querystring: noticeFileDownloadRequestSchema,
        response: communityFailResponses,
      },
    },
    async (request, reply) => {
      const actor = await app.community.actor(request);
      const { file, stream } = await files.forDownload(request.query.noticeFileKey, actor, ['notice']);
      return sendFile(reply, file, stream, 'attachment');
    },
  );
}
