import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import { textbookListRequestSchema, textbookListResponseSchema } from '@reading/contract/textbook/textbook';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../core/actor.ts';
import { createTextbookRepository } from './textbook.repository.ts';
import { createTextbookService } from './textbook.service.ts';

/** GET /schome/service/textbook/list: 교과연계 도서 (spec 000 §2 textbook books; decision 290). Anyone may read it. */
export async function textbookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createTextbookService({
    db: app.database.db,
    repository: createTextbookRepository(app.database.db),
  });
  app.get(
    '/list',
    {
      schema: {
        tags: ['portal'],
        summary: '교과연계 도서 목록',
        querystring: textbookListRequestSchema,
        response: { 200: textbookListResponseSchema, 400: failEnvelopeSchema },
      },
    },
    async (request) => ok(await service.list(await actorOf(app.database.db, request), request.query)),
  );
}
