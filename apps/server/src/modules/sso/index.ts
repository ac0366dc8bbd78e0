import type { FastifyInstance } from 'fastify';
import { oidcProviderRoutes } from './oidc/oidc.routes.ts';
import { ssoRoutes } from './sso.routes.ts';

/**
 * SSO module under /keris-sso (schema `sso`): credentials, the SSO's own session cookie, login and the
 * logout form post. Its service (`app.sso`) is registered app-wide by `ssoServicePlugin`.
 */
export async function ssoModule(app: FastifyInstance) {
  await app.register(ssoRoutes, { prefix: '/v1' });
  // With an external OIDC provider configured, the bundled one is switched off (decision 037).
  if (app.sso.oidc) await app.register(oidcProviderRoutes, { prefix: '/oidc' });
}
