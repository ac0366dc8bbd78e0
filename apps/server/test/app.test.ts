import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test-app.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="ko"><title>독서로</title></html>',
);
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'export {};');
// Decision 025: the build's prerendered site homes.
mkdirSync(path.join(webDist, 'prerendered'));
for (const name of ['Main', 'Elementary', 'Middle', 'High']) {
  writeFileSync(
    path.join(webDist, 'prerendered', `${name}.html`),
    `<!doctype html><html lang="ko"><title>독서로</title><main>prerendered ${name}</main></html>`,
  );
}

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
});

describe('the composed server', () => {
  it('answers /healthz with the database state and engine', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      database: 'up',
      engine: process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite',
    });
  });

  it('gives every response a request id, keeping a well-formed one the caller sent', async () => {
    const fresh = await t.app.inject({ url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-12345678' } });
    expect(given.headers['x-request-id']).toBe('trace-12345678');
  });

  it.each(['/schome/service/nothing', '/alpasq/api/nothing', '/dls/api/nothing', '/keris-sso/nothing'])(
    'answers an unknown API path %s with the 404 envelope, not the web app',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'FAIL', message: '요청한 정보를 찾을 수 없습니다.', data: null });
    },
  );

  it.each(['/', '/Elementary', '/Middle/Notice', '/High/ParticipationContestList/recentLoanBooks'])(
    'serves the web app for the client route %s',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>독서로</title>');
    },
  );

  it.each([
    ['/', 'Main'],
    ['/Elementary', 'Elementary'],
    ['/Middle/', 'Middle'],
    ['/High', 'High'],
  ])('answers the site root %s with its prerendered home', async (url, name) => {
    const res = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`prerendered ${name}</main>`);
  });

  it('answers a reader who chose English the plain web app on a site root (decision 210), varying by cookie', async () => {
    const english = await t.app.inject({ url: '/Elementary', headers: { cookie: 'sid=x; lang=en' } });
    expect(english.statusCode).toBe(200);
    expect(english.body).not.toContain('prerendered');
    expect(english.headers.vary).toContain('Cookie');
    const korean = await t.app.inject({ url: '/Elementary', headers: { cookie: 'lang=ko' } });
    expect(korean.body).toContain('prerendered Elementary</main>');
    // A cookie that cannot be read is no choice: the Korean home, never an error.
    const broken = await t.app.inject({ url: '/', headers: { cookie: 'lang=%FF%00' } });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('prerendered Main</main>');
  });

  it.each(['/?scroll=no', '/Elementary/Notice', '/Middle/Elementary'])(
    'answers %s with the plain web app, not a prerendered home',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('prerendered');
    },
  );

  it('never lets a page be cached without revalidation, but caches hashed assets for a year', async () => {
    for (const url of ['/', '/Notice']) {
      expect((await t.app.inject({ url })).headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('publishes the OpenAPI document generated from the contract schemas', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const footer = doc.paths['/schome/service/main/footer/detail'].get;
    expect(footer.parameters.map((p: { name: string }) => p.name)).toContain('schKey');
    expect(Object.keys(footer.responses)).toEqual(expect.arrayContaining(['200', '400', '404']));
  });

  it('answers a body over the size limit with 413 and a Korean message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/schome/service/main/getTotalReadingMainSetup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ filler: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 'FAIL', message: '요청 크기가 너무 큽니다.', data: null });
  });
});
