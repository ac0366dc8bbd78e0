import { afterAll, describe, expect, it } from 'vitest';
import { shutdown } from '../src/lifecycle.ts';
import { createTestApp } from './test-app.ts';

describe('graceful shutdown', () => {
  let dropped = false;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  afterAll(async () => {
    if (!dropped) await t.close();
  });

  it('lets an in-flight request finish, then closes the database', async () => {
    t = await createTestApp();
    // A fresh instance that is not yet ready can still take a route; reuse the prepared database.
    const { buildApp } = await import('../src/app.ts');
    const app = await buildApp({
      config: { logLevel: 'silent', logPretty: false, webDist: '/nonexistent' },
      database: t.database,
    });
    let release: () => void = () => {};
    const released = new Promise<void>((r) => {
      release = r;
    });
    app.get('/slow', async () => {
      await released;
      const { rows } = await app.database.query('select 42 as answer');
      return { answer: rows[0]!.answer };
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });

    const inFlight = fetch(`${address}/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await new Promise((r) => setTimeout(r, 100));
    const stopping = shutdown(app, 5000);
    await new Promise((r) => setTimeout(r, 100));
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
    release();

    expect(await inFlight).toEqual({ status: 200, body: { answer: 42 } });
    expect(await stopping).toBe('clean');
    await expect(t.database.query('select 1')).rejects.toThrow();
    dropped = true;
    await t.app.close().catch(() => {});
    // The test prepares (migrates and seeds) its own database inside the test, not in a hook.
  }, 120_000);
});
