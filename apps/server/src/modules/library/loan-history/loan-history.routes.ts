import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import { LIBRARY_AUTH_MESSAGES } from '@reading/contract/library/common';
import {
  resLibListRequestSchema,
  resLibListResponseSchema,
  resLoanHistRequestSchema,
  resLoanHistResponseSchema,
} from '@reading/contract/library/loan-history';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../../lib/errors.ts';
import { registerMultipartForm } from '../../../plugins/multipart-form.ts';
import { requireMember } from '../../portal/public.ts';
import type { LibraryRoutesOptions } from '../library.plugin.ts';

const fails = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  413: failEnvelopeSchema,
};

/** The caller's own memberKey; another member's answers 403. */
function ownMemberKey(request: FastifyRequest, memberKey: number) {
  if (requireMember(request).memberKey !== memberKey) throw forbidden(LIBRARY_AUTH_MESSAGES.forbidden);
  return memberKey;
}

/**
 * POST (multipart) /schome/service/loan/loanHistory/getResLibList and getResLoanHist (spec 001 §7;
 * contract library/loan-history.ts). Multipart parsing is scoped to these two routes.
 */
export async function loanHistoryRoutes(fastify: FastifyInstance, { services }: LibraryRoutesOptions) {
  await registerMultipartForm(fastify, { files: 0, fields: 20, fieldSize: 1000 });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { loanHistory } = services;
  const tags = ['library'];

  app.post(
    '/schome/service/loan/loanHistory/getResLibList',
    {
      schema: {
        tags,
        summary: '대출 이력이 있는 도서관',
        consumes: ['multipart/form-data'],
        body: resLibListRequestSchema,
        response: { 200: resLibListResponseSchema, ...fails },
      },
    },
    async (request) => ok(await loanHistory.librariesOf(ownMemberKey(request, request.body.memberKey))),
  );

  app.post(
    '/schome/service/loan/loanHistory/getResLoanHist',
    {
      schema: {
        tags,
        summary: '대출 이력',
        consumes: ['multipart/form-data'],
        body: resLoanHistRequestSchema,
        response: { 200: resLoanHistResponseSchema, ...fails },
      },
    },
    async (request) => {
      const { memberKey, libCode, startDate, endDate, page, display } = request.body;
      const filter = { libCode, from: startDate, to: endDate };
      return ok(await loanHistory.historyOf(ownMemberKey(request, memberKey), filter, { page, display }));
    },
  );
}
