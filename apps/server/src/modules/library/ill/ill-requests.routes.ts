import { ok } from '@reading/contract/envelope';
import {
  deskIllActionBodySchema,
  deskIllActionResponseSchema,
  deskIllParamsSchema,
  deskIllRequestSchema,
  deskIllResponseSchema,
  deskLibraryParamsSchema,
} from '@reading/contract/library/desk';
import {
  ILL_MESSAGES,
  illListRequestSchema,
  illListResponseSchema,
  illRequestSchema,
  illResponseSchema,
} from '@reading/contract/library/ill';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LibraryRoutesOptions } from '../library.plugin.ts';
import { LIBRARY_FAILS, requireDesk, requirePatron } from '../library-guards.ts';

/** Inter-library loan: the member's list and request, the desk's queue and moves (contract library/ill.ts). */
export async function illRequestRoutes(fastify: FastifyInstance, { services }: LibraryRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = services.illRequests;
  const tags = ['library'];

  app.get(
    '/inter-library-loan/list',
    {
      schema: {
        tags,
        summary: '상호대차 신청 내역',
        querystring: illListRequestSchema,
        response: { 200: illListResponseSchema, ...LIBRARY_FAILS },
      },
    },
    async (request) => {
      return ok(await service.listOf(await requirePatron(app, request), request.query));
    },
  );

  app.post(
    '/inter-library-loan/request',
    {
      schema: {
        tags,
        summary: '상호대차 신청',
        body: illRequestSchema,
        response: { 200: illResponseSchema, ...LIBRARY_FAILS },
      },
    },
    async (request) => {
      const patron = await requirePatron(app, request);
      const requested = await service.request(patron, request.body.bookKey, request.body.lendingLibCode);
      return ok(requested, ILL_MESSAGES.requested);
    },
  );

  app.get(
    '/desk/:libCode/inter-library-loan',
    {
      schema: {
        tags: ['library-desk'],
        summary: '상호대차 처리 목록',
        params: deskLibraryParamsSchema,
        querystring: deskIllRequestSchema,
        response: { 200: deskIllResponseSchema, ...LIBRARY_FAILS },
      },
    },
    async (request) => {
      const { lib } = await requireDesk(app, request, request.params.libCode);
      return ok(await service.deskList(lib.libCode, request.query, request.query));
    },
  );

  app.post(
    '/desk/:libCode/inter-library-loan/:illKey/:action',
    {
      schema: {
        tags: ['library-desk'],
        summary: '상호대차 처리 (승인·발송·도착·반납·거절)',
        params: deskIllParamsSchema,
        body: deskIllActionBodySchema,
        response: { 200: deskIllActionResponseSchema, ...LIBRARY_FAILS },
      },
    },
    async (request) => {
      const { lib } = await requireDesk(app, request, request.params.libCode);
      const { illKey, action } = request.params;
      return ok(
        await service.act(lib.libCode, illKey, action, request.body.reason),
        ILL_MESSAGES.moved(action),
      );
    },
  );
}
