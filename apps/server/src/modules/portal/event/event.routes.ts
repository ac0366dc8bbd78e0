import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import {
  EVENT_MESSAGES,
  eventManageListResponseSchema,
  eventPageRequestSchema,
  eventPageResponseSchema,
  eventSaveRequestSchema,
  participateRequestSchema,
  participateResponseSchema,
} from '@reading/contract/event/event';
import {
  checkMemberKeyRequestSchema,
  checkMemberKeyResponseSchema,
  PRIZE_MESSAGES,
  updateJoinRequestSchema,
  updateJoinResponseSchema,
} from '@reading/contract/event/prize-event';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerMultipartForm } from '../../../plugins/multipart-form.ts';
import { actorOf } from '../core/actor.ts';
import type { EventService } from './event.service.ts';
import type { PrizeEventService } from './prize-event.service.ts';

const tags = ['event'];
const fails = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
  409: failEnvelopeSchema,
};

/** /schome/service/event/* (spec 001 §7; decisions 102, 103). updateJoin is multipart, scoped here. */
export async function eventRoutes(
  fastify: FastifyInstance,
  opts: { events: EventService; prize: PrizeEventService },
) {
  await registerMultipartForm(fastify, { files: 0, fields: 20, fieldSize: 1000 });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { events, prize } = opts;
  const actor = (request: FastifyRequest) => actorOf(app.database.db, request);

  app.get(
    '/checkMemberKey',
    {
      schema: {
        tags,
        summary: '경품 이벤트 응모 정보 (본인)',
        querystring: checkMemberKeyRequestSchema,
        response: { 200: checkMemberKeyResponseSchema, ...fails },
      },
    },
    async (request) =>
      ok(await prize.check(await actor(request), request.query.eventId, request.query.memberKey)),
  );

  app.post(
    '/updateJoin',
    {
      schema: {
        tags,
        summary: '경품 이벤트 응모·수정 (휴대폰 번호 규칙은 화면과 같은 순서로 서버에서도 확인)',
        consumes: ['multipart/form-data'],
        body: updateJoinRequestSchema,
        response: { 200: updateJoinResponseSchema, ...fails },
      },
    },
    async (request) => ok(await prize.join(await actor(request), request.body), PRIZE_MESSAGES.saved),
  );

  app.get(
    '/page',
    {
      schema: {
        tags,
        summary: '이벤트 페이지 (진행 중 또는 최근 이벤트, 지난 이벤트 목록)',
        querystring: eventPageRequestSchema,
        response: { 200: eventPageResponseSchema, ...fails },
      },
    },
    async (request) =>
      ok(await events.page(await actor(request), request.query.routeName, request.query.eventId)),
  );

  app.post(
    '/participate',
    {
      schema: {
        tags,
        summary: '이벤트 참여 (투표·밸런스게임·퀴즈·세기·모임·미션, 회원당 한 번)',
        body: participateRequestSchema,
        response: { 200: participateResponseSchema, ...fails },
      },
    },
    async (request) =>
      ok(await events.participate(await actor(request), request.body), EVENT_MESSAGES.joined),
  );

  app.get(
    '/manage/list',
    {
      schema: {
        tags,
        summary: '이벤트 관리 목록 (운영자)',
        response: { 200: eventManageListResponseSchema, ...fails },
      },
    },
    async (request) => ok(await events.manageList(await actor(request))),
  );

  app.post(
    '/manage/save',
    {
      schema: {
        tags,
        summary: '이벤트 만들기·수정 (운영자)',
        body: eventSaveRequestSchema,
        response: { 200: participateResponseSchema, ...fails },
      },
    },
    async (request) => ok(await events.save(await actor(request), request.body), EVENT_MESSAGES.saved),
  );
}
