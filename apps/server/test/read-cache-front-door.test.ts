import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { servedGet } from './served.ts';
import { loginAs, useTestApp } from './test-app.ts';

/**
 * Decision 212: the HTTP server answers an anonymous GET of an address a cached read has answered, while
 * its answer is stored, before Fastify. It must send what Fastify's route sends, never an answer a write
 * has made old, and leave everything else to Fastify (members, other methods, unknown addresses).
 */
const t = useTestApp();
const get = servedGet(() => t.app);
const WORDS = '/schome/service/block/words';
const SETUP = '/schome/service/main/getTotalReadingMainSetup';

/** Whether the front door answered each request since the spy was set (in order). */
let answered: () => boolean[];
beforeAll(() => {
  const spy = vi.spyOn(t.app.readCache, 'frontDoor');
  answered = () => spy.mock.results.map((r) => r.value as boolean);
});
afterEach(() => {
  vi.mocked(t.app.readCache.frontDoor).mockClear();
});

describe('the front door of the read cache', () => {
  it('answers a known address once Fastify has answered it, with the same bytes and headers', async () => {
    await t.app.readCache.invalidate('main-setup');
    const routed = await get(SETUP);
    const front = await get(SETUP);
    expect(answered()).toEqual([false, true]);
    const { 'x-request-id': routedId, date: _d1, ...routedHeaders } = routed.headers;
    const { 'x-request-id': frontId, date: _d2, ...frontHeaders } = front.headers;
    expect(front.statusCode).toBe(200);
    expect(frontHeaders).toEqual(routedHeaders);
    expect(front.body).toBe(routed.body);
    expect(frontHeaders['content-security-policy']).toContain("default-src 'self'");
    expect(frontId).toMatch(/^[\w-]{8,64}$/);
    expect(frontId).not.toBe(routedId);
    // A proxy's request id is kept, as Fastify keeps it.
    expect((await get(SETUP, { 'x-request-id': 'proxy-id-12345' })).headers['x-request-id']).toBe(
      'proxy-id-12345',
    );
    // And it revalidates: 304 with no body when the ETag still matches.
    const again = await get(SETUP, { 'if-none-match': String(front.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(answered().at(-1)).toBe(true);
  });

  it('never answers what a write has made old: the next request goes to Fastify and reads the write', async () => {
    const manager = await loginAs(t.app, 'manager1');
    const write = (action: 'add' | 'delete') =>
      t.app.inject({
        method: 'POST',
        url: `${WORDS}/${action}`,
        payload: { word: '정문금지어' },
        headers: manager.headers,
      });
    await get(WORDS);
    expect((await get(WORDS)).json().data).not.toContain('정문금지어');
    expect((await write('add')).statusCode).toBe(200);
    expect((await get(WORDS)).json().data).toContain('정문금지어');
    expect((await get(WORDS)).json().data).toContain('정문금지어');
    expect((await write('delete')).statusCode).toBe(200);
    expect((await get(WORDS)).json().data).not.toContain('정문금지어');
    // Stored, answered by the door; after each write the door passed one request to Fastify.
    expect(answered()).toEqual([false, true, false, true, false]);
  });

  it("leaves a member's request to the session plugin: a dead token is still 401, a live one still served", async () => {
    await get(SETUP);
    const dead = await get(SETUP, { token: 'no-such-session', userId: 'student1' });
    expect(dead.statusCode).toBe(401);
    const student = await loginAs(t.app, 'student1');
    const live = await get(SETUP, student.headers);
    expect(live.statusCode).toBe(200);
    expect(live.body).toBe((await get(SETUP)).body);
    expect(answered()).toEqual([true, false, false, true]);
  });

  it('leaves other methods, unknown addresses and another spelling of a known one to Fastify', async () => {
    await get(SETUP);
    expect((await get(SETUP, {}, 'HEAD')).statusCode).toBe(200);
    expect((await get(SETUP, {}, 'POST')).statusCode).not.toBe(200);
    expect((await get(`${SETUP}?x=1`)).statusCode).toBeLessThan(500);
    expect((await get('/schome/service/main/footer/detail?schKey=999999')).statusCode).toBe(404);
    expect((await get('/schome/service/main/footer/detail?schKey=999999')).statusCode).toBe(404);
    expect(answered()).toEqual([true, false, false, false, false, false]);
  });

  it('leaves a request whose headers break the text rule to the input guard', async () => {
    await get(SETUP);
    const written: unknown[] = [];
    const res = { writeHead: (...args: unknown[]) => written.push(args), end: () => {} };
    const req = (headers: Record<string, string>) =>
      ({ method: 'GET', url: SETUP, headers }) as unknown as IncomingMessage;
    const door = (headers: Record<string, string>) =>
      t.app.readCache.frontDoor(req(headers), res as unknown as ServerResponse);
    expect(door({ 'user-agent': 'ok' })).toBe(true);
    expect(door({ 'user-agent': 'bad\u0001' })).toBe(false);
    expect(door({ 'x-note': '\ud800' })).toBe(false);
    expect(written).toHaveLength(1);
  });
});
