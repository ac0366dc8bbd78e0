import { dlsUserInfoResponseSchema } from '@reading/contract/auth/member-data';
import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import { LIBRARY_AUTH_MESSAGES } from '@reading/contract/library/common';
import { gradeInfoByNeisCodeRequestSchema, gradeInfoResponseSchema } from '@reading/contract/library/grades';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schoolLibrary } from '../../../db/schema/library.ts';
import { notFound } from '../../../lib/errors.ts';
import { requirePatron } from '../access.ts';
import { loansRepository } from '../circulation/loans.repository.ts';
import { reservationsRepository } from '../circulation/reservations.repository.ts';
import { ruleGrade } from '../rules/rules.ts';

/**
 * GET /dls/api/user/info, user/grade/info (by token) and user/grade/info/neisCode (spec 000 §3, §4;
 * 001 §7). Counts are read from the rows on every call, so the header always matches the lists.
 */
export async function dlsUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

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
      const found = await requirePatron(app, request);
      await app.library.circulation.sweepExpired(found.libCode);
      const counts = await loansRepository.counts(db, found.patronId, app.library.circulation.today());
      return ok({
        dlsUserNo: found.cardNo,
        schoolCode: found.neisCode,
        loanYn: found.loanYn === 'N' ? ('N' as const) : ('Y' as const),
        loanNReason: found.loanNReason,
        loanCount: counts.loanCount,
        rsvtCount: await reservationsRepository.activeCount(db, found.patronId),
        overdueCount: counts.overdueCount,
      });
    },
  );

  app.get(
    '/user/grade/info',
    {
      schema: {
        tags: ['library'],
        summary: 'DLS 학년별 대출 규칙 (이용자 토큰)',
        response: { 200: gradeInfoResponseSchema, 403: failEnvelopeSchema },
      },
    },
    async (request) => {
      const found = await requirePatron(app, request);
      return ok({
        libCode: found.libCode,
        libName: found.libName,
        neisCode: found.neisCode,
        gradeList: await app.library.rules.gradeList(found.libCode),
        myGrade: ruleGrade(found.grade),
      });
    },
  );

  app.get(
    '/user/grade/info/neisCode',
    {
      schema: {
        tags: ['library'],
        summary: 'DLS 학년별 대출 규칙 (학교 코드)',
        querystring: gradeInfoByNeisCodeRequestSchema,
        response: { 200: gradeInfoResponseSchema, 400: failEnvelopeSchema, 404: failEnvelopeSchema },
      },
    },
    async (request) => {
      const [lib] = await db
        .select()
        .from(schoolLibrary)
        .where(eq(schoolLibrary.neisCode, request.query.neisCode));
      if (!lib) throw notFound(LIBRARY_AUTH_MESSAGES.libraryNotFound);
      return ok({
        libCode: lib.libCode,
        libName: lib.name,
        neisCode: lib.neisCode,
        gradeList: await app.library.rules.gradeList(lib.libCode),
        myGrade: null,
      });
    },
  );
}
