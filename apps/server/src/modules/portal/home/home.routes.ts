import { failEnvelopeSchema } from '@reading/contract/envelope';
import {
  type HomeSectionsRequest,
  homeSectionsRequestSchema,
  homeSectionsResponseSchema,
} from '@reading/contract/main/home-sections';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createHomeService } from './home.service.ts';

/** GET /schome/service/main/home/sections: the home page's sections (docs/decisions/021-home-sections.md). */
export async function homeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createHomeService(app.database.db, app.library);

  app.get(
    '/home/sections',
    {
      schema: {
        tags: ['portal'],
        summary: '메인 화면 구성 (인기도서, 신착도서, 공지사항, 독서통계)',
        querystring: homeSectionsRequestSchema,
        response: { 200: homeSectionsResponseSchema, 400: failEnvelopeSchema },
      },
    },
    app.readCache.route({
      tag: 'home-sections',
      key: (query: HomeSectionsRequest) => query.schLevelCode ?? 'all',
      schema: homeSectionsResponseSchema,
      load: (query: HomeSectionsRequest) => service.getSections(query.schLevelCode ?? null),
    }),
  );
}
