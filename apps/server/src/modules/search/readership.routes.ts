import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import {
  READERSHIP_MESSAGES,
  readershipUpdateRequestSchema,
  readershipUpdateResponseSchema,
} from '@reading/contract/search/readership';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { book } from '../../db/schema/search.ts';
import { forbidden, notFound, unauthorized } from '../../lib/errors.ts';

/**
 * PATCH /alpasq/api/detail/readership: a verified school manager corrects a record's readership
 * (decision 270). The lists that cache a visitor's answer forget theirs.
 */
export async function readershipRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.patch(
    '/detail/readership',
    {
      schema: {
        tags: ['search'],
        summary: '도서 이용 대상 수정 (학교관리자)',
        body: readershipUpdateRequestSchema,
        response: {
          200: readershipUpdateResponseSchema,
          400: failEnvelopeSchema,
          401: failEnvelopeSchema,
          403: failEnvelopeSchema,
          404: failEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const caller = request.member;
      if (!caller) throw unauthorized();
      if (caller.memberTypeCode !== '03' || caller.verifyStatus !== 'verified')
        throw forbidden(READERSHIP_MESSAGES.managersOnly);
      const { bookKey, readership } = request.body;
      const [row] = await app.database.db
        .update(book)
        .set({ readership })
        .where(eq(book.bookKey, bookKey))
        .returning({ bookKey: book.bookKey });
      if (!row) throw notFound(READERSHIP_MESSAGES.bookNotFound);
      await app.readCache.invalidate('home-sections', 'recommend-best', 'curation-center', 'curation-picks');
      return ok({ bookKey, readership }, READERSHIP_MESSAGES.saved);
    },
  );
}
