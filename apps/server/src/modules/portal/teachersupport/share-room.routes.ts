import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import {
  SHARE_MESSAGES as M,
  shareDeleteResponseSchema,
  shareDetailResponseSchema,
  shareKeyRequestSchema,
  shareLikeResponseSchema,
  shareListRequestSchema,
  shareListResponseSchema,
  shareSaveRequestSchema,
} from '@reading/contract/teachersupport/share-room';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const tags = ['teachersupport'];
const fails = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
};

/**
 * /schome/service/teachersupport/teacherShareRoom/* (decision 151): the board engine's `teacherShare`
 * board through the community's face (`app.community.shares`). Files: community file/upload and download.
 */
export async function shareRoomRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { shares, actor } = app.community;
  const detail = { 200: shareDetailResponseSchema, ...fails };

  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: '교사 자료 공유방 목록 (교사·학교관리자)',
        querystring: shareListRequestSchema,
        response: { 200: shareListResponseSchema, ...fails },
      },
    },
    async (request) => ok(await shares.list(await actor(request), request.query)),
  );
  app.get(
    '/detail',
    { schema: { tags, summary: '공유 자료 상세', querystring: shareKeyRequestSchema, response: detail } },
    async (request) => ok(await shares.detail(await actor(request), request.query.postKey)),
  );
  app.post(
    '/save',
    { schema: { tags, summary: '공유 자료 등록·수정', body: shareSaveRequestSchema, response: detail } },
    async (request) => ok(await shares.save(await actor(request), request.body), M.saved),
  );
  app.post(
    '/like',
    {
      schema: {
        tags,
        summary: '공유 자료 좋아요 (다시 누르면 취소)',
        body: shareKeyRequestSchema,
        response: { 200: shareLikeResponseSchema, ...fails },
      },
    },
    async (request) => ok(await shares.like(await actor(request), request.body.postKey)),
  );
  app.post(
    '/delete',
    {
      schema: {
        tags,
        summary: '공유 자료 삭제 (작성자)',
        body: shareKeyRequestSchema,
        response: { 200: shareDeleteResponseSchema, ...fails },
      },
    },
    async (request) => ok(await shares.remove(await actor(request), request.body.postKey), M.deleted),
  );
}
