import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import {
  type KeywordBestRequest,
  type KeywordBlockListRequest,
  keywordBestRequestSchema,
  keywordBestResponseSchema,
  keywordBlockListRequestSchema,
  keywordBlockListResponseSchema,
} from '@reading/contract/search/keywords';
import {
  keywordBlockManageRequestSchema,
  keywordBlockManageResponseSchema,
  keywordBlockWriteSchema,
  wordWriteResponses,
} from '@reading/contract/search/word-lists';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireMember, requireRole } from '../../portal/public.ts';
import type { KeywordsService } from './keywords.service.ts';

const managerOnly = requireRole('03');

/**
 * GET /alpasq/api/keyword/best and /keyword/block/list (spec 000 §7), and the manager's edits of the
 * school's block list: /keyword/block/manage, /keyword/block/add, /keyword/block/delete (decision 014).
 */
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
    app.readCache.route({
      tag: 'keyword-best',
      key: ({ type, neisCode }: KeywordBestRequest) => `${type}:${neisCode ?? ''}`,
      schema: keywordBestResponseSchema,
      load: async ({ type, neisCode }: KeywordBestRequest) => {
        const list = await keywords.best(type, neisCode);
        return { list, totalCount: list.length };
      },
    }),
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
    app.readCache.route({
      tag: 'keyword-block',
      key: ({ neisCode }: KeywordBlockListRequest) => neisCode ?? '',
      schema: keywordBlockListResponseSchema,
      load: async ({ neisCode }: KeywordBlockListRequest) => {
        const list = await keywords.blockList(neisCode);
        return { list, totalCount: list.length };
      },
    }),
  );

  app.get(
    '/keyword/block/manage',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['search'],
        summary: '학교 차단 검색어 관리 목록 (관리자)',
        querystring: keywordBlockManageRequestSchema,
        response: { ...wordWriteResponses, 200: keywordBlockManageResponseSchema },
      },
    },
    async (request) => {
      const { neisCode } = request.query;
      await keywords.assertOwnSchool(requireMember(request).schKey, neisCode);
      const list = await keywords.managedBlockList(neisCode);
      return ok({ neisCode, list, totalCount: list.length });
    },
  );

  app.post(
    '/keyword/block/add',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['search'],
        summary: '학교 차단 검색어 추가 (관리자)',
        body: keywordBlockWriteSchema,
        response: wordWriteResponses,
      },
    },
    async (request) => {
      const { neisCode, keyword } = request.body;
      await keywords.assertOwnSchool(requireMember(request).schKey, neisCode);
      await keywords.addBlock(keyword, neisCode);
      await app.readCache.invalidate('keyword-block', 'keyword-best');
      return ok({ changed: true as const });
    },
  );

  app.post(
    '/keyword/block/delete',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['search'],
        summary: '학교 차단 검색어 삭제 (관리자)',
        body: keywordBlockWriteSchema,
        response: wordWriteResponses,
      },
    },
    async (request) => {
      const { neisCode, keyword } = request.body;
      await keywords.assertOwnSchool(requireMember(request).schKey, neisCode);
      await keywords.removeBlock(keyword, neisCode);
      await app.readCache.invalidate('keyword-block', 'keyword-best');
      return ok({ changed: true as const });
    },
  );
}
