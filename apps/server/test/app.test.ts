import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test-app.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="ko"><title>독서로</title></html>',
);

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
