import { loginRequestSchema } from '@reading/contract/auth/member-auth';
import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cookieHeader, readCookie } from '../../lib/cookies.ts';
import { ebookRoutes } from './ebook.routes.ts';
import { SSO_STYLESHEET } from './oidc/login-page.ts';
import { oidcInteractionRoutes } from './oidc/oidc.routes.ts';
import { passwordRoutes } from './password.routes.ts';
import { safeReturnPath } from './return-path.ts';
import { SSO_COOKIE } from './sso.plugin.ts';

const logoutFormSchema = z.object({
  site: z.string().max(50).optional(),
  returnURL: z.string().max(2000).optional(),
});

/** The SSO's own endpoints under /keris-sso/v1: login (opens the SSO session) and logout (form post). */
export async function ssoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.get('/assets/sso.css', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/css; charset=utf-8')
      .send(SSO_STYLESHEET),
  );
  if (app.sso.oidc) await app.register(oidcInteractionRoutes);
  await app.register(ebookRoutes);
  await app.register(passwordRoutes);

  app.post(
    '/login',
    {
      schema: {
        tags: ['sso'],
        summary: 'SSO 로그인 (SSO 세션 쿠키 발급)',
        body: loginRequestSchema,
        response: {
          200: z.object({ status: z.literal('OK'), message: z.string(), data: z.object({ id: z.string() }) }),
          400: failEnvelopeSchema,
          401: failEnvelopeSchema,
          403: failEnvelopeSchema,
          429: failEnvelopeSchema,
        },
      },
      config: { allowStaleToken: true },
    },
    async (request, reply) => {
      const account = await app.sso.verifyCredentials(request.body.id, request.body.password, request.ip);
      const value = await app.sso.openSession(account.accountId);
      reply.header('set-cookie', cookieHeader(SSO_COOKIE, value, { secure: request.protocol === 'https' }));
      return { ...ok({ id: account.loginId }), status: 'OK' as const };
    },
  );

  app.post(
    '/logout',
    {
      schema: { tags: ['sso'], summary: 'SSO 로그아웃 (숨은 폼: site, returnURL)', body: logoutFormSchema },
      config: { allowStaleToken: true },
    },
    async (request, reply) => {
      await app.sso.endSession(readCookie(request.headers.cookie, SSO_COOKIE));
      // The OIDC provider's own session ends too, so a silent status check finds no one logged in.
      const providerSession = readCookie(request.headers.cookie, '_session');
      if (providerSession && app.sso.oidc) {
        const session = await app.sso.oidc.provider.Session.find(providerSession).catch(() => undefined);
        await session?.destroy();
      }
      const secure = request.protocol === 'https';
      reply.header('set-cookie', [
        cookieHeader(SSO_COOKIE, '', { secure, maxAge: 0 }),
        cookieHeader('_session', '', { secure, maxAge: 0 }),
      ]);
      return reply.redirect(safeReturnPath(request.body?.returnURL), 303);
    },
  );
}
