import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cookieHeader } from '../../../lib/cookies.ts';
import { AppError } from '../../../lib/errors.ts';
import { SSO_COOKIE } from '../sso.plugin.ts';
import { loginPage } from './login-page.ts';
import { LOGIN_PAGE_TEXTS, loginPageLanguage, ssoMessageIn } from './login-page-texts.ts';
import { OIDC_MOUNT_PATH, SHARED_PC_PARAM } from './provider.ts';

const loginFormSchema = z.object({
  id: z.string().max(100).default(''),
  password: z.string().max(200).default(''),
});

/** The provider's own endpoints (discovery, auth, token, jwks, ...) under /keris-sso/oidc, served by Koa. */
export async function oidcProviderRoutes(app: FastifyInstance) {
  // The provider reads request bodies itself: Fastify must leave the stream alone.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const oidc = app.sso.oidc;
  if (!oidc) throw new Error('the bundled OIDC provider is switched off');
  const handle = oidc.provider.callback();
  const route = async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    // The provider sees paths below its mount; '/keris-sso/oidc?x' is its root with a query, '/?x'.
    const below = (raw.url ?? '/').slice(OIDC_MOUNT_PATH.length);
    raw.url = below.startsWith('/') ? below : `/${below}`;
    await handle(raw, reply.raw);
  };
  app.all('/', { config: { allowStaleToken: true }, schema: { hide: true } }, route);
  app.all('/*', { config: { allowStaleToken: true }, schema: { hide: true } }, route);
}

/** Whether the authorization request of an interaction came with '공용 PC' chosen (decision 201). */
const sharedPcOf = (details: { params: Record<string, unknown> }) => details.params[SHARED_PC_PARAM] === 'Y';

/** The login page's language, from the authorization request's standard `ui_locales` (decision 210). */
const languageOf = (details: { params: Record<string, unknown> }) =>
  loginPageLanguage(details.params.ui_locales);

/** The login page of an OIDC interaction, and its form post. */
export async function oidcInteractionRoutes(app: FastifyInstance) {
  const oidc = app.sso.oidc;
  if (!oidc) throw new Error('the bundled OIDC provider is switched off');
  const provider = () => oidc.provider;

  // The login page is served without the web app, so it brings the portal's Korean font itself.
  let font: Promise<Buffer | null> | null = null;
  app.get('/assets/pretendard.woff2', { schema: { hide: true } }, async (_request, reply) => {
    font ??= readFile(
      createRequire(import.meta.url).resolve('pretendard/dist/web/variable/woff2/PretendardVariable.woff2'),
    ).catch(() => null);
    const bytes = await font;
    if (!bytes) throw new AppError(404, '글꼴을 찾을 수 없습니다.');
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return reply.type('font/woff2').send(bytes);
  });

  app.get<{ Params: { uid: string } }>(
    '/interaction/:uid',
    { config: { allowStaleToken: true }, schema: { hide: true } },
    async (request, reply) => {
      const details = await provider().interactionDetails(request.raw, reply.raw);
      if (details.uid !== request.params.uid) throw new AppError(400, '로그인 요청이 올바르지 않습니다.');
      reply.header('cache-control', 'no-store');
      return reply
        .type('text/html; charset=utf-8')
        .send(loginPage({ uid: details.uid, sharedPc: sharedPcOf(details), language: languageOf(details) }));
    },
  );

  app.post<{ Params: { uid: string } }>(
    '/interaction/:uid/login',
    { config: { allowStaleToken: true }, schema: { hide: true } },
    async (request, reply) => {
      const details = await provider().interactionDetails(request.raw, reply.raw);
      const sharedPc = sharedPcOf(details);
      const language = languageOf(details);
      const form = loginFormSchema.parse(request.body ?? {});
      const id = form.id.trim();
      // The form again, in the request's language, with what went wrong.
      const again = (status: AppError['statusCode'], message: string) =>
        reply
          .code(status)
          .type('text/html; charset=utf-8')
          .send(loginPage({ uid: details.uid, id, sharedPc, language, message }));
      if (!id || !form.password.trim()) return again(400, LOGIN_PAGE_TEXTS[language].fieldsRequired);
      try {
        const account = await app.sso.verifyCredentials(id, form.password.trim(), request.ip);
        const ssoSession = await app.sso.openSession(account.accountId);
        reply.hijack();
        reply.raw.setHeader(
          'set-cookie',
          cookieHeader(SSO_COOKIE, ssoSession, { secure: request.protocol === 'https' }),
        );
        await provider().interactionFinished(
          request.raw,
          reply.raw,
          // A '공용 PC' login's provider session is a browser-session cookie, used once (provider.ts).
          { login: { accountId: account.loginId, remember: !sharedPc } },
          {
            mergeWithLastSubmission: false,
          },
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return again(error.statusCode, ssoMessageIn(language, error.message, app.sso.policy));
      }
    },
  );
}
