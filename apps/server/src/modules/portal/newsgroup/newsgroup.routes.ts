import {
  NEWSGROUP_MESSAGES,
  newsgroupDetailResponseSchema,
  newsgroupDoneResponseSchema,
  newsgroupHideRequestSchema,
  newsgroupKeyRequestSchema,
  newsgroupListRequestSchema,
  newsgroupListResponseSchema,
  newsgroupSaveRequestSchema,
  newsgroupViewRequestSchema,
} from '@reading/contract/debate/newsgroup';
import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../core/actor.ts';
import type { NewsgroupService } from './newsgroup.service.ts';

const tags = ['readingNewsgroup'];
const FAILS = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
};

/** /schome/service/readingActivitesJoin/readingNewsgroup/* (spec 001 §7; issue 18; decision 173). */
export async function newsgroupRoutes(fastify: FastifyInstance, opts: { newsgroups: NewsgroupService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = opts.newsgroups;
  const actor = (request: Parameters<typeof actorOf>[1]) => actorOf(app.database.db, request);
  const response = <T>(schema: T) => ({ 200: schema, ...FAILS });

  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: '독서 뉴스그룹 주제 목록 (전국)',
        querystring: newsgroupListRequestSchema,
        response: response(newsgroupListResponseSchema),
      },
    },
    async (request) => ok(await service.list(await actor(request), request.query)),
  );
  app.get(
    '/detail',
    {
      schema: {
        tags,
        summary: '독서 뉴스그룹 주제',
        querystring: newsgroupViewRequestSchema,
        response: response(newsgroupDetailResponseSchema),
      },
    },
    async (request) => ok(await service.detail(await actor(request), request.query.topicKey)),
  );
  app.post(
    '/save',
    {
      schema: {
        tags,
        summary: '주제 열기·수정',
        body: newsgroupSaveRequestSchema,
        response: response(newsgroupDoneResponseSchema),
      },
    },
    async (request) => ok(await service.save(await actor(request), request.body), NEWSGROUP_MESSAGES.saved),
  );
  app.post(
    '/hide',
    {
      schema: {
        tags,
        summary: '주제 숨기기 (작성자 학교 선생님·운영자)',
        body: newsgroupHideRequestSchema,
        response: response(newsgroupDoneResponseSchema),
      },
    },
    async (request) => {
      const hidden = request.body.hiddenYn === 'Y';
      const data = await service.setHidden(await actor(request), request.body.topicKey, hidden);
      return ok(data, hidden ? NEWSGROUP_MESSAGES.hidden : NEWSGROUP_MESSAGES.shown);
    },
  );
  app.post(
    '/delete',
    {
      schema: {
        tags,
        summary: '주제 삭제 (작성자)',
        body: newsgroupKeyRequestSchema,
        response: response(newsgroupDoneResponseSchema),
      },
    },
    async (request) =>
      ok(await service.remove(await actor(request), request.body.topicKey), NEWSGROUP_MESSAGES.deleted),
  );
}
