import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import { badgeStatusRequestSchema, badgeStatusResponseSchema } from '@reading/contract/mypage/badges';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mypageServicesOf } from './mypage.plugin.ts';
import { ownMember } from './mypage-access.ts';

const failures = { 400: failEnvelopeSchema, 401: failEnvelopeSchema, 403: failEnvelopeSchema };

/** GET badgestatus/list (spec 000 §7): the member's 24 badges, earned ones with their regDate. */
export async function badgesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { badges } = mypageServicesOf(app);

  app.get(
    '/badgestatus/list',
    {
      schema: {
        tags: ['mypage'],
        summary: '나의 배지 현황',
        querystring: badgeStatusRequestSchema,
        response: { 200: badgeStatusResponseSchema, ...failures },
      },
    },
    async (request) => {
      const member = ownMember(request, request.query.memberKey);
      const list = await badges.statusOf(member.memberKey);
      return ok({ list, totalCount: list.length });
    },
  );
}
