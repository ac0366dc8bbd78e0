import { COMMUNITY_MESSAGES, SERVICE_REQUEST_CATEGORIES } from '@reading/contract/community/codes';
import { categoryListResponseSchema } from '@reading/contract/community/faq-board';
import { communityFailResponses } from '@reading/contract/community/posts';
import {
  serviceRequestAnswerRequestSchema,
  serviceRequestDeleteRequestSchema,
  serviceRequestDeleteResponseSchema,
  serviceRequestDetailRequestSchema,
  serviceRequestDetailResponseSchema,
  serviceRequestListRequestSchema,
  serviceRequestListResponseSchema,
  serviceRequestSaveRequestSchema,
} from '@reading/contract/community/service-request';
import { ok } from '@reading/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const tags = ['teachersupport'];

/**
 * /schome/service/teachersupport/serviceRequest/* (decision 152): service requests on the board engine
 * through the community's face (`app.community.serviceRequests`). Files: community file/upload and download.
 */
export async function serviceRequestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { serviceRequests, actor } = app.community;
  const detail = { ...communityFailResponses, 200: serviceRequestDetailResponseSchema };

  app.get(
    '/categoryList',
    { schema: { tags, summary: '서비스 요청 분류', response: { 200: categoryListResponseSchema } } },
    async () =>
      ok({
        list: SERVICE_REQUEST_CATEGORIES.map((c) => ({ ...c })),
        totalCount: SERVICE_REQUEST_CATEGORIES.length,
      }),
  );
  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: '서비스 요청 목록 (교사·학교관리자 본인, 운영자 전체)',
        querystring: serviceRequestListRequestSchema,
        response: { ...communityFailResponses, 200: serviceRequestListResponseSchema },
      },
    },
    async (request) => ok(await serviceRequests.list(await actor(request), request.query)),
  );
  app.get(
    '/detail',
    {
      schema: {
        tags,
        summary: '서비스 요청 상세',
        querystring: serviceRequestDetailRequestSchema,
        response: detail,
      },
    },
    async (request) =>
      ok(await serviceRequests.detail(await actor(request), request.query.serviceRequestKey)),
  );
  app.post(
    '/save',
    {
      schema: {
        tags,
        summary: '서비스 요청 등록 (교사·학교관리자)',
        body: serviceRequestSaveRequestSchema,
        response: detail,
      },
    },
    async (request) =>
      ok(await serviceRequests.request(await actor(request), request.body), COMMUNITY_MESSAGES.requested),
  );
  app.post(
    '/answer',
    {
      schema: {
        tags,
        summary: '서비스 요청 답변 (운영자)',
        body: serviceRequestAnswerRequestSchema,
        response: detail,
      },
    },
    async (request) => {
      const { serviceRequestKey, answer } = request.body;
      return ok(
        await serviceRequests.answer(await actor(request), serviceRequestKey, answer),
        COMMUNITY_MESSAGES.answered,
      );
    },
  );
  app.post(
    '/delete',
    {
      schema: {
        tags,
        summary: '서비스 요청 삭제',
        body: serviceRequestDeleteRequestSchema,
        response: { ...communityFailResponses, 200: serviceRequestDeleteResponseSchema },
      },
    },
    async (request) =>
      ok(
        await serviceRequests.remove(await actor(request), request.body.serviceRequestKey),
        COMMUNITY_MESSAGES.deleted,
      ),
  );
}
