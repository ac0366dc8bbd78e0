import { dlsUserInfoResponseSchema } from '@reading/contract/auth/member-data';
import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import { gradeInfoByNeisCodeRequestSchema, gradeInfoResponseSchema } from '@reading/contract/library/grades';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LibraryRoutesOptions } from '../library.plugin.ts';
import { requirePatron } from '../library-guards.ts';

/**
 * GET /dls/api/user/info, user/grade/info (by token) and user/grade/info/neisCode (spec 000 §3, §4;
 * 001 §7). Counts are read from the rows on every call, so the header always matches the lists.
 */
export async function dlsUserRoutes(fastify: FastifyInstance, { services }: LibraryRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { user } = services;

  app.get(
    '/user/info',
    {
      schema: {
        tags: ['library'],
        summary: 'DLS 이용자 정보',
        response: { 200: dlsUserInfoResponseSchema, 403: failEnvelopeSchema },
      },
    },
    async (request) => ok(await user.info(await requirePatron(app, request))),
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
    async (request) => ok(await user.gradeInfoOf(await requirePatron(app, request))),
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
    async (request) => ok(await user.gradeInfoByNeisCode(request.query.neisCode)),
  );
}
