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
import { LIBRARY_FAILS, requireDesk, requirePatron } from '../access.ts';
import { pageOfRows } from '../paging.ts';
import { illRequestsRepository as repo } from './ill-requests.repository.ts';
import { createIllRequestsService, toIllItem } from './ill-requests.service.ts';

/** Inter-library loan: the member's list and request, the desk's queue and moves (contract library/ill.ts). */
export async function illRequestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const service = createIllRequestsService(db, app.library.clock, app.library.circulation.releaseCopy);
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
      const patron = await requirePatron(app, request);
      const where = repo.whereOfPatron(patron.patronId);
      return ok(await pageOfRows(db, repo.list, where, request.query, (r) => toIllItem(r, false)));
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
      const illKey = await service.request(patron, request.body.bookKey, request.body.lendingLibCode);
      return ok(toIllItem((await repo.byKey(db, illKey))!, false), ILL_MESSAGES.requested);
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
      const where = repo.whereOfDesk(lib.libCode, request.query.side, request.query.status);
      return ok(await pageOfRows(db, repo.list, where, request.query, (r) => toIllItem(r, true)));
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
      await service.act(lib.libCode, illKey, action, request.body.reason);
      return ok(toIllItem((await repo.byKey(db, illKey))!, true), ILL_MESSAGES.moved(action));
    },
  );
}
