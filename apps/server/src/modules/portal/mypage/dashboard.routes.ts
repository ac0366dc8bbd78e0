import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import { dashboardRequestSchema, dashboardResponseSchema } from '@reading/contract/mypage/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mypageServicesOf } from './mypage.plugin.ts';
import { ownMember } from './mypage-access.ts';

/** GET dashboard (decision 094): the member's reading at a glance, and a teacher's class. */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { dashboard } = mypageServicesOf(app);
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['mypage'],
        summary: '대시보드: 월별 대출, 읽은 책, 활동, 배지, 대출 중인 책, 최근 알림',
        querystring: dashboardRequestSchema,
        response: {
          200: dashboardResponseSchema,
          400: failEnvelopeSchema,
          401: failEnvelopeSchema,
          403: failEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await dashboard.of(ownMember(request, request.query.memberKey))),
  );
}
