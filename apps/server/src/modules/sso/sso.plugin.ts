import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type BundledOidc, createBundledOidc } from './oidc/provider.ts';
import { createSsoRepository } from './sso.repository.ts';
import { createSsoService, DEFAULT_SSO_POLICY, type SsoPolicy, type SsoService } from './sso.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SSO module's typed interface: credentials, SSO sessions, the bundled OIDC provider (031, 032). */
    sso: SsoService & { oidc: BundledOidc };
  }
}

/** Makes the SSO service available to every module, with the configured policy. */
export const ssoServicePlugin = fp(
  async (app: FastifyInstance, opts: { policy?: Partial<SsoPolicy>; publicUrl: string }) => {
    const policy = { ...DEFAULT_SSO_POLICY, ...opts.policy };
    const service = createSsoService(createSsoRepository(app.database.db), policy);
    const oidc = await createBundledOidc(app.database.db, {
      publicUrl: opts.publicUrl,
      idleSeconds: policy.idleSeconds,
    });
    app.decorate('sso', Object.assign(service, { oidc }));
  },
);

/** The SSO's browser-session cookie. */
export const SSO_COOKIE = 'keris_sso';
