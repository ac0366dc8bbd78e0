import {
  authcheckRequestSchema,
  authcheckResponseSchema,
  checkdupResponseSchema,
  checkTokenRequestSchema,
  checkTokenResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
} from '@reading/contract/auth/member-auth';
import { fail, failEnvelopeSchema, ok } from '@reading/contract/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cookieHeader, readCookie } from '../../../lib/cookies.ts';
import { hashToken } from '../../../lib/tokens.ts';
import { SSO_COOKIE } from '../../sso/public.ts';
import { requireMember } from '../core/session.plugin.ts';
import { createSessionRepository } from '../core/session.repository.ts';
import { createAuthService } from './auth.service.ts';
import { OIDC_RESULT_COOKIE, oidcRoutes, takeOidcResult } from './oidc.routes.ts';

const failures = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
  429: failEnvelopeSchema,
};

/** A login's answer as the `login` metric's result (decision 280). */
const LOGIN_RESULTS: Record<number, string> = {
  200: 'success',
  400: 'bad_request',
  401: 'invalid',
  403: 'refused',
  404: 'signup_needed',
  429: 'rate_limited',
};

function setSsoCookie(request: FastifyRequest, reply: FastifyReply, value: string) {
  reply.header('set-cookie', cookieHeader(SSO_COOKIE, value, { secure: request.protocol === 'https' }));
}

/** /schome/auth/member/*: login, authcheck, checkToken, checkdup, logout (spec 000 §7, 001 §7). */
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAuthService({
    sessions: createSessionRepository(app.database.db),
    sso: app.sso,
    patrons: app.library.patrons,
    oidcBundled: app.sso.issuer.bundled,
  });
  await app.register(oidcRoutes);

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: '아이디·비밀번호 로그인',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...failures },
      },
      config: { allowStaleToken: true },
      onResponse: (_request, reply, done) => {
        app.metrics.count('login', { result: LOGIN_RESULTS[reply.statusCode] ?? 'error' });
        done();
      },
    },
    async (request, reply) => {
      const result = await service.login(request.body.id, request.body.password, request.ip);
      if (result.ssoCookie) setSsoCookie(request, reply, result.ssoCookie);
      if (result.failure) return reply.code(result.failure.statusCode).send(fail(result.failure.message));
      return ok(result.member, '로그인되었습니다.');
    },
  );

  app.get(
    '/authcheck',
    {
      schema: {
        tags: ['auth'],
        summary: 'SSO 인증 확인 (ResLogin)',
        querystring: authcheckRequestSchema,
        response: { 200: authcheckResponseSchema, 400: failEnvelopeSchema },
      },
      config: { allowStaleToken: true },
    },
    async (request, reply) => {
      const oidcLogin = await takeOidcResult(app, request.headers.cookie);
      if (oidcLogin) {
        reply.header(
          'set-cookie',
          cookieHeader(OIDC_RESULT_COOKIE, '', { secure: request.protocol === 'https', maxAge: 0 }),
        );
      }
      const ssoCookie = readCookie(request.headers.cookie, SSO_COOKIE);
      const answer = await service.authcheck(
        { oidcLoginId: oidcLogin?.loginId ?? null, ssoCookie },
        request.query.site,
      );
      // Decision 201: the SSO login's '공용 PC' choice comes back with its member.
      return ok({ ...answer, sharedPc: oidcLogin?.sharedPc ?? false });
    },
  );

  app.get(
    '/checkToken',
    {
      schema: {
        tags: ['auth'],
        summary: '세션 유효 확인',
        querystring: checkTokenRequestSchema,
        response: { 200: checkTokenResponseSchema, 400: failEnvelopeSchema },
      },
      config: { allowStaleToken: true },
    },
    async (request) => {
      const member = request.member;
      const idMatches = !request.query.id || request.query.id === member?.loginId;
      return ok(member && idMatches ? await service.secondsLeft(member.tokenHash) : -1);
    },
  );

  app.get(
    '/checkdup',
    {
      schema: {
        tags: ['auth'],
        summary: '중복 로그인 확인',
        response: { 200: checkdupResponseSchema, 401: failEnvelopeSchema },
      },
    },
    async (request) => {
      requireMember(request);
      return ok('N' as const);
    },
  );

  app.get(
    '/logout',
    {
      schema: { tags: ['auth'], summary: '로그아웃', response: { 200: logoutResponseSchema } },
      config: { allowStaleToken: true },
    },
    async (request) => {
      const token = request.headers.token;
      await service.logout(typeof token === 'string' && token ? hashToken(token) : null);
      return ok(null, '로그아웃되었습니다.');
    },
  );
}
