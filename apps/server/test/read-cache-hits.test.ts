import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { servedGet } from './served.ts';
import { loginAs, useTestApp } from './test-app.ts';

/**
 * Decision 160, third pass: a stored answer is written whole, with header lists built once per
 * representation. A hit must carry what the miss that stored it carried and what every other answer
 * carries (the security headers above all), revalidate in each encoding, and never be anyone's own.
 */
const t = useTestApp();

const SECTIONS = '/schome/service/main/home/sections';
const SETUP = '/schome/service/main/getTotalReadingMainSetup';
const ENCODINGS: Record<string, Record<string, string>> = {
  plain: {},
  br: { 'accept-encoding': 'gzip, deflate, br' },
  gzip: { 'accept-encoding': 'gzip' },
};

// Over a socket: a stored answer comes from the front door (decision 212), as for a real client.
const get = servedGet(() => t.app);
/** The headers that are the same on every answer of one representation (the id and date are per answer). */
const lasting = (headers: Record<string, unknown>) => {
  const { 'x-request-id': id, date, ...rest } = headers;
  expect(id).toMatch(/^[\w-]{8,64}$/);
  return rest;
};

describe('a cached answer written whole', () => {
  it('carries on a hit exactly the headers of the miss that stored it, in each encoding', async () => {
    for (const [name, headers] of Object.entries(ENCODINGS)) {
      await t.app.readCache.invalidate('home-sections');
      const miss = await get(SECTIONS, headers);
      const hit = await get(SECTIONS, headers);
      expect(miss.statusCode, name).toBe(200);
      expect(lasting(hit.headers), name).toEqual(lasting(miss.headers));
      expect(hit.rawPayload.equals(miss.rawPayload), name).toBe(true);
      expect(Number(hit.headers['content-length']), name).toBe(hit.rawPayload.length);
      expect(hit.headers['content-encoding'], name).toBe(name === 'plain' ? undefined : name);
      expect(hit.headers.vary, name).toBe('accept-encoding');
    }
  });

  it('carries every header an ordinary answer carries: CSP, HSTS and the other security headers', async () => {
    const ordinary = await get('/healthz');
    await get(SETUP);
    const hit = await get(SETUP);
    const own = new Set(['content-type', 'content-length', 'date', 'connection', 'x-request-id']);
    const shared = Object.keys(ordinary.headers).filter((name) => !own.has(name));
    expect(shared).toEqual(expect.arrayContaining(['content-security-policy', 'strict-transport-security']));
    for (const name of shared) expect(hit.headers[name], name).toBe(ordinary.headers[name]);
    expect(hit.headers['x-request-id']).not.toBe(ordinary.headers['x-request-id']);
  });

  it('answers 304 with no body to If-None-Match in each encoding, with the ETag, Vary and security headers', async () => {
    for (const [name, headers] of Object.entries(ENCODINGS)) {
      const full = await get(SECTIONS, headers);
      const again = await get(SECTIONS, { ...headers, 'if-none-match': String(full.headers.etag) });
      expect(again.statusCode, name).toBe(304);
      expect(again.rawPayload.length, name).toBe(0);
      expect(again.headers.etag, name).toBe(full.headers.etag);
      expect(again.headers['cache-control'], name).toBe('public, max-age=0, must-revalidate');
      expect(again.headers.vary, name).toBe('accept-encoding');
      expect(again.headers['content-security-policy'], name).toBe(full.headers['content-security-policy']);
      expect(again.headers['strict-transport-security'], name).toBeDefined();
      expect(again.headers['content-encoding'], name).toBeUndefined();
      expect(again.headers['content-length'], name).toBeUndefined();
    }
  });

  it('sends a short answer plain to every client, with no Vary', async () => {
    const plain = await get(SETUP);
    const br = await get(SETUP, ENCODINGS.br);
    expect(plain.rawPayload.length).toBeLessThan(1024);
    expect(br.headers['content-encoding']).toBeUndefined();
    expect(br.headers.vary).toBeUndefined();
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.body).toBe(plain.body);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const got = await get(SECTIONS, ENCODINGS.br);
    const head = await get(SECTIONS, ENCODINGS.br, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(lasting(head.headers)).toEqual(lasting(got.headers));
  });

  it("is the same bytes for a member and a visitor, and a member's own list is never stored or sent", async () => {
    const student = await loginAs(t.app, 'student1');
    const picks = '/schome/service/recommendbook/student-teacher/list?memberTypeCode=02';
    const visitor = await get(picks);
    // A member's request never reaches the stored answer, even when it is stored.
    const member = await get(picks, student.headers);
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.headers.etag).toBeUndefined();
    expect((await get(picks)).headers.etag).toBe(visitor.headers.etag);
    // A shared read is the visitor's bytes for a member too, and stays public.
    const shared = await get(SETUP, student.headers);
    expect(shared.body).toBe((await get(SETUP)).body);
    expect(shared.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });
});

describe('what no API writes', () => {
  it("shows an operator's footer change after NOTIFY read_cache, 'footer'", async () => {
    const url = '/schome/service/main/footer/detail?schKey=1';
    const telOf = async () => (await get(url)).json().data.footerDetail.telNo as string;
    const { db } = t.database;
    const before = await telOf();
    await db.execute(sql`update portal.footer_detail set tel_no = '02-0000-1600' where sch_key = 1`);
    try {
      await db.execute(sql`select pg_notify('read_cache', 'footer')`);
      await expect.poll(telOf).toBe('02-0000-1600');
    } finally {
      await db.execute(sql`update portal.footer_detail set tel_no = ${before} where sch_key = 1`);
      await db.execute(sql`select pg_notify('read_cache', 'footer')`);
    }
  });

  it("shows an imported catalogue change on the home after NOTIFY read_cache, 'home-sections'", async () => {
    const first = async () =>
      (await get(SECTIONS)).json().data.popularBooks[0] as { bookKey: number; title: string };
    const { bookKey, title } = await first();
    const { db } = t.database;
    await db.execute(sql`update search.book set title = ${`${title} (개정판)`} where book_key = ${bookKey}`);
    try {
      await db.execute(sql`select pg_notify('read_cache', 'home-sections')`);
      await expect.poll(async () => (await first()).title).toBe(`${title} (개정판)`);
    } finally {
      await db.execute(sql`update search.book set title = ${title} where book_key = ${bookKey}`);
      await db.execute(sql`select pg_notify('read_cache', 'home-sections')`);
    }
  });
});
