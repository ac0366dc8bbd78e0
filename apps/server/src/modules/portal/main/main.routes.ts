import { failEnvelopeSchema } from '@reading/contract/envelope';
import {
  type FooterDetailRequest,
  footerDetailRequestSchema,
  footerDetailResponseSchema,
} from '@reading/contract/main/footer';
import { mainSetupResponseSchema } from '@reading/contract/main/main-setup';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createMainRepository } from './main.repository.ts';
import { createMainService } from './main.service.ts';

/** Site setup calls of the shell: footer detail and home tab setup (spec 000 §7). */
export async function mainRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createMainService(createMainRepository(app.database.db));

  app.get(
    '/footer/detail',
    {
      schema: {
        tags: ['portal'],
        summary: '학교 사이트 하단 정보',
        querystring: footerDetailRequestSchema,
        response: { 200: footerDetailResponseSchema, 400: failEnvelopeSchema, 404: failEnvelopeSchema },
      },
    },
    app.readCache.route({
      tag: 'footer',
      key: (query: FooterDetailRequest) => String(Number(query.schKey)),
      schema: footerDetailResponseSchema,
      load: async (query: FooterDetailRequest) => ({
        footerDetail: await service.getFooterDetail(Number(query.schKey)),
      }),
    }),
  );

  app.get(
    '/getTotalReadingMainSetup',
    {
      schema: {
        tags: ['portal'],
        summary: '메인 화면 탭 설정',
        response: { 200: mainSetupResponseSchema },
      },
    },
    app.readCache.route({
      tag: 'main-setup',
      schema: mainSetupResponseSchema,
      load: async () => {
        const list = await service.listMainSetup();
        return { list, totalCount: list.length };
      },
    }),
  );
}
