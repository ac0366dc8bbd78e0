import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import {
  keywordBestRequestSchema,
  keywordBestResponseSchema,
  keywordBlockListRequestSchema,
  keywordBlockListResponseSchema,
} from '@reading/contract/search/keywords';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { KeywordsService } from './keywords.service.ts';

/** GET /alpasq/api/keyword/best and /keyword/block/list (spec 000 §7). */
export async function keywordsRoutes(fastify: FastifyInstance, opts: { keywords: KeywordsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { keywords } = opts;

  app.get(
    '/keyword/best',
    {
      schema: {
        tags: ['search'],
        summary: '인기 검색어 (type=D 오늘, neisCode 학교별)',
        querystring: keywordBestRequestSchema,
        response: { 200: keywordBestResponseSchema, 400: failEnvelopeSchema },
      },
    },
    async (request) => {
      const list = await keywords.best(request.query.type, request.query.neisCode);
      return ok({ list, totalCount: list.length });
    },
  );

  app.get(
    '/keyword/block/list',
    {
      schema: {
        tags: ['search'],
        summary: '차단 검색어 목록',
        querystring: keywordBlockListRequestSchema,
        response: { 200: keywordBlockListResponseSchema, 400: failEnvelopeSchema },
      },
    },
    async (request) => {
      const list = await keywords.blockList(request.query.neisCode);
      return ok({ list, totalCount: list.length });
    },
  );
}
