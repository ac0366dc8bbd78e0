import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import {
  menuStatisticsRequestSchema,
  menuStatisticsResponseSchema,
} from '@reading/contract/statistics/menu-statistics';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createStatisticsRepository } from './statistics.repository.ts';
import { createStatisticsService } from './statistics.service.ts';

/** GET /schome/service/statistics/menu (spec 000 §7): menu click statistics. */
export async function statisticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createStatisticsService(createStatisticsRepository(app.database.db), app.clock);

  app.get(
    '/menu',
    {
      schema: {
        tags: ['portal'],
        summary: '메뉴 클릭 통계 기록',
        querystring: menuStatisticsRequestSchema,
        response: { 200: menuStatisticsResponseSchema, 400: failEnvelopeSchema, 404: failEnvelopeSchema },
      },
    },
    async (request) => ok(await service.recordMenuClick(request.query)),
  );
}
