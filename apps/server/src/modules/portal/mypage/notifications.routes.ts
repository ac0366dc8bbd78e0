import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import {
  MESSAGE_MESSAGES,
  notificationChangeResponseSchema,
  notificationDeleteRequestSchema,
  notificationListRequestSchema,
  notificationListResponseSchema,
  notificationReadRequestSchema,
  streamRequestSchema,
  streamTicketResponseSchema,
} from '@reading/contract/mypage/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound, unauthorized } from '../../../lib/errors.ts';
import { requireMember } from '../core/session.plugin.ts';
import { mypageServicesOf } from './mypage.plugin.ts';
import { MYPAGE_FAILS, ownMember } from './mypage-access.ts';

const tags = ['mypage'];
const failures = MYPAGE_FAILS;

/** System notifications and the live stream (spec 001 §7 systemNotifications; decision 091). */
export async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { notifications, liveTickets, hub } = mypageServicesOf(app);

  app.get(
    '/messageMng/systemNotifications/list',
    {
      schema: {
        tags,
        summary: '시스템 알림 목록',
        querystring: notificationListRequestSchema,
        response: { 200: notificationListResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { memberKey, pageIndex, pageSize } = request.query;
      return ok(await notifications.page(ownMember(request, memberKey).memberKey, pageIndex, pageSize));
    },
  );

  app.post(
    '/messageMng/systemNotifications/read',
    {
      schema: {
        tags,
        summary: '알림 읽음 (번호가 없으면 모두)',
        body: notificationReadRequestSchema,
        response: { 200: notificationChangeResponseSchema, ...failures },
      },
    },
    async (request) => {
      const done = await notifications.markRead(
        requireMember(request).memberKey,
        request.body.notificationKey,
      );
      if (!done) throw notFound(MESSAGE_MESSAGES.notificationNotFound);
      return ok(done, MESSAGE_MESSAGES.read);
    },
  );

  app.post(
    '/messageMng/systemNotifications/delete',
    {
      schema: {
        tags,
        summary: '알림 삭제',
        body: notificationDeleteRequestSchema,
        response: { 200: notificationChangeResponseSchema, ...failures },
      },
    },
    async (request) => {
      const done = await notifications.remove(requireMember(request).memberKey, request.body.notificationKey);
      if (!done) throw notFound(MESSAGE_MESSAGES.notificationNotFound);
      return ok(done, MESSAGE_MESSAGES.deleted);
    },
  );

  app.post(
    '/messageMng/stream/ticket',
    {
      schema: {
        tags,
        summary: '실시간 알림 연결 티켓 발급',
        response: { 200: streamTicketResponseSchema, ...failures },
      },
    },
    async (request) => ok({ ticket: await liveTickets.issue(requireMember(request).tokenHash) }),
  );

  app.get(
    '/messageMng/stream',
    {
      schema: {
        tags,
        summary: '실시간 알림 (text/event-stream, 이벤트 notification·message)',
        querystring: streamRequestSchema,
        response: { 401: failEnvelopeSchema, 400: failEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const holder = await app.liveStreams.holderOf(request.query.ticket);
      if (!holder) throw unauthorized(MESSAGE_MESSAGES.ticketInvalid);
      app.liveStreams.open(request, reply, holder, (stream) =>
        hub.subscribe(holder.memberKey, ({ type, key, title }) => stream.send(type, { type, key, title })),
      );
    },
  );
}
