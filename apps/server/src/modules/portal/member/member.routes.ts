import {
  classCodeJoinRequestSchema,
  classCodeJoinResponseSchema,
  PUPIL_VERIFY_MESSAGES,
} from '@reading/contract/auth/pupil-verification';
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
import { requireMember } from '../core/session.plugin.ts';
import { mypageServicesOf } from '../mypage/public.ts';
import { dlsMemberRoutes, failures } from './dls.routes.ts';
import { createMemberRepository } from './member.repository.ts';
import { createMemberService } from './member.service.ts';

/** What signup tells each role: a pending teacher or pupil how they get verified (decisions 050, 220). */
function signupMessage(role: string, verifyStatus: string) {
  if (role === '02' && verifyStatus === 'pending') return SIGNUP_MESSAGES.teacherPending;
  if (role === '01')
    return verifyStatus === 'pending' ? SIGNUP_MESSAGES.pupilPending : SIGNUP_MESSAGES.pupilJoined;
  return SIGNUP_MESSAGES.done;
}

/** /schome/service/member/*: signup, id availability, school search for signup. */
export async function memberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { pupils } = mypageServicesOf(app);
  const service = createMemberService({
    db: app.database.db,
    repository: createMemberRepository(app.database.db),
    sso: app.sso,
    pupils,
  });
  await app.register(dlsMemberRoutes, { pupils });

  app.post(
    '/classCode/join',
    {
      schema: {
        tags: ['member'],
        summary: '학급 코드로 학생 인증',
        body: classCodeJoinRequestSchema,
        response: { 200: classCodeJoinResponseSchema, ...failures },
      },
    },
    async (request) =>
      ok(await pupils.join(requireMember(request), request.body.code), PUPIL_VERIFY_MESSAGES.joined),
  );

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
      return ok(created, signupMessage(request.body.role, created.verifyStatus));
    },
  );
}
