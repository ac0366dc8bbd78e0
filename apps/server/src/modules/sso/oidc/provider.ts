import { LOCALES } from '@reading/contract/locale';
import Provider, {
  type Configuration,
  errors,
  interactionPolicy,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { OIDC_CALLBACK_PATH } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { createOidcAdapterFactory } from './adapter.ts';
import { escapeHtml } from './login-page.ts';
import { loadOidcSecrets } from './secrets.ts';

/** Where the bundled provider is mounted, under the SSO module's prefix. */
export const OIDC_MOUNT_PATH = '/keris-sso/oidc';
export const PORTAL_CLIENT_ID = 'portal';

/**
 * An authorization parameter of the portal's (decision 201): `shared_pc=Y` when the member chose
 * '공용 PC'. Such a login's provider session is transient (a browser-session cookie) and serves only the
 * request that made it: any later authorization request asks for the password again, so the next person
 * at a shared PC is never logged in as the member who left.
 */
export const SHARED_PC_PARAM = 'shared_pc';

/** The login prompt's checks, with the shared-PC rule above. */
function interactionsPolicy() {
  const policy = interactionPolicy.base();
  policy
    .get('login')!
    .checks.add(
      new interactionPolicy.Check(
        'shared_pc_session',
        'a shared PC login serves the request that made it only',
        'login_required',
        (ctx) =>
          ctx.oidc.session?.transient && !ctx.oidc.result?.login
            ? interactionPolicy.Check.REQUEST_PROMPT
            : interactionPolicy.Check.NO_NEED_TO_PROMPT,
      ),
    );
  return policy;
}

export type BundledOidc = {
  provider: Provider;
  issuer: string;
  client: { clientId: string; clientSecret: string; redirectUri: string };
};

/**
 * The bundled OpenID Connect provider (DESIGN.md §1, decision 032): one first-party client (the portal,
 * Authorization Code + PKCE), storage in the database, login page at /keris-sso/v1/interaction in Korean
 * or, when the request's `ui_locales` asks for it, English (decision 210).
 */
export async function createBundledOidc(
  db: Db,
  options: {
    publicUrl: string;
    idleSeconds: number;
    /** The portal client's callback; default this origin's. A provider serving another portal names it. */
    portalRedirectUri?: string;
  },
) {
  const secrets = await loadOidcSecrets(db);
  const issuer = `${options.publicUrl}${OIDC_MOUNT_PATH}`;
  const redirectUri = options.portalRedirectUri ?? `${options.publicUrl}${OIDC_CALLBACK_PATH}`;

  const configuration: Configuration = {
    adapter: createOidcAdapterFactory(db),
    clients: [
      {
        client_id: PORTAL_CLIENT_ID,
        client_secret: secrets.portalClientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    pkce: { required: () => true },
    enabledJWA: { idTokenSigningAlgValues: ['ES256'] },
    cookies: { keys: [secrets.cookieKey] },
    jwks: { keys: [secrets.signingJwk as never] },
    scopes: ['openid'],
    claims: { openid: ['sub'] },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub }) }),
    interactions: {
      policy: interactionsPolicy(),
      url: async (_ctx, interaction) => `/keris-sso/v1/interaction/${interaction.uid}`,
    },
    extraParams: {
      [SHARED_PC_PARAM]: (_ctx, value) => {
        if (value !== undefined && value !== 'Y') {
          throw new errors.InvalidRequest(`${SHARED_PC_PARAM} must be Y when given`);
        }
      },
    },
    features: { devInteractions: { enabled: false } },
    discovery: { ui_locales_supported: [...LOCALES] },
    // The portal is the provider's own first-party client: its login needs no separate consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid');
      await grant.save();
      return grant;
    },
    ttl: {
      Session: options.idleSeconds,
      Grant: options.idleSeconds,
      Interaction: 600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>로그인 오류</title></head><body><main><h1>로그인 요청을 처리할 수 없습니다.</h1><p>${escapeHtml(String(out.error_description ?? out.error ?? ''))}</p><p><a href="/">독서로 홈으로</a></p></main></body></html>`;
    },
  };
  const provider = new Provider(issuer, configuration);
  return {
    provider,
    issuer,
    client: { clientId: PORTAL_CLIENT_ID, clientSecret: secrets.portalClientSecret, redirectUri },
  } satisfies BundledOidc;
}
