import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ExternalOidcConfig } from '../../config.ts';
import { type BundledOidc, createBundledOidc } from './oidc/provider.ts';
import { createSsoRepository } from './sso.repository.ts';
import { createSsoService, DEFAULT_SSO_POLICY, type SsoPolicy, type SsoService } from './sso.service.ts';

/**
 * The OpenID Connect provider the portal logs in against (decisions 032, 037): the bundled one (reached
 * in process) or an external one found by discovery over HTTP.
 */
export type OidcIssuer = Omit<ExternalOidcConfig, 'issuer'> & { url: string; bundled: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The SSO module's typed interface: credentials, SSO sessions, the bundled OIDC provider (null when
     * an external provider is configured) and the issuer the portal uses (031, 032, 037).
     */
    sso: SsoService & { oidc: BundledOidc | null; issuer: OidcIssuer };
  }
}

/** Makes the SSO service available to every module, with the configured policy. */
export const ssoServicePlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      policy?: Partial<SsoPolicy>;
      publicUrl: string;
      /** An external provider replaces the bundled one (DESIGN.md §1). */
      externalOidc?: ExternalOidcConfig | null;
      /** For a bundled provider that serves a portal on another origin. */
      portalRedirectUri?: string;
    },
  ) => {
    const policy = { ...DEFAULT_SSO_POLICY, ...opts.policy };
    const service = createSsoService(createSsoRepository(app.database.db), policy, () =>
      app.metrics.count('lockout', {}),
    );
    const external = opts.externalOidc ?? null;
    if (external) {
      const { issuer: url, ...rest } = external;
      app.decorate('sso', Object.assign(service, { oidc: null, issuer: { ...rest, url, bundled: false } }));
      return;
    }
    const oidc = await createBundledOidc(app.database.db, {
      publicUrl: opts.publicUrl,
      idleSeconds: policy.idleSeconds,
      portalRedirectUri: opts.portalRedirectUri,
    });
    const issuer: OidcIssuer = {
      url: oidc.issuer,
      clientId: oidc.client.clientId,
      clientSecret: oidc.client.clientSecret,
      redirectUri: oidc.client.redirectUri,
      scope: 'openid',
      loginClaim: 'sub',
      bundled: true,
    };
    app.decorate('sso', Object.assign(service, { oidc, issuer }));
  },
);

/** The SSO's browser-session cookie. */
export const SSO_COOKIE = 'keris_sso';
