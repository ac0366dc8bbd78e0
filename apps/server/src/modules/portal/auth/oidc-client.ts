import type { FastifyInstance, HTTPMethods } from 'fastify';
import * as client from 'openid-client';
import { SHARED_PC_PARAM } from '../../sso/public.ts';

/**
 * The portal's OpenID Connect client (openid-client 6): Authorization Code with PKCE, state and nonce.
 * With the bundled provider the client talks to it in process (`app.inject`), so the server needs no
 * route to its own public address (decision 032); an external provider (OIDC_ISSUER) is found by
 * discovery and reached over HTTP (decision 037).
 */
export function createOidcClient(app: FastifyInstance) {
  const issuer = app.sso.issuer;
  const inProcessFetch: client.CustomFetch = async (url, options) => {
    const target = new URL(url);
    const headers = Object.fromEntries(
      new Headers(options.headers as ConstructorParameters<typeof Headers>[0]),
    );
    const body = options.body;
    const res = await app.inject({
      method: options.method as HTTPMethods,
      url: `${target.pathname}${target.search}`,
      headers: { ...headers, host: target.host },
      payload:
        body === undefined || body === null
          ? undefined
          : typeof body === 'string'
            ? body
            : body instanceof URLSearchParams
              ? body.toString()
              : Buffer.from(body as ArrayBuffer),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (Array.isArray(value)) for (const v of value) responseHeaders.append(name, String(v));
      else if (value !== undefined) responseHeaders.set(name, String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304 || res.rawPayload.length === 0;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: responseHeaders,
    });
  };

  let configuration: Promise<client.Configuration> | null = null;
  const configure = () => {
    configuration ??= client
      .discovery(
        new URL(issuer.url),
        issuer.clientId,
        undefined,
        client.ClientSecretBasic(issuer.clientSecret),
        {
          ...(issuer.bundled ? { [client.customFetch]: inProcessFetch } : {}),
          ...(issuer.url.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : {}),
        },
      )
      .catch((error: unknown) => {
        configuration = null;
        throw error;
      });
    return configuration;
  };

  return {
    redirectUri: issuer.redirectUri,
    /** Whether identities come from the bundled provider, whose accounts the SSO module holds. */
    bundled: issuer.bundled,

    /**
     * A new authorization request: the URL to send the browser to, and the checks to keep. `sharedPc`
     * ('공용 PC', decision 201) asks for the password even when the provider has a session (prompt=login:
     * a session someone else left on the PC never logs this member in), and tells the bundled provider,
     * which keeps that login's session for this one request only. `english` (the reader chose English,
     * decision 210) asks for the provider's pages in English with the standard `ui_locales`.
     */
    async start(options: { silent: boolean; sharedPc?: boolean; english?: boolean }) {
      const config = await configure();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: issuer.redirectUri,
        scope: issuer.scope,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...(options.silent ? { prompt: 'none' } : {}),
        ...(options.sharedPc && !options.silent
          ? { prompt: 'login', ...(issuer.bundled ? { [SHARED_PC_PARAM]: 'Y' } : {}) }
          : {}),
        ...(options.english ? { ui_locales: 'en' } : {}),
      });
      return { url, state, nonce, codeVerifier };
    },

    /** Exchanges the code (PKCE), checks state and the ID token's nonce; answers the portal login id. */
    async finish(currentUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }) {
      const config = await configure();
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const loginId = tokens.claims()?.[issuer.loginClaim];
      if (typeof loginId !== 'string' || !loginId) {
        throw new Error(`ID token without the ${issuer.loginClaim} claim`);
      }
      return loginId;
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
