import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../../../test/cookie-jar.ts';
import { createTestApp, createTestDatabaseConfig, type TestApp } from '../../../../test/test-app.ts';
import { prepareDatabase } from '../../../lifecycle.ts';
import { databasePlugin } from '../../../plugins/database.ts';
import { errorsPlugin } from '../../../plugins/errors.ts';
import { metricsPlugin } from '../../../plugins/metrics.ts';
import { ssoModule, ssoServicePlugin } from '../../sso/public.ts';

/**
 * The portal pointed at an external OpenID Connect provider by configuration (decision 037). The
 * "external" issuer is a second, separate oidc-provider built by the SSO module's own factory, with its
 * own database and accounts, listening on its own port; the portal reaches it over HTTP by discovery.
 */

const PORTAL_ORIGIN = 'http://portal.test';
const CALLBACK = `${PORTAL_ORIGIN}/schome/auth/member/sso/callback`;
const EXTERNAL_PASSWORD = 'External#2026';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A stand-alone SSO (the module alone) on its own database and port: the external provider. */
async function startExternalIssuer() {
  const origin = `http://127.0.0.1:${await freePort()}`;
  const { database: config, drop } = await createTestDatabaseConfig();
  const database = await prepareDatabase({ database: config, seedDemo: false });
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(databasePlugin, { database });
  await app.register(metricsPlugin, { enabled: false });
  await app.register(ssoServicePlugin, { publicUrl: origin, portalRedirectUri: CALLBACK });
  await app.register(ssoModule, { prefix: '/keris-sso' });
  // Its own account for a portal member, with a password the portal's own SSO does not know.
  await app.sso.createAccount(database.db, 'student1', EXTERNAL_PASSWORD);
  await app.listen({ host: '127.0.0.1', port: Number(new URL(origin).port) });
  return {
    app,
    origin,
    database,
    async close() {
      await app.close();
      await drop();
    },
  };
}

let external: Awaited<ReturnType<typeof startExternalIssuer>>;
let portal: TestApp;

beforeAll(async () => {
  external = await startExternalIssuer();
  const bundled = (external.app as FastifyInstance).sso.oidc!;
  portal = await createTestApp({
    oidc: {
      issuer: bundled.issuer,
      clientId: bundled.client.clientId,
      clientSecret: bundled.client.clientSecret,
      redirectUri: CALLBACK,
      scope: 'openid',
      loginClaim: 'sub',
    },
  });
});
afterAll(async () => {
  await portal?.close();
  await external?.close();
});

/** The browser: the portal answered in process, the external provider over real HTTP. */
const browser = () => ({ portal: new CookieJar(), external: new CookieJar() });
type Browser = ReturnType<typeof browser>;

async function atPortal(b: Browser, url: string) {
  const target = new URL(url, PORTAL_ORIGIN);
  const res = await portal.app.inject({
    url: `${target.pathname}${target.search}`,
    headers: { cookie: b.portal.header(), host: 'portal.test' },
  });
  b.portal.take(res);
  return res;
}

async function atExternal(b: Browser, url: string, form?: Record<string, string>) {
  const res = await fetch(new URL(url, external.origin), {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      cookie: b.external.header(),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  });
  b.external.take(res);
  return { status: res.status, location: res.headers.get('location') ?? '', body: await res.text() };
}

/** Start at the portal, log in on the external provider's page, and come back with the callback URL. */
async function loginThroughExternal(b: Browser, password = EXTERNAL_PASSWORD) {
  const start = await atPortal(b, '/schome/auth/member/sso/start?site=%2FElementary');
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  const toLogin = await atExternal(b, authorize.href);
  expect(toLogin.status).toBe(303);
  const page = await atExternal(b, toLogin.location);
  expect(page.body).toContain('독서로 통합 로그인');
  const posted = await atExternal(b, `${toLogin.location}/login`, { id: 'student1', password });
  return { authorize, posted };
}

