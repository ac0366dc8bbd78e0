import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { servedGet } from './served.ts';
import { loginAs, useTestApp } from './test-app.ts';

/**
 * Decision 160: the shared read cache answers fresh after each write and never shares a member's answer.
 * Reads go over a socket, where the front door answers stored answers before Fastify (decision 212).
 */
const t = useTestApp();
const get = servedGet(() => t.app);

const wordsOf = async (read = get) => (await read('/schome/service/block/words')).json().data as string[];
const blockedOf = async (neisCode: string) =>
  (await get(`/alpasq/api/keyword/block/list?neisCode=${neisCode}`))
    .json()
    .data.list.map((k: { keyword: string }) => k.keyword);
const bestOf = async (neisCode: string) =>
  (await get(`/alpasq/api/keyword/best?type=D&neisCode=${neisCode}`))
    .json()
    .data.list.map((k: { keyword: string }) => k.keyword);

describe('cached public reads', () => {
  it('carry an ETag and Cache-Control, and answer 304 with no body when the ETag still matches', async () => {
    for (const url of [
      '/schome/service/main/getTotalReadingMainSetup',
      '/schome/service/main/menu/list',
      '/schome/service/block/words',
      '/schome/service/main/home/sections',
      '/alpasq/api/keyword/best?type=D',
    ]) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      const other = await get(url, { 'if-none-match': '"other"' });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
    }
  });

  it('answers a school that does not exist with 404 and does not keep it', async () => {
    const res = await get('/schome/service/main/footer/detail?schKey=999999');
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
  });

  it('reads a banned word added or deleted by a manager at once, in the list and in the check', async () => {
    const manager = await loginAs(t.app, 'manager1');
    const student = await loginAs(t.app, 'student1');
    const before = await get('/schome/service/block/words');
    expect(before.json().data).not.toContain('캐시금지어');
    const post = (url: string) =>
      t.app.inject({ method: 'POST', url, payload: { word: '캐시금지어' }, headers: manager.headers });
    expect((await post('/schome/service/block/words/add')).statusCode).toBe(200);
    const after = await get('/schome/service/block/words', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toContain('캐시금지어');
    // The check every module calls reads the same entry.
    await expect(t.app.bannedWords.check('이건 캐시금지어 입니다')).resolves.toContain('캐시금지어');
    expect((await post('/schome/service/block/words/delete')).statusCode).toBe(200);
    expect(await wordsOf()).not.toContain('캐시금지어');
    await expect(t.app.bannedWords.check('이건 캐시금지어 입니다')).resolves.toBeNull();
    expect(student.res.statusCode).toBe(200);
  });

  it('reads a blocked keyword added or deleted by a manager at once, in the block list and popular keywords', async () => {
    const manager = await loginAs(t.app, 'manager1');
    const neisCode = '7130102';
    await t.app.inject({
      method: 'POST',
      url: '/alpasq/api/search/aggkw',
      payload: { searchKeyword: '공룡', neisCode },
    });
    expect(await bestOf(neisCode)).toContain('공룡');
    expect(await blockedOf(neisCode)).not.toContain('공룡');
    const post = (url: string) =>
      t.app.inject({ method: 'POST', url, payload: { neisCode, keyword: '공룡' }, headers: manager.headers });
    expect((await post('/alpasq/api/keyword/block/add')).statusCode).toBe(200);
    expect(await blockedOf(neisCode)).toContain('공룡');
    expect(await bestOf(neisCode)).not.toContain('공룡');
    expect((await post('/alpasq/api/keyword/block/delete')).statusCode).toBe(200);
    expect(await blockedOf(neisCode)).not.toContain('공룡');
    expect(await bestOf(neisCode)).toContain('공룡');
  });

  it('counts a search in popular keywords as soon as it is logged', async () => {
    const countOf = async () =>
      (await get('/alpasq/api/keyword/best?type=D&neisCode=7130102'))
        .json()
        .data.list.find((k: { keyword: string }) => k.keyword === '공룡')?.searchCount ?? 0;
    const before = await countOf();
    expect(await countOf()).toBe(before);
    await t.app.inject({
      method: 'POST',
      url: '/alpasq/api/search/aggkw',
      payload: { searchKeyword: '공룡', neisCode: '7130102' },
    });
    expect(await countOf()).toBe(before + 1);
  });

  it('tells a second server process on the same database to forget (NOTIFY read_cache)', async () => {
    const second = await buildApp({
      config: { logLevel: 'silent', logPretty: false, webDist: '/nonexistent-web-dist' },
      // The second process shares the database but must not close it.
      database: { ...t.database, close: async () => {} },
    });
    await second.ready();
    const fromSecond = servedGet(() => second);
    try {
      expect(await wordsOf(fromSecond)).not.toContain('다른프로세스');
      const manager = await loginAs(t.app, 'manager1');
      await t.app.inject({
        method: 'POST',
        url: '/schome/service/block/words/add',
        payload: { word: '다른프로세스' },
        headers: manager.headers,
      });
      await expect.poll(() => wordsOf(fromSecond)).toContain('다른프로세스');
    } finally {
      await second.close();
    }
  });
});

describe('personal answers', () => {
  it('are never served to another member, and no browser or CDN keeps them', async () => {
    const a = await loginAs(t.app, 'student1');
    const b = await loginAs(t.app, 'student2');
    const count = (who: typeof a) =>
      get(`/schome/service/mypage/mylibbookshelf/count?memberKey=${who.data.memberKey}`, who.headers);
    const first = await count(a);
    // The seed put five books on student1's shelves (decision 093) and none on student2's.
    expect(first.json().data).toEqual({ myLibTotalBookCount: 5 });
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers.etag).toBeUndefined();
    const other = await count(b);
    expect(other.json().data.myLibTotalBookCount).not.toBe(5);
    expect(other.headers['cache-control']).toBe('private, no-store');
    expect((await count(a)).json().data).toEqual({ myLibTotalBookCount: 5 });
  });

  it('a shared read answers a member exactly what it answers anyone', async () => {
    const a = await loginAs(t.app, 'student1');
    const url = '/schome/service/main/menu/list';
    const anonymous = await get(url);
    const member = await get(url, a.headers);
    expect(member.body).toBe(anonymous.body);
    expect(member.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });
});
