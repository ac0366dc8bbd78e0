import { ok } from '@reading/contract/envelope';
import {
  CARD_LINK_MESSAGES,
  deskLinkCodeRequestSchema,
  deskLinkCodeResponseSchema,
} from '@reading/contract/library/card-link';
import { deskLibraryParamsSchema } from '@reading/contract/library/desk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIBRARY_FAILS, requireDesk } from '../library-guards.ts';

/** POST /dls/api/desk/:libCode/link-code: the desk gives a pupil a one-time code to link their card (051). */
export async function linkCodeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/desk/:libCode/link-code',
    {
      schema: {
        tags: ['library-desk'],
        summary: '이용증 연결 코드 발급',
        params: deskLibraryParamsSchema,
        body: deskLinkCodeRequestSchema,
        response: { 200: deskLinkCodeResponseSchema, ...LIBRARY_FAILS },
      },
    },
    async (request) => {
      const { member, lib } = await requireDesk(app, request, request.params.libCode);
      const issued = await app.library.patrons.issueLinkCode(
        lib.libCode,
        request.body.cardNo,
        member.memberKey,
      );
      await app.staffAudit.record(request, {
        action: 'card.linkCode',
        targetType: 'card',
        targetKey: `${lib.libCode}:${request.body.cardNo}`,
      });
      return ok(issued, CARD_LINK_MESSAGES.issued);
    },
  );
}
