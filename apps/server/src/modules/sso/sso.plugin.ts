import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSsoRepository } from './sso.repository.ts';
import { createSsoService, DEFAULT_SSO_POLICY, type SsoPolicy, type SsoService } from './sso.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SSO module's typed interface: credentials and SSO sessions (decision 031). */
    sso: SsoService;
  }
}

/** Makes the SSO service available to every module, with the configured policy. */
export const ssoServicePlugin = fp(async (app: FastifyInstance, opts: { policy?: Partial<SsoPolicy> }) => {
  app.decorate(
    'sso',
    createSsoService(createSsoRepository(app.database.db), { ...DEFAULT_SSO_POLICY, ...opts.policy }),
  );
});

/** The SSO's browser-session cookie. */
export const SSO_COOKIE = 'keris_sso';
