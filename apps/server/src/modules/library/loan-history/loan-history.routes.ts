import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import { LIBRARY_AUTH_MESSAGES } from '@reading/contract/library/common';
import {
  resLibListRequestSchema,
  resLibListResponseSchema,
  resLoanHistRequestSchema,
  resLoanHistResponseSchema,
} from '@reading/contract/library/loan-history';
import { count, eq, max } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schoolLibrary } from '../../../db/schema/library.ts';
import { loan } from '../../../db/schema/library-services.ts';
import { forbidden } from '../../../lib/errors.ts';
import { registerMultipartForm } from '../../../plugins/multipart-form.ts';
import { requireMember } from '../../../plugins/session.ts';
import { listLoans } from '../circulation/loan-lists.ts';
import { dateText } from '../library-clock.ts';
import { paged } from '../paging.ts';

const fails = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  413: failEnvelopeSchema,
};

/** The caller's own linked card, or null; another member's memberKey answers 403. */
async function ownCard(app: FastifyInstance, request: FastifyRequest, memberKey: number) {
  const member = requireMember(request);
  if (member.memberKey !== memberKey) throw forbidden(LIBRARY_AUTH_MESSAGES.forbidden);
  return app.library.patrons.linkedPatron(memberKey);
}

/**
 * POST (multipart) /schome/service/loan/loanHistory/getResLibList and getResLoanHist (spec 001 §7;
 * contract library/loan-history.ts). Multipart parsing is scoped to these two routes.
 */
export async function loanHistoryRoutes(fastify: FastifyInstance) {
  await registerMultipartForm(fastify, { files: 0, fields: 20, fieldSize: 1000 });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
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
    async (request) => {
      const card = await ownCard(app, request, request.body.memberKey);
      if (!card) return ok({ list: [], totalCount: 0 });
      const rows = await db
        .select({
          libCode: loan.libCode,
          libName: schoolLibrary.name,
          neisCode: schoolLibrary.neisCode,
          loanCount: count(),
          lastLoanDate: max(loan.loanDate),
        })
        .from(loan)
        .innerJoin(schoolLibrary, eq(schoolLibrary.libCode, loan.libCode))
        .where(eq(loan.patronId, card.patronId))
        .groupBy(loan.libCode, schoolLibrary.name, schoolLibrary.neisCode);
      const list = rows.map((r) => ({ ...r, lastLoanDate: dateText(r.lastLoanDate) }));
      return ok({ list, totalCount: list.length });
    },
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
      const card = await ownCard(app, request, memberKey);
      if (!card) return ok(paged([], 0, { page, display }));
      const { rules, circulation } = app.library;
      const today = circulation.today();
      // Current and returned loans in one list, newest loan first (a card holds at most a few hundred).
      const filter = { patronId: card.patronId, libCode, from: startDate, to: endDate };
      const open = await listLoans(db, rules, { ...filter, open: true }, { page: 1, display: 100 }, today);
      const returned = await listLoans(
        db,
        rules,
        { ...filter, open: false },
        { page: 1, display: 1000 },
        today,
      );
      const all = [...open.items, ...returned.items].sort((a, b) =>
        a.loanDate < b.loanDate ? 1 : a.loanDate > b.loanDate ? -1 : b.loanKey - a.loanKey,
      );
      return ok(paged(all.slice((page - 1) * display, page * display), all.length, { page, display }));
    },
  );
}
