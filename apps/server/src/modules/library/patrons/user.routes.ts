import { dlsUserInfoResponseSchema } from '@reading/contract/auth/member-data';
import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/errors.ts';
import { PATRON_MESSAGES } from './patron.service.ts';

/**
 * GET /dls/api/user/info with `Authorization: <tokenType> <accessToken>` (spec 001 §7). A missing or
 * expired library token answers 403, not 401: the client reads 401 as a duplicate portal login.
 */
export async function dlsUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/user/info',
    {
      schema: {
        tags: ['library'],
        summary: 'DLS 이용자 정보',
        response: { 200: dlsUserInfoResponseSchema, 403: failEnvelopeSchema },
      },
    },
    async (request) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      const found = match ? await app.library.patrons.findByToken(match[1]!) : null;
      if (!found) throw new AppError(403, PATRON_MESSAGES.notLinked);
      return ok({
        dlsUserNo: found.cardNo,
        schoolCode: found.neisCode,
        loanYn: found.loanYn === 'N' ? ('N' as const) : ('Y' as const),
        loanNReason: found.loanNReason,
      });
    },
  );
}
