import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('defaults to PGlite in the data folder with demo data on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.seedDemo).toBe(true);
    expect(config.database.kind).toBe('pglite');
  });

  it('selects PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test' });
  });

  it('reads from a replica with DATABASE_READ_URL and listens where DATABASE_LISTEN_URL says (decisions 250, 251)', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:6440/portal',
      DATABASE_READ_URL: 'postgres://postgres@127.0.0.1:6441/portal',
      DATABASE_LISTEN_URL: 'postgres://postgres@127.0.0.1:6440/portal_listen',
      READ_YOUR_WRITES_SECONDS: '5',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:6440/portal',
      readUrl: 'postgres://postgres@127.0.0.1:6441/portal',
      listenUrl: 'postgres://postgres@127.0.0.1:6440/portal_listen',
    });
    expect(config.readYourWritesSeconds).toBe(5);
    expect(loadConfig({}).readYourWritesSeconds).toBe(10);
  });

  it('refuses a read or listen database without DATABASE_URL, and a bad one', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://r/portal' })).toThrow(
      /DATABASE_READ_URL: set DATABASE_URL/,
    );
    expect(() =>
      loadConfig({
        DATABASE_URL: 'postgres://p/portal',
        DATABASE_READ_URL: 'mysql://r',
        READ_YOUR_WRITES_SECONDS: '0',
      }),
    ).toThrow(/DATABASE_READ_URL[\s\S]*READ_YOUR_WRITES_SECONDS/);
  });

  it('serves metrics only with a METRICS_TOKEN of 16 characters or more (decision 280)', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token' }).metricsToken).toBe('a-long-enough-token');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: .*16 characters/);
  });

  it('keeps PGlite in memory when DATA_DIR is memory', () => {
    expect(loadConfig({ DATA_DIR: 'memory' }).database).toEqual({ kind: 'pglite', dataDir: null });
  });

  it('refuses bad values and names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it('lets no other origin frame the PureScreen pages unless PURE_SCREEN_FRAME_ANCESTORS names some', () => {
    expect(loadConfig({}).pureScreenFrameAncestors).toEqual([]);
    expect(
      loadConfig({
        PURE_SCREEN_FRAME_ANCESTORS: 'https://admin.school.kr, https://*.kiosk.example.kr http://localhost:*',
      }).pureScreenFrameAncestors,
    ).toEqual(['https://admin.school.kr', 'https://*.kiosk.example.kr', 'http://localhost:*']);
  });

  it.each([
    '*',
    "'none'",
    'admin.school.kr',
    'https://admin.school.kr/path',
    'https://admin.school.kr;script-src *',
    'ftp://admin.school.kr',
    'https://*',
  ])('refuses %s as a frame ancestor', (value) => {
    expect(() => loadConfig({ PURE_SCREEN_FRAME_ANCESTORS: value })).toThrow(/PURE_SCREEN_FRAME_ANCESTORS/);
  });

  it('uses the bundled OIDC provider unless OIDC_ISSUER is set', () => {
    expect(loadConfig({}).oidc).toBeNull();
  });

  it('points the portal at an external OIDC provider with OIDC_ISSUER and its client', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://read.example.kr',
      OIDC_ISSUER: 'https://sso.example.kr/realms/school',
      OIDC_CLIENT_ID: 'reading-portal',
      OIDC_CLIENT_SECRET: 's3cret',
    });
    expect(config.oidc).toEqual({
      issuer: 'https://sso.example.kr/realms/school',
      clientId: 'reading-portal',
      clientSecret: 's3cret',
      redirectUri: 'https://read.example.kr/schome/auth/member/sso/callback',
      scope: 'openid',
      loginClaim: 'sub',
    });
  });

  it('refuses an incomplete or orphaned OIDC client configuration', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://sso.example.kr' })).toThrow(
      /OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: required with OIDC_ISSUER/,
    );
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'portal' })).toThrow(/OIDC_CLIENT_ID: set OIDC_ISSUER too/);
    expect(() => loadConfig({ OIDC_ISSUER: 'ftp://sso.example.kr' })).toThrow(/OIDC_ISSUER/);
    expect(() =>
      loadConfig({
        OIDC_ISSUER: 'https://sso.example.kr',
        OIDC_CLIENT_ID: 'portal',
        OIDC_CLIENT_SECRET: 'x',
        OIDC_SCOPE: 'profile',
      }),
    ).toThrow(/OIDC_SCOPE: must include openid/);
  });
});
