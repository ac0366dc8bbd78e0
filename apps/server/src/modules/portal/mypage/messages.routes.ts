import { ok } from '@reading/contract/envelope';
import {
  contactListRequestSchema,
  contactListResponseSchema,
  MESSAGE_MESSAGES,
  messageDeleteRequestSchema,
  messageDeleteResponseSchema,
  messageDetailRequestSchema,
  messageDetailResponseSchema,
  messageListRequestSchema,
  messageListResponseSchema,
  messageSendRequestSchema,
  messageSendResponseSchema,
  updateAsteriskYnRequestSchema,
  updateAsteriskYnResponseSchema,
} from '@reading/contract/mypage/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireMember } from '../core/session.plugin.ts';
import { mypageServicesOf } from './mypage.plugin.ts';
import { MYPAGE_FAILS, ownMember } from './mypage-access.ts';

const tags = ['mypage'];
const failures = MYPAGE_FAILS;

/** messageMng: member-to-member messages within a school (spec 001 §7; decision 092). */
export async function messagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { messages } = mypageServicesOf(app);

  app.get(
    '/messageMng/list',
    {
      schema: {
        tags,
        summary: '메시지 목록 (받은·보낸·중요)',
        querystring: messageListRequestSchema,
        response: { 200: messageListResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { memberKey, box, pageIndex, pageSize } = request.query;
      return ok(await messages.page(ownMember(request, memberKey), box, pageIndex, pageSize));
    },
  );

  app.get(
    '/messageMng/detail',
    {
      schema: {
        tags,
        summary: '메시지 상세 (받은 메시지는 읽음 처리)',
        querystring: messageDetailRequestSchema,
        response: { 200: messageDetailResponseSchema, ...failures },
      },
    },
    async (request) => ok(await messages.detail(requireMember(request), request.query.messageKey)),
  );

  app.post(
    '/messageMng/send',
    {
      schema: {
        tags,
        summary: '메시지 보내기 (같은 학교)',
        body: messageSendRequestSchema,
        response: { 200: messageSendResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { receiverKey, content } = request.body;
      return ok(await messages.send(requireMember(request), receiverKey, content), MESSAGE_MESSAGES.sent);
    },
  );

  app.post(
    '/messageMng/updateAsteriskYn',
    {
      schema: {
        tags,
        summary: '중요 메시지 표시·해제',
        body: updateAsteriskYnRequestSchema,
        response: { 200: updateAsteriskYnResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { messageKey, asteriskYn } = request.body;
      const item = await messages.setAsterisk(requireMember(request), messageKey, asteriskYn);
      return ok(item, asteriskYn === 'Y' ? MESSAGE_MESSAGES.starred : MESSAGE_MESSAGES.unstarred);
    },
  );

  app.post(
    '/messageMng/delete',
    {
      schema: {
        tags,
        summary: '메시지 삭제 (내 쪽에서만)',
        body: messageDeleteRequestSchema,
        response: { 200: messageDeleteResponseSchema, ...failures },
      },
    },
    async (request) =>
      ok(await messages.remove(requireMember(request), request.body.messageKey), MESSAGE_MESSAGES.deleted),
  );

  app.get(
    '/messageMng/contact/list',
    {
      schema: {
        tags,
        summary: '메시지를 보낼 수 있는 같은 학교 회원',
        querystring: contactListRequestSchema,
        response: { 200: contactListResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { memberKey, ...query } = request.query;
      return ok(await messages.contacts(ownMember(request, memberKey), query));
    },
  );
}
