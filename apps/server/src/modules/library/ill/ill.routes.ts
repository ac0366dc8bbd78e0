import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import { illGroupListRequestSchema, illGroupListResponseSchema } from '@reading/contract/library/ill-groups';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LibraryRoutesOptions } from '../library.plugin.ts';

/** GET /dls/api/inter-library-loan/group/list (spec 001 §7). */
export async function illRoutes(fastify: FastifyInstance, { services }: LibraryRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = services.illGroups;

  app.get(
    '/inter-library-loan/group/list',
    {
      schema: {
        tags: ['library'],
        summary: '상호대차 그룹 목록',
        querystring: illGroupListRequestSchema,
        response: { 200: illGroupListResponseSchema, 400: failEnvelopeSchema },
      },
    },
    async (request) => {
      const { provCode, neisCode, schKey } = request.query;
      const list = await service.list(provCode, neisCode, schKey);
      return ok({ list, totalCount: list.length });
    },
  );
}
