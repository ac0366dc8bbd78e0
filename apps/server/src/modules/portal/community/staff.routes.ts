import { BOARD_NAMES, COMMUNITY_MESSAGES } from '@reading/contract/community/codes';
import { communityFailResponses } from '@reading/contract/community/posts';
import {
  sitePageListResponseSchema,
  sitePageRequestSchema,
  sitePageResponseSchema,
  sitePageSaveRequestSchema,
} from '@reading/contract/community/site-pages';
import {
  boardDeleteRequestSchema,
  boardDeleteResponseSchema,
  boardHideRequestSchema,
  boardManageDetailRequestSchema,
  boardManageListRequestSchema,
  boardManageListResponseSchema,
  boardPinRequestSchema,
  boardSaveRequestSchema,
  boardScheduleRequestSchema,
  managedPostResponseSchema,
  type StaffMe,
  staffMeResponseSchema,
} from '@reading/contract/community/staff';
import { ok } from '@reading/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Actor, hasTeacherRights, isSchoolManager, requireActor } from '../core/actor.ts';
import { administeredBoards } from './access.ts';
import { publishedToday } from './board.queries.ts';
import { toManagedItem } from './board-write.service.ts';
import { pageOf, tags } from './route-helpers.ts';

const yn = (v: boolean): 'Y' | 'N' => (v ? 'Y' : 'N');

/** What an actor may do in the console (GET staff/me). */
function staffMe(actor: Actor): StaffMe {
  const manager = isSchoolManager(actor);
  const scopes = [null, ...(manager ? [actor.schKey] : [])];
  const boards = scopes.flatMap((schKey) =>
    administeredBoards(actor, schKey).map((boardCode) => ({
      boardCode,
      schKey,
      boardName: BOARD_NAMES[boardCode],
    })),
  );
  return {
    operatorYn: yn(actor.operator),
    manageSchKey: manager ? actor.schKey : null,
    counselingAnswerYn: yn(hasTeacherRights(actor)),
    inquiryAnswerYn: yn(actor.operator || manager),
    serviceRequestAnswerYn: yn(actor.operator),
    boards,
    pagesYn: yn(actor.operator),
  };
}

/**
 * The staff console's calls (contract community/staff.ts, site-pages.ts; decision 072), and the srMng pages.
 * Every write is checked in the services against the post's board and scope.
 */
export async function staffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { boards, writes, pages } = app.community;
  const actorOf = app.community.actor;
  const managed = { ...communityFailResponses, 200: managedPostResponseSchema };

  app.get(
    '/staff/me',
    {
      schema: {
        tags,
        summary: '운영 권한 (관리 콘솔)',
        response: { ...communityFailResponses, 200: staffMeResponseSchema },
      },
    },
    async (request) => ok(staffMe(requireActor(await actorOf(request)))),
  );

  app.get(
    '/board/manage/list',
    {
      schema: {
        tags,
        summary: '게시글 관리 목록 (운영자·학교관리자)',
        querystring: boardManageListRequestSchema,
        response: { ...communityFailResponses, 200: boardManageListResponseSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const view = boards.manageView([q.boardCode], await actorOf(request), q.schKey ?? null);
      const page = await boards.list(view, q);
      const visible = await boards.visibleKeys(
        page.rows.map((r) => r.postKey),
        publishedToday(),
      );
      return ok(pageOf(page, (row) => toManagedItem(row, visible.has(row.postKey))));
    },
  );

  app.get(
    '/board/manage/detail',
    {
      schema: {
        tags,
        summary: '게시글 편집용 상세 (운영자·학교관리자)',
        querystring: boardManageDetailRequestSchema,
        response: managed,
      },
    },
    async (request) => ok(await writes.detail(await actorOf(request), request.query.postKey)),
  );

  app.post(
    '/board/save',
    { schema: { tags, summary: '게시글 등록·수정', body: boardSaveRequestSchema, response: managed } },
    async (request) => ok(await writes.save(await actorOf(request), request.body), COMMUNITY_MESSAGES.saved),
  );
  app.post(
    '/board/pin',
    { schema: { tags, summary: '게시글 상단 고정', body: boardPinRequestSchema, response: managed } },
    async (request) =>
      ok(
        await writes.pin(await actorOf(request), request.body.postKey, request.body.pinnedYn),
        COMMUNITY_MESSAGES.saved,
      ),
  );
  app.post(
    '/board/hide',
    { schema: { tags, summary: '게시글 숨김', body: boardHideRequestSchema, response: managed } },
    async (request) => {
      const { postKey, hiddenYn } = request.body;
      const done = await writes.hide(await actorOf(request), postKey, hiddenYn);
      if (hiddenYn === 'Y')
        await app.staffAudit.record(request, { action: 'post.hide', targetType: 'post', targetKey: postKey });
      return ok(done, COMMUNITY_MESSAGES.saved);
    },
  );
  app.post(
    '/board/schedule',
    { schema: { tags, summary: '게시 기간 설정', body: boardScheduleRequestSchema, response: managed } },
    async (request) => {
      const { postKey, startDate, endDate } = request.body;
      return ok(
        await writes.schedule(await actorOf(request), postKey, startDate, endDate),
        COMMUNITY_MESSAGES.saved,
      );
    },
  );
  app.post(
    '/board/delete',
    {
      schema: {
        tags,
        summary: '게시글 삭제',
        body: boardDeleteRequestSchema,
        response: { ...communityFailResponses, 200: boardDeleteResponseSchema },
      },
    },
    async (request) => {
      const done = await writes.remove(await actorOf(request), request.body.postKey);
      await app.staffAudit.record(request, {
        action: 'post.delete',
        targetType: 'post',
        targetKey: done.postKey,
      });
      return ok(done, COMMUNITY_MESSAGES.deleted);
    },
  );

  app.get(
    '/srMng/list',
    { schema: { tags, summary: '안내 페이지 목록', response: { 200: sitePageListResponseSchema } } },
    async () => {
      const list = await pages.list();
      return ok({ list, totalCount: list.length });
    },
  );
  app.get(
    '/srMng/detail',
    {
      schema: {
        tags,
        summary: '안내 페이지 (이메일무단수집거부, 개인정보처리방침, 이용약관, 점검 안내)',
        querystring: sitePageRequestSchema,
        response: { ...communityFailResponses, 200: sitePageResponseSchema },
      },
    },
    async (request) => ok(await pages.detail(request.query.srCode)),
  );
  app.post(
    '/srMng/save',
    {
      schema: {
        tags,
        summary: '안내 페이지 수정 (운영자)',
        body: sitePageSaveRequestSchema,
        response: { ...communityFailResponses, 200: sitePageResponseSchema },
      },
    },
    async (request) => ok(await pages.save(await actorOf(request), request.body), COMMUNITY_MESSAGES.saved),
  );
}