describe('the portal logging in through an external OIDC provider (OIDC_ISSUER)', () => {
  it('finds the provider by discovery and sends the browser there with PKCE, state and nonce', async () => {
    const { authorize } = await loginThroughExternal(browser());
    expect(authorize.origin).toBe(external.origin);
    expect(authorize.pathname).toBe('/keris-sso/oidc/auth');
    expect(authorize.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(authorize.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
  });

  it("asks an external provider for a password login with '공용 PC', and sends it no parameter of ours", async () => {
    const start = await atPortal(browser(), '/schome/auth/member/sso/start?site=%2FElementary&sharedPc=Y');
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin).toBe(external.origin);
    expect(authorize.searchParams.get('prompt')).toBe('login');
    expect(authorize.searchParams.has('shared_pc')).toBe(false);
  });

  it('asks an external provider for English with the standard ui_locales when the reader chose English', async () => {
    const b = browser();
    b.portal.set('lang', 'en');
    const start = await atPortal(b, '/schome/auth/member/sso/start?site=%2FElementary');
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin).toBe(external.origin);
    expect(authorize.searchParams.get('ui_locales')).toBe('en');
    const page = await atExternal(b, (await atExternal(b, authorize.href)).location);
    expect(page.body).toContain('<html lang="en">');
  });

  it('logs the member in with the external account, and ResLogin authcheck answers 0', async () => {
    const b = browser();
    const { posted } = await loginThroughExternal(b);
    expect(posted.status).toBe(303);
    const resumed = await atExternal(b, posted.location);
    expect(resumed.status).toBe(303);
    expect(resumed.location.startsWith(`${CALLBACK}?`)).toBe(true);
    const done = await atPortal(b, resumed.location);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/Elementary/ResLogin');
    const check = await atPortal(b, '/schome/auth/member/authcheck?site=%2FElementary');
    expect(check.json().data).toMatchObject({ status: { value: 0 }, id: 'student1' });
    expect(check.json().data.member).toMatchObject({ name: '김하늘', token: expect.any(String) });
  });

  it('leaves credentials to the external provider: the portal-side password is refused there', async () => {
    const { posted } = await loginThroughExternal(browser(), 'demo1234!');
    expect(posted.status).toBe(401);
    expect(posted.body).toContain('이용자정보를 다시 확인해주세요.');
  });

  it('rejects a tampered code and a replayed callback from the external provider', async () => {
    const b = browser();
    const { posted } = await loginThroughExternal(b);
    const resumed = await atExternal(b, posted.location);
    const tampered = new URL(resumed.location);
    tampered.searchParams.set('code', `${tampered.searchParams.get('code')}x`);
    const stateCookie = b.portal.header();
    expect((await atPortal(b, tampered.href)).statusCode).toBe(400);
    const replay = await portal.app.inject({
      url: `${new URL(resumed.location).pathname}${new URL(resumed.location).search}`,
      headers: { cookie: stateCookie },
    });
    expect(replay.statusCode).toBe(400);
  });

  it('answers the silent check without an external session at ResLogin with -2 11040007', async () => {
    const b = browser();
    const start = await atPortal(b, '/schome/auth/member/sso/start?site=%2FMiddle&check=Y');
    const back = await atExternal(b, String(start.headers.location));
    expect(back.location).toContain('error=login_required');
    expect((await atPortal(b, back.location)).headers.location).toBe('/Middle/ResLogin');
    const check = await atPortal(b, '/schome/auth/member/authcheck?site=%2FMiddle');
    expect(check.json().data).toMatchObject({ status: { value: -2 }, errCode: '11040007' });
  });

  it('switches the bundled provider off: nothing is served or stored under /keris-sso/oidc', async () => {
    const discovery = await portal.app.inject({ url: '/keris-sso/oidc/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(404);
    const { rows } = await portal.database.query('select count(*)::int as n from sso.oidc_payload');
    expect(rows[0]!.n).toBe(0);
    const held = await external.database.query('select distinct model from sso.oidc_payload');
    expect(held.rows.map((r) => r.model)).toEqual(expect.arrayContaining(['Session', 'Grant']));
  });
});
