import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encodings a cached answer is kept in besides its plain bytes (decision 160). */
export type CachedEncoding = 'br' | 'gzip';

/**
 * One cached answer: the value, its JSON text as the bytes sent, its entity tag (both worked out once
 * per load), and its compressed bytes per encoding, each made on first demand and kept with the answer.
 */
export type CachedAnswer<T = unknown> = {
  value: T;
  body: Buffer;
  etag: string;
  encoded: Partial<Record<CachedEncoding, Buffer>>;
};

/** The compressed bytes of a cached answer, made once and kept beside it. */
export function encodedBody(answer: CachedAnswer, encoding: CachedEncoding): Buffer {
  const kept = answer.encoded[encoding];
  if (kept) return kept;
  const made =
    encoding === 'br'
      ? brotliCompressSync(answer.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
          },
        })
      : gzipSync(answer.body, { level: 9 });
  answer.encoded[encoding] = made;
  return made;
}

type Entry = CachedAnswer & { tag: string; expiresAt: number };

export type ReadCacheOptions = {
  /** Most answers held at once; the least recently used goes first (decision 160). */
  maxEntries?: number;
  /** How long an answer lives without a write (ms): a bound for changes made outside the app. */
  ttlMs?: number;
  now?: () => number;
};

/**
 * The store behind `app.readCache` (decision 160): shared, public answers only, keyed by a tag (what a
 * write invalidates, e.g. 'banned-words') and a key (the call's parameters). Bounded (LRU by Map order),
 * short-lived, and one load per key at a time. A load that started before an invalidation of its tag is
 * answered but not stored, so a write can never be followed by a cached answer read before it.
 */
export function createReadCacheStore({
  maxEntries = 500,
  ttlMs = 30_000,
  now = Date.now,
}: ReadCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<CachedAnswer>>();
  /** Bumped by every invalidation of the tag; a load stores its answer only if it has not moved. */
  const generations = new Map<string, number>();

  const entryKey = (tag: string, key: string) => `${tag}\u0000${key}`;

  /** Most recently used moves to the end of the Map's order (unless it is there already). */
  function touch(id: string, hit: Entry) {
    if (last === id) return;
    entries.delete(id);
    entries.set(id, hit);
    last = id;
  }
  let last: string | null = null;

  function store(id: string, tag: string, answer: CachedAnswer, lifeMs: number) {
    entries.delete(id);
    entries.set(id, Object.assign(answer, { tag, expiresAt: now() + lifeMs }));
    last = id;
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value as string;
      entries.delete(oldest);
    }
  }

  return {
    /** The stored, live answer for (tag, key) without loading: the hot path answers it synchronously. */
    peek<T>(tag: string, key: string): CachedAnswer<T> | undefined {
      const id = entryKey(tag, key);
      const hit = entries.get(id);
      if (!hit || hit.expiresAt <= now()) return undefined;
      touch(id, hit);
      return hit as CachedAnswer<T>;
    },

    /**
     * The cached answer for (tag, key), or the one `load` produces, stored for later calls. `encode` turns
     * the value into the JSON text sent (once per load, not per request).
     */
    async get<T>(
      tag: string,
      key: string,
      load: () => Promise<T>,
      encode: (value: T) => string = JSON.stringify,
      entryTtlMs: number = ttlMs,
    ): Promise<CachedAnswer<T>> {
      const id = entryKey(tag, key);
      const hit = entries.get(id);
      if (hit && hit.expiresAt > now()) {
        touch(id, hit);
        return hit as CachedAnswer<T>;
      }
      if (hit) entries.delete(id);
      const pending = loading.get(id);
      if (pending) return pending as Promise<CachedAnswer<T>>;
      const generation = generations.get(tag) ?? 0;
      const promise = load()
        .then((value) => {
          const body = Buffer.from(encode(value), 'utf8');
          const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
          const answer: CachedAnswer<T> = { value, body, etag, encoded: {} };
          if ((generations.get(tag) ?? 0) === generation) store(id, tag, answer, entryTtlMs);
          return answer;
        })
        .finally(() => {
          if (loading.get(id) === promise) loading.delete(id);
        });
      loading.set(id, promise as Promise<CachedAnswer>);
      return promise;
    },

    /** Forgets every answer of the tags, and stops loads in flight from storing theirs. */
    invalidate(...tags: string[]) {
      for (const tag of tags) {
        generations.set(tag, (generations.get(tag) ?? 0) + 1);
        for (const [id, entry] of entries) if (entry.tag === tag) entries.delete(id);
        last = null;
        for (const id of loading.keys()) if (id.startsWith(`${tag}\u0000`)) loading.delete(id);
      }
    },

    size: () => entries.size,
  };
}

export type ReadCacheStore = ReturnType<typeof createReadCacheStore>;
