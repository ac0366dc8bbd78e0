import { schoolLevelByBasePath } from '@reading/contract/codes/school-levels';
import { fail } from '@reading/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { choseEnglish, cookieHeader, readCookie } from '../../../lib/cookies.ts';
import { hashToken, newToken } from '../../../lib/tokens.ts';
import { createOidcClient } from './oidc-client.ts';
import { createOidcLoginRepository } from './oidc-login.repository.ts';

/** Browser-binding cookies of the OIDC flow: the state of the request in flight, and the verified result. */
export const OIDC_STATE_COOKIE = 'portal_oidc_state';
export const OIDC_RESULT_COOKIE = 'portal_oidc_result';
const FLOW_SECONDS = 600;
const RESULT_SECONDS = 300;

export const OIDC_MESSAGES = {
  invalidCallback: '로그인 요청이 올바르지 않거나 이미 사용되었습니다. 다시 로그인해주세요.',
} as const;

const siteSchema = z.enum(['/', '/Elementary', '/Middle', '/High']).default('/');

function resLoginPath(site: string) {
  const level = schoolLevelByBasePath(site);
  return `${level ? level.basePath : ''}/ResLogin`;
}

/**
 * The portal's side of OpenID Connect: `sso/start` (the login, or with `check=Y` the silent prompt=none
 * status check; with `ui_locales=en` for a reader who chose English) and `sso/callback`, which verifies
 * state (bound to the browser by a cookie and single use), PKCE and the ID token's nonce, then hands over
 * to ResLogin's authcheck.
 */
export async function oidcRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const oidc = createOidcClient(app);
  const logins = createOidcLoginRepository(app.database.db);

  app.get(
    '/sso/start',
    {
      schema: {
        tags: ['auth'],
        summary: 'SSO(OIDC) 로그인 시작: 인가 요청으로 이동',
        querystring: z.object({
          site: siteSchema,
          check: z.enum(['Y', 'N']).default('N'),
          /** '공용 PC' on the login page (decision 201): nothing of the member is kept on the device. */
          sharedPc: z.enum(['Y', 'N']).default('N'),
        }),
      },
      config: { allowStaleToken: true },
    },
    async (request, reply) => {
      const silent = request.query.check === 'Y';
      const sharedPc = !silent && request.query.sharedPc === 'Y';
      const english = choseEnglish(request.headers.cookie);
      const { url, state, nonce, codeVerifier } = await oidc.start({ silent, sharedPc, english });
      await logins.create({
        stateHash: hashToken(state),
        nonce,
        codeVerifier,
        site: request.query.site,
        sharedPc,
      });
      const secure = request.protocol === 'https';
      reply.header('set-cookie', cookieHeader(OIDC_STATE_COOKIE, state, { secure, maxAge: FLOW_SECONDS }));
      reply.header('cache-control', 'no-store');
      return reply.redirect(url.href, 302);
    },
  );

  app.get(
    '/sso/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'SSO(OIDC) 인가 응답 처리',
        querystring: z.object({
          state: z.string().max(200).optional(),
          code: z.string().max(2000).optional(),
          error: z.string().max(200).optional(),
        }),
      },
      config: { allowStaleToken: true },
    },
    async (request, reply) => {
      const secure = request.protocol === 'https';
      const cookieState = readCookie(request.headers.cookie, OIDC_STATE_COOKIE);
      const { state } = request.query;
      const clearState = cookieHeader(OIDC_STATE_COOKIE, '', { secure, maxAge: 0 });
      // The state must be the one this browser started with, and unused.
      if (!state || !cookieState || state !== cookieState) {
        return reply.code(400).header('set-cookie', clearState).send(fail(OIDC_MESSAGES.invalidCallback));
      }
      const stateHash = hashToken(state);
      const login = await logins.claimForCallback(stateHash, new Date(Date.now() - FLOW_SECONDS * 1000));
      if (!login) {
        return reply.code(400).header('set-cookie', clearState).send(fail(OIDC_MESSAGES.invalidCallback));
      }
      // prompt=none without an SSO session (login_required): ResLogin's authcheck reports it.
      if (request.query.error) {
        return reply.header('set-cookie', clearState).redirect(resLoginPath(login.site), 302);
      }
      let subject: string;
      try {
        const currentUrl = new URL(request.url, oidc.redirectUri);
        subject = await oidc.finish(currentUrl, {
          state,
          nonce: login.nonce,
          codeVerifier: login.codeVerifier,
        });
      } catch (error) {
        request.log.info({ err: (error as Error).message }, 'OIDC callback rejected');
        return reply.code(400).header('set-cookie', clearState).send(fail(OIDC_MESSAGES.invalidCallback));
      }
      const result = newToken();
      await logins.complete(stateHash, subject, hashToken(result));
      reply.header('set-cookie', [
        clearState,
        cookieHeader(OIDC_RESULT_COOKIE, result, { secure, maxAge: RESULT_SECONDS }),
      ]);
      return reply.redirect(resLoginPath(login.site), 302);
    },
  );
}

/**
 * The verified identity a finished OIDC login left for authcheck (single use), and whether '공용 PC' was
 * chosen when it started; null without one.
 */
export async function takeOidcResult(
  app: FastifyInstance,
  cookieHeaderValue: string | undefined,
): Promise<{ loginId: string; sharedPc: boolean } | null> {
  const value = readCookie(cookieHeaderValue, OIDC_RESULT_COOKIE);
  if (!value) return null;
  const row = await createOidcLoginRepository(app.database.db).consumeResult(
    hashToken(value),
    new Date(Date.now() - RESULT_SECONDS * 1000),
  );
  return row?.loginId ? { loginId: row.loginId, sharedPc: row.sharedPc } : null;
}
