import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Decision 204: only the PureScreen pages' documents may be framed, and only by the origins of
 * PURE_SCREEN_FRAME_ANCESTORS; every other page and every API answer stays unframeable.
 */
const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="ko"><title>독서로</title></html>',
);

const ADMIN = 'https://admin.school.kr';
const KIOSK = 'http://127.0.0.1:5555';

let configured: TestApp;
let plain: TestApp;
beforeAll(async () => {
  // One after the other: two apps starting at once on two busy cores miss the plugin start timeout.
  configured = await createTestApp({ webDist, pureScreenFrameAncestors: [ADMIN, KIOSK] });
  plain = await createTestApp({ webDist });
});
afterAll(async () => {
  await Promise.all([configured?.close(), plain?.close()]);
});

const frameAncestors = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['content-security-policy'])
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('frame-ancestors'));

const PURE_SCREEN_PAGES = [
  '/NoticePureScreen',
  '/Elementary/NoticePureScreen',
  '/Middle/MembershipPureScreen',
  '/High/SearchResultPureScreen?searchKeyword=%EC%B1%85',
];

describe('framing the PureScreen pages with PURE_SCREEN_FRAME_ANCESTORS set', () => {
  it.each(PURE_SCREEN_PAGES)('lets the configured origins frame %s, without X-Frame-Options', async (url) => {
    const res = await configured.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(frameAncestors(res)).toBe(`frame-ancestors 'self' ${ADMIN} ${KIOSK}`);
    expect(res.headers['x-frame-options']).toBeUndefined();
    // The rest of the policy is the ordinary one.
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/', '/Notice', '/Elementary/Membership', '/SearchResult?searchKeyword=x', '/StudentLogin'])(
    'keeps the ordinary page %s unframeable',
    async (url) => {
      const res = await configured.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(frameAncestors(res)).toBe("frame-ancestors 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it.each([
    '/healthz',
    '/schome/service/main/menu/list',
    '/alpasq/api/search/feed?searchKeyword=%EC%B1%85',
    '/schome/NoticePureScreen',
  ])('keeps the API answer %s unframeable', async (url) => {
    const res = await configured.app.inject({ url });
    expect(frameAncestors(res)).toBe("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('keeps a POST to a PureScreen address (404) unframeable', async () => {
    const res = await configured.app.inject({ method: 'POST', url: '/NoticePureScreen' });
    expect(res.statusCode).toBe(404);
    expect(frameAncestors(res)).toBe("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('framing the PureScreen pages without PURE_SCREEN_FRAME_ANCESTORS', () => {
  it.each(PURE_SCREEN_PAGES)('lets only the portal itself frame %s', async (url) => {
    const res = await plain.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(frameAncestors(res)).toBe("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
