import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors.ts';

/** The error handler's last line of defence: a database data error caused by the caller is 400. */
const app = Fastify();
const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
beforeAll(async () => {
  await app.register(errorsPlugin);
  app.get('/range', async () => {
    throw pgError('22003');
  });
  app.get('/wrapped', async () => {
    // drizzle wraps the driver's error; the SQLSTATE is on its cause.
    throw Object.assign(new Error('Failed query'), { cause: pgError('22P02') });
  });
  app.get('/unique', async () => {
    throw pgError('23505');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('errors plugin', () => {
  it('answers 400 in the envelope for a number out of range and for text that is no number', async () => {
    for (const url of ['/range', '/wrapped']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ status: 'FAIL', message: expect.stringMatching(/[가-힣]/), data: null });
    }
  });

  it('keeps 500 for database faults that are not the caller’s value', async () => {
    const res = await app.inject({ url: '/unique' });
    expect(res.statusCode).toBe(500);
  });
});
