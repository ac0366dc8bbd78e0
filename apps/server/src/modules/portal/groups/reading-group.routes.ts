import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import {
  groupApplyRequestSchema,
  groupCreateRequestSchema,
  groupDetailResponseSchema,
  groupDoneResponseSchema,
  groupImageAddRequestSchema,
  groupImageListResponseSchema,
  groupKeyRequestSchema,
  groupListRequestSchema,
  groupListResponseSchema,
  groupMemberListResponseSchema,
  groupMemberRequestSchema,
  groupPostDetailResponseSchema,
  groupPostKeyRequestSchema,
  groupPostListRequestSchema,
  groupPostListResponseSchema,
  groupPostSaveRequestSchema,
  groupScheduleRequestSchema,
  groupViewRequestSchema,
  GROUP_MESSAGES as M,
} from '@reading/contract/groups/reading-group';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../core/actor.ts';
import type { GroupBoardService } from './group-board.service.ts';
import type { ReadingGroupService } from './reading-group.service.ts';

const tags = ['readingGroup'];
export const GROUP_FAILS = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
  409: failEnvelopeSchema,
};
const response = <T>(schema: T) => ({ 200: schema, ...GROUP_FAILS });

/** /schome/service/readingActivitesJoin/readingGroup/* (spec 001 §7; decisions 190–193). */
export async function readingGroupRoutes(
  fastify: FastifyInstance,
  opts: { groups: ReadingGroupService; board: GroupBoardService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { groups, board } = opts;
  const actor = (request: FastifyRequest) => actorOf(app.database.db, request);
  const done = response(groupDoneResponseSchema);

  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: '독서동아리 목록 (우리 학교·내 동아리)',
        querystring: groupListRequestSchema,
        response: response(groupListResponseSchema),
      },
    },
    async (request) => ok(await groups.list(await actor(request), request.query.viewType)),
  );
  app.get(
    '/detail',
    {
      schema: {
        tags,
        summary: '독서동아리 정보',
        querystring: groupViewRequestSchema,
        response: response(groupDetailResponseSchema),
      },
    },
    async (request) =>
      ok(await groups.detail(await actor(request), request.query.groupKey, request.query.maskingYN)),
  );
  app.post(
    '/create',
    {
      schema: {
        tags,
        summary: '독서동아리 만들기 (학생은 선생님 승인 후 모집)',
        body: groupCreateRequestSchema,
        response: done,
      },
    },
    async (request) => {
      const { message, ...data } = await groups.create(await actor(request), request.body);
      return ok(data, message);
    },
  );
  app.post(
    '/approve',
    {
      schema: {
        tags,
        summary: '독서동아리 개설 승인 (선생님: 01 → 02)',
        body: groupKeyRequestSchema,
        response: done,
      },
    },
    async (request) => ok(await groups.approve(await actor(request), request.body.groupKey), M.approved),
  );
  app.post(
    '/close',
    {
      schema: { tags, summary: '모집 마감 (동아리장: 02 → 03)', body: groupKeyRequestSchema, response: done },
    },
    async (request) => ok(await groups.close(await actor(request), request.body.groupKey), M.closed),
  );
  app.post(
    '/member/apply',
    { schema: { tags, summary: '가입 신청', body: groupApplyRequestSchema, response: done } },
    async (request) =>
      ok(
        await groups.apply(await actor(request), request.body.groupKey, request.body.applyMessage),
        M.applied,
      ),
  );
  app.get(
    '/member/list',
    {
      schema: {
        tags,
        summary: '신청자·회원 (동아리장)',
        querystring: groupKeyRequestSchema,
        response: response(groupMemberListResponseSchema),
      },
    },
    async (request) => ok(await groups.people(await actor(request), request.query.groupKey)),
  );
  app.post(
    '/member/accept',
    {
      schema: {
        tags,
        summary: '가입 수락 (동아리장, 정원 안에서)',
        body: groupMemberRequestSchema,
        response: done,
      },
    },
    async (request) =>
      ok(
        await groups.accept(await actor(request), request.body.groupKey, request.body.memberKey),
        M.accepted,
      ),
  );
  app.post(
    '/member/leave',
    { schema: { tags, summary: '탈퇴·신청 취소', body: groupKeyRequestSchema, response: done } },
    async (request) => ok(await groups.leave(await actor(request), request.body.groupKey), M.left),
  );
  app.post(
    '/member/handover',
    { schema: { tags, summary: '동아리장 넘기기', body: groupMemberRequestSchema, response: done } },
    async (request) =>
      ok(
        await groups.handOver(await actor(request), request.body.groupKey, request.body.memberKey),
        M.handedOver,
      ),
  );
  app.post(
    '/schedule/save',
    {
      schema: {
        tags,
        summary: '읽기 일정 추가 (동아리장)',
        body: groupScheduleRequestSchema,
        response: done,
      },
    },
    async (request) => {
      const { groupKey, title, meetDate } = request.body;
      return ok(await groups.addSchedule(await actor(request), groupKey, title, meetDate), M.saved);
    },
  );
  app.get(
    '/imgList',
    {
      schema: {
        tags,
        summary: '사진첩',
        querystring: groupViewRequestSchema,
        response: response(groupImageListResponseSchema),
      },
    },
    async (request) =>
      ok(await board.images(await actor(request), request.query.groupKey, request.query.maskingYN)),
  );
  app.post(
    '/img/add',
    { schema: { tags, summary: '사진 올리기 (회원)', body: groupImageAddRequestSchema, response: done } },
    async (request) => ok(await board.addImage(await actor(request), request.body), M.imageAdded),
  );
}

/** /schome/service/readingActivitesJoin/readingGroupBoard/*: notices, board, discussions (decision 192). */
export async function readingGroupBoardRoutes(fastify: FastifyInstance, opts: { board: GroupBoardService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { board } = opts;
  const actor = (request: FastifyRequest) => actorOf(app.database.db, request);

  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: '동아리 공지·게시판·토론 목록',
        querystring: groupPostListRequestSchema,
        response: response(groupPostListResponseSchema),
      },
    },
    async (request) => ok(await board.list(await actor(request), request.query)),
  );
  app.get(
    '/detail',
    {
      schema: {
        tags,
        summary: '동아리 글 보기',
        querystring: groupPostKeyRequestSchema,
        response: response(groupPostDetailResponseSchema),
      },
    },
    async (request) =>
      ok(await board.detail(await actor(request), request.query.postKey, request.query.maskingYN)),
  );
  app.post(
    '/save',
    {
      schema: {
        tags,
        summary: '동아리 글쓰기 (공지는 동아리장)',
        body: groupPostSaveRequestSchema,
        response: response(groupDoneResponseSchema),
      },
    },
    async (request) => ok(await board.save(await actor(request), request.body), M.saved),
  );
}
