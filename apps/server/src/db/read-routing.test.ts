import type { IncomingMessage } from 'node:http';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  isPlainRead,
  READ_YOUR_WRITES_COOKIE,
  readTargetOf,
  readYourWritesCookie,
  routeReads,
  withReadTarget,
  wroteDuring,
} from './read-routing.ts';

const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  ({ method, url, headers }) as unknown as IncomingMessage;

describe('where a request reads (decision 250)', () => {
  const now = 1_800_000_000_000;

  it('sends search (a POST that reads) and anonymous public reads to the replica', () => {
    expect(readTargetOf(request('POST', '/alpasq/api/search'), now)).toBe('replica');
    expect(readTargetOf(request('GET', '/alpasq/api/search', { token: 't' }), now)).toBe('replica');
    expect(readTargetOf(request('GET', '/schome/service/main/footer/detail?schKey=1'), now)).toBe('replica');
  });

  it('keeps writes and a member’s own reads (token or live ticket) on the primary', () => {
    expect(readTargetOf(request('POST', '/dls/api/loan/checkout', { token: 't' }), now)).toBe('primary');
    expect(readTargetOf(request('POST', '/schome/service/board/list'), now)).toBe('primary');
    expect(readTargetOf(request('GET', '/dls/api/loan/list', { token: 't' }), now)).toBe('primary');
    expect(readTargetOf(request('GET', '/schome/x/stream?contestKey=1&ticket=abc'), now)).toBe('primary');
  });

  it('pins every read of a caller who wrote to the primary until the cookie’s time', () => {
    const cookie = readYourWritesCookie(10, false, now).split(';')[0]!;
    expect(cookie).toBe(`${READ_YOUR_WRITES_COOKIE}=${now + 10_000}`);
    const search = (at: number) => readTargetOf(request('POST', '/alpasq/api/search', { cookie }), at);
    expect(search(now + 9_999)).toBe('primary');
    expect(search(now + 10_000)).toBe('replica');
    expect(
      readTargetOf(request('GET', '/alpasq/api/search', { cookie: `${READ_YOUR_WRITES_COOKIE}=%FF` }), now),
    ).toBe('replica');
  });

  it('lets only statements that surely write nothing run on the standby', () => {
    expect(isPlainRead('select * from search.title where id = $1')).toBe(true);
    expect(isPlainRead('  WITH t AS (select 1) select * from t')).toBe(true);
    expect(isPlainRead('insert into x values (1)')).toBe(false);
    expect(isPlainRead("select pg_notify('read_cache', 'menus')")).toBe(false);
    expect(isPlainRead('select * from library.loan where id = 1 for update')).toBe(false);
    expect(isPlainRead('with moved as (update x set a = 1 returning *) select * from moved')).toBe(false);
    expect(isPlainRead('select updated_at from x')).toBe(true);
  });
});

describe('routeReads', () => {
  function pools(replicaFails?: Error) {
    const calls: string[] = [];
    const pool = (name: string, fail?: Error) =>
      ({
        query: async (config: { text: string }) => {
          calls.push(`${name}:${config.text}`);
          if (fail) throw fail;
          return { rows: [] };
        },
        connect: async () => {
          calls.push(`${name}:connect`);
          return {};
        },
      }) as unknown as pg.Pool;
    const primary = pool('primary');
    const replica = pool('replica', replicaFails);
    const fallbacks: unknown[] = [];
    routeReads(primary, replica, (err) => fallbacks.push(err));
    const run = (target: 'primary' | 'replica' | null, text: string) =>
      target ? withReadTarget(target, () => primary.query({ text })) : primary.query({ text });
    return { calls, fallbacks, run, primary };
  }

  it('tells whether a request wrote: a plain read does not count, a statement that writes does', async () => {
    const { primary } = pools();
    const reads = request('POST', '/alpasq/api/search');
    const writes = request('POST', '/dls/api/loan/checkout');
    await withReadTarget('replica', () => primary.query({ text: 'select 1' }), reads);
    await withReadTarget('primary', () => primary.query({ text: 'insert into x values (1)' }), writes);
    expect(wroteDuring(reads)).toBe(false);
    expect(wroteDuring(writes)).toBe(true);
    const transaction = request('POST', '/schome/x');
    await withReadTarget('replica', () => primary.connect(), transaction);
    expect(wroteDuring(transaction)).toBe(true);
  });

  it('sends a replica request’s plain reads to the replica and everything else to the primary', async () => {
    const { calls, run } = pools();
    await run('replica', 'select 1');
    await run('replica', "select pg_notify('a', 'b')");
    await run('primary', 'select 2');
    await run(null, 'select 3');
    expect(calls).toEqual([
      'replica:select 1',
      "primary:select pg_notify('a', 'b')",
      'primary:select 2',
      'primary:select 3',
    ]);
  });

  it('falls back to the primary when the replica is down, and stays there for a while', async () => {
    const { calls, fallbacks, run } = pools(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    );
    await run('replica', 'select 1');
    await run('replica', 'select 2');
    expect(calls).toEqual(['replica:select 1', 'primary:select 1', 'primary:select 2']);
    expect(fallbacks).toHaveLength(1);
  });

  it('does not hide a query’s own error behind a fallback', async () => {
    const { run } = pools(Object.assign(new Error('relation "x" does not exist'), { code: '42P01' }));
    await expect(run('replica', 'select * from x')).rejects.toThrow(/does not exist/);
  });
});
