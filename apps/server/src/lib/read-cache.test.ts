import { describe, expect, it } from 'vitest';
import { createReadCacheStore } from './read-cache.ts';

describe('read cache store', () => {
  it('loads once, answers the same text and ETag, and loads again after its tag is invalidated', async () => {
    const store = createReadCacheStore();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const first = await store.get('menus', '', load);
    const second = await store.get('menus', '', load);
    expect([second.body, second.etag, loads]).toEqual([first.body, first.etag, 1]);
    expect(first.body.toString('utf8')).toBe('{"n":1}');
    store.invalidate('footer');
    expect((await store.get('menus', '', load)).value).toEqual({ n: 1 });
    store.invalidate('menus');
    const third = await store.get('menus', '', load);
    expect(third.value).toEqual({ n: 2 });
    expect(third.etag).not.toBe(first.etag);
  });

  it('keeps an answer no longer than its TTL and no more answers than its bound', async () => {
    let clock = 0;
    const store = createReadCacheStore({ maxEntries: 2, ttlMs: 100, now: () => clock });
    let loads = 0;
    const load = async () => ++loads;
    await store.get('footer', '1', load);
    clock = 99;
    expect((await store.get('footer', '1', load)).value).toBe(1);
    clock = 100;
    expect((await store.get('footer', '1', load)).value).toBe(2);
    await store.get('footer', '2', load);
    await store.get('footer', '3', load);
    expect(store.size()).toBe(2);
    expect((await store.get('footer', '1', load)).value).toBe(5);
  });

  it('does not store an answer whose load began before a write invalidated its tag', async () => {
    const store = createReadCacheStore();
    let release: (value: string) => void = () => {};
    const slow = store.get('banned-words', '', () => new Promise<string>((r) => (release = r)));
    store.invalidate('banned-words');
    release('read before the write');
    expect((await slow).value).toBe('read before the write');
    expect((await store.get('banned-words', '', async () => 'after')).value).toBe('after');
  });

  it('shares one load among concurrent misses', async () => {
    const store = createReadCacheStore();
    let loads = 0;
    const load = async () => ++loads;
    const answers = await Promise.all([1, 2, 3].map(() => store.get('menus', '', load)));
    expect(answers.map((a) => a.value)).toEqual([1, 1, 1]);
  });
});
