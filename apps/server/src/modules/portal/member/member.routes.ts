import {
  checkIdRequestSchema,
  checkIdResponseSchema,
  SIGNUP_MESSAGES,
  schoolSearchRequestSchema,
  schoolSearchResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
} from '@reading/contract/auth/signup';
import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dlsMemberRoutes } from './dls.routes.ts';
import { createMemberRepository } from './member.repository.ts';
import { createMemberService } from './member.service.ts';

/** /schome/service/member/*: signup, id availability, school search for signup. */
export async function memberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createMemberService({
    db: app.database.db,
    repository: createMemberRepository(app.database.db),
    sso: app.sso,
  });
  await app.register(dlsMemberRoutes);

  app.get(
    '/checkId',
    {
      schema: {
        tags: ['member'],
        summary: '아이디 사용 가능 여부',
        querystring: checkIdRequestSchema,
        response: { 200: checkIdResponseSchema, 400: failEnvelopeSchema },
      },
    },
    async (request) => ok({ available: await service.isIdAvailable(request.query.id) }),
  );

  app.get(
    '/school/list',
    {
      schema: {
        tags: ['member'],
        summary: '회원가입 학교 검색',
        querystring: schoolSearchRequestSchema,
        response: { 200: schoolSearchResponseSchema, 400: failEnvelopeSchema },
      },
    },
    async (request) => {
      const list = await service.searchSchools(request.query.keyword, request.query.provCode);
      return ok({ list, totalCount: list.length });
    },
  );

  app.post(
    '/signup',
    {
      schema: {
        tags: ['member'],
        summary: '회원가입',
        body: signupRequestSchema,
        response: { 200: signupResponseSchema, 400: failEnvelopeSchema, 409: failEnvelopeSchema },
      },
    },
    async (request) => {
      const created = await service.signup(request.body);
      const pending = created.verifyStatus === 'pending';
      return ok(created, pending ? SIGNUP_MESSAGES.teacherPending : SIGNUP_MESSAGES.done);
    },
  );
}
