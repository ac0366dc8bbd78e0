import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';
import { buildApp } from '../../../app.ts';

const t = useTestApp();
const TICKET = '/schome/service/mypage/messageMng/stream/ticket';
const STREAM = '/schome/service/mypage/messageMng/stream';

const addresses = new WeakMap<FastifyInstance, Promise<string>>();
/** The app's address, listening once per app. */
function addressOf(app: FastifyInstance) {
  const known = addresses.get(app) ?? app.listen({ port: 0, host: '127.0.0.1' });
  addresses.set(app, known);
  return known;
}

/**
 * A member's notification stream over a real HTTP connection: `ended` resolves when the server ends it.
 * `close` aborts it from the client side (the test's cleanup).
 */
async function openStream(app: FastifyInstance, id: string, server: FastifyInstance = app) {
  const login = await loginAs(app, id);
  const ticket = (await app.inject({ method: 'POST', url: TICKET, headers: login.headers })).json().data
    .ticket as string;
  const address = await addressOf(server);
  const controller = new AbortController();
  const res = await fetch(`${address}${STREAM}?ticket=${ticket}`, { signal: controller.signal });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  let done = false;
  const ended = (async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // aborted by the test
    }
    done = true;
  })();
  return { login, ended, isEnded: () => done, close: () => controller.abort() };
}

async function logout(app: FastifyInstance, headers: Record<string, string>) {
  const res = await app.inject({ url: '/schome/auth/member/logout', headers });
  expect(res.statusCode).toBe(200);
}

describe('live streams end with their session (decision 231)', () => {
  it('ends an open notification stream within seconds of logout', async () => {
    const stream = await openStream(t.app, 'teacher1');
    try {
      await expect.poll(() => t.app.liveStreams.openCount()).toBeGreaterThan(0);
      await logout(t.app, stream.login.headers);
      await expect.poll(stream.isEnded, { timeout: 4_000 }).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('ends the older session’s stream when the member logs in again elsewhere', async () => {
    const stream = await openStream(t.app, 'manager1');
    try {
      await loginAs(t.app, 'manager1');
      await expect.poll(stream.isEnded, { timeout: 4_000 }).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('ends the stream of a session left idle past its time, though no request revoked it', async () => {
    const stream = await openStream(t.app, 'student5');
    try {
      await t.database.query(
        `update portal.member_session set last_seen_at = now() - interval '1 day' where token_hash in
         (select token_hash from portal.member_session s join portal.member m using (member_key)
          where m.login_id = 'student5' and s.revoked_at is null)`,
      );
      await expect.poll(stream.isEnded, { timeout: 15_000, interval: 200 }).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('a logout on one server process ends the stream another process holds', async () => {
    const second = await buildApp({
      config: { logLevel: 'silent', logPretty: false, webDist: '/nonexistent-web-dist' },
      // The second process shares the database but must not close it.
      database: { ...t.database, close: async () => {} },
    });
    await second.ready();
    try {
      const stream = await openStream(t.app, 'student2', second);
      try {
        await expect.poll(() => second.liveStreams.openCount()).toBeGreaterThan(0);
        await logout(t.app, stream.login.headers);
        await expect.poll(stream.isEnded, { timeout: 4_000 }).toBe(true);
        expect(second.liveStreams.openCount()).toBe(0);
      } finally {
        stream.close();
      }
    } finally {
      await second.close();
    }
  }, 60_000);
});
