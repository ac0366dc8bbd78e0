import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import { studyListRequestSchema, studyListResponseSchema } from '@reading/contract/library/study';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LibraryRoutesOptions } from '../library.plugin.ts';
import { requireSchoolStaff } from '../library-guards.ts';

/**
 * GET /dls/api/study/list: the class loan status of MyLibraryClassList (docs/decisions/041). Portal
 * session; teachers and managers of the school only (students 403 '접근이 불가합니다.').
 */
export async function studyRoutes(fastify: FastifyInstance, { services }: LibraryRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = services.study;
  app.get(
    '/study/list',
    {
      schema: {
        tags: ['library'],
        summary: '학급 대출 현황',
        querystring: studyListRequestSchema,
        response: {
          200: studyListResponseSchema,
          400: failEnvelopeSchema,
          401: failEnvelopeSchema,
          403: failEnvelopeSchema,
          404: failEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { lib } = await requireSchoolStaff(app, request, request.query.neisCode);
      return ok(await service.classStatus(lib, request.query));
    },
  );
}
