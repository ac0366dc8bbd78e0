import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import {
  type RecommendBestRequest,
  recommendBestRequestSchema,
  recommendBestResponseSchema,
  recommendBooksRequestSchema,
  recommendBooksResponseSchema,
  usersStatisticsResponseSchema,
} from '@reading/contract/search/recommend';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { createRecommendService } from './recommend.service.ts';

/** GET /alpasq/api/recommend/best, /recommend/books, /recommend/users/statistics (spec 001 §7). */
export async function recommendRoutes(
  fastify: FastifyInstance,
  opts: { recommend: ReturnType<typeof createRecommendService> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { recommend } = opts;

  app.get(
    '/recommend/best',
    {
      schema: {
        tags: ['search'],
        summary: '인기 도서 (학교급별 대출 순위)',
        querystring: recommendBestRequestSchema,
        response: { 200: recommendBestResponseSchema, 400: failEnvelopeSchema },
      },
    },
    // The same for every caller: shared through the read cache (decision 160); its rows (the loan rankings,
    // the catalogue) change only by import, which sends NOTIFY read_cache, 'recommend-best'.
    app.readCache.route({
      tag: 'recommend-best',
      key: ({ schLevelCode, display }: RecommendBestRequest) => `${schLevelCode ?? ''}:${display}`,
      schema: recommendBestResponseSchema,
      load: async ({ schLevelCode, display }: RecommendBestRequest) => {
        const list = await recommend.best(schLevelCode, display);
        return { list, totalCount: list.length };
      },
    }),
  );

  app.get(
    '/recommend/books',
    {
      schema: {
        tags: ['search'],
        summary: '우리 학교·지역 소장 추천 도서',
        querystring: recommendBooksRequestSchema,
        response: { 200: recommendBooksResponseSchema, 400: failEnvelopeSchema },
      },
    },
    async (request) => {
      const { provCode, neisCode, display } = request.query;
      const list = await recommend.books(provCode, neisCode, display);
      return ok({ list, totalCount: list.length });
    },
  );

  app.get(
    '/recommend/users/statistics',
    {
      schema: {
        tags: ['search'],
        summary: '소장·대출·검색 통계',
        response: { 200: usersStatisticsResponseSchema },
      },
    },
    async () => ok(await recommend.statistics()),
  );
}
