import {
  DISCUSSION_MESSAGES,
  discussionDetailResponseSchema,
  discussionDoneResponseSchema,
  discussionKeyRequestSchema,
  discussionListRequestSchema,
  discussionListResponseSchema,
  discussionSaveRequestSchema,
  discussionSummaryRequestSchema,
} from '@reading/contract/debate/discussion';
import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../core/actor.ts';
import type { DiscussionService } from './discussion.service.ts';

const tags = ['readingDiscussion'];
const FAILS = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
  409: failEnvelopeSchema,
};

/** /schome/service/readingActivitesJoin/readingDiscussion/* (issue 18; decision 172). */
export async function discussionRoutes(fastify: FastifyInstance, opts: { discussions: DiscussionService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = opts.discussions;
  const actor = (request: Parameters<typeof actorOf>[1]) => actorOf(app.database.db, request);
  const response = <T>(schema: T) => ({ 200: schema, ...FAILS });

  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: '독서 토론방 목록 (우리 학교·전국)',
        querystring: discussionListRequestSchema,
        response: response(discussionListResponseSchema),
      },
    },
    async (request) => ok(await service.list(await actor(request), request.query.stateCode)),
  );
  app.get(
    '/detail',
    {
      schema: {
        tags,
        summary: '독서 토론방',
        querystring: discussionKeyRequestSchema,
        response: response(discussionDetailResponseSchema),
      },
    },
    async (request) => ok(await service.detail(await actor(request), request.query.roomKey)),
  );
  app.post(
    '/save',
    {
      schema: {
        tags,
        summary: '독서 토론방 열기·수정 (선생님)',
        body: discussionSaveRequestSchema,
        response: response(discussionDoneResponseSchema),
      },
    },
    async (request) => ok(await service.save(await actor(request), request.body), DISCUSSION_MESSAGES.saved),
  );
  app.post(
    '/summary',
    {
      schema: {
        tags,
        summary: '토론 정리 (토론방 선생님)',
        body: discussionSummaryRequestSchema,
        response: response(discussionDoneResponseSchema),
      },
    },
    async (request) =>
      ok(
        await service.summarise(await actor(request), request.body.roomKey, request.body.summary),
        DISCUSSION_MESSAGES.summarised,
      ),
  );
  app.post(
    '/close',
    {
      schema: {
        tags,
        summary: '토론 마치기 (토론방 선생님)',
        body: discussionKeyRequestSchema,
        response: response(discussionDoneResponseSchema),
      },
    },
    async (request) =>
      ok(await service.close(await actor(request), request.body.roomKey), DISCUSSION_MESSAGES.closed),
  );
}
