import { ok } from '@reading/contract/envelope';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type $ZodType, parse } from 'zod/v4/core';
import {
  type CachedAnswer,
  type CachedEncoding,
  createReadCacheStore,
  encodedBody,
  type ReadCacheOptions,
} from '../lib/read-cache.ts';
import { ANSWERED_FROM_CACHE } from '../lib/request-log.ts';

/** The channel every server process listens on for invalidations (decision 160). */
export const READ_CACHE_CHANNEL = 'read_cache';

/** What a write invalidates: one tag per cached read (decision 160). */
export type ReadCacheTag =
  | 'footer'
  | 'main-setup'
  | 'menus'
  | 'banned-words'
  | 'keyword-best'
  | 'keyword-block'
  | 'home-sections'
  | 'recommend-best'
  | 'curation-center'
  | 'curation-picks';

/** Browsers and a CDN keep the answer but ask again each time (304 when the ETag still matches). */
export const PUBLIC_REVALIDATE = 'public, max-age=0, must-revalidate';
/** What an answer to a request with a session token carries when its route set nothing. */
export const PRIVATE = 'private, no-store';
/** Answers this long or longer are sent compressed to a client that accepts it (as @fastify/compress). */
const COMPRESS_FROM_BYTES = 1024;
const JSON_TYPE = 'application/json; charset=utf-8';


/** The encoding to send a cached answer in: brotli, then gzip, when the client accepts it (q > 0). */
export function chooseEncoding(acceptEncoding: string | undefined): CachedEncoding | null {
  if (!acceptEncoding) return null;
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return gzip ? 'gzip' : null;
}

/** The representation's entity tag: the plain bytes' tag, with the encoding named for compressed ones. */
const etagOf = (answer: CachedAnswer, encoding: CachedEncoding | null) =>
  encoding ? `${answer.etag.slice(0, -1)}-${encoding}"` : answer.etag;

/** Whether If-None-Match names this version, in any of its encodings (weak comparison, RFC 9110). */
function matches(given: string | undefined, answer: CachedAnswer): boolean {
  if (!given) return false;
  const base = answer.etag.slice(0, -1);
  for (const raw of given.split(',')) {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*' || tag === answer.etag || tag === `${base}-br"` || tag === `${base}-gzip"`) return true;
  }
  return false;
}

export type ReadCache = {
  /** The shared answer for (tag, key), loaded once and kept until a write of the tag or the TTL. */
  get<T>(tag: ReadCacheTag, key: string, load: () => Promise<T>): Promise<CachedAnswer<T>>;
  /**
   * Answers a public GET from the cache: the `ok(...)` envelope of `load`'s data, encoded once through
   * the route's response schema, with ETag and Cache-Control; 304 and no body on a matching
   * If-None-Match. Only for answers that are the same for every caller. A handler returns what this
   * returns (nothing when the answer was stored and is already sent).
   */
  reply<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    cached: { tag: ReadCacheTag; key?: string; schema: $ZodType; load: () => Promise<T> },
  ): undefined | Promise<void>;
  /** After a write commits: forgets the tags here at once and in every other process (NOTIFY). */
  invalidate(...tags: ReadCacheTag[]): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

/**
 * The one cache of hot shared reads (decision 160). In-process, bounded and short-lived; every process
 * LISTENs on `read_cache` and a write NOTIFYs the tags it changed, so several processes on one
 * PostgreSQL database forget together (PGlite: the one process hears its own NOTIFY).
 */
export const readCachePlugin = fp(async (app: FastifyInstance, opts: ReadCacheOptions = {}) => {
  const store = createReadCacheStore(opts);
  const { database } = app;
  let stop: (() => Promise<void>) | null = null;

  /**
   * The cached bytes as they are (no serializing, no compressing per request): ETag per representation,
   * Cache-Control, Vary; 304 with no body when If-None-Match names this version.
   */
  function send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
    (request as unknown as Record<symbol, boolean>)[ANSWERED_FROM_CACHE] = true;
    const compressible = answer.body.length >= COMPRESS_FROM_BYTES;
    const encoding = compressible ? chooseEncoding(request.headers['accept-encoding']) : null;
    reply.header('etag', etagOf(answer, encoding)).header('cache-control', PUBLIC_REVALIDATE);
    if (compressible) reply.header('vary', 'accept-encoding');
    if (matches(request.headers['if-none-match'], answer)) return reply.code(304).send();
    reply.header('content-type', JSON_TYPE);
    if (!encoding) return reply.send(answer.body);
    // The content-encoding set here tells @fastify/compress the bytes are compressed already.
    return reply.header('content-encoding', encoding).send(encodedBody(answer, encoding));
  }

  const readCache: ReadCache = {
    get: (tag, key, load) => store.get(tag, key, load),
    reply(request, reply, { tag, key = '', schema, load }) {
      // A stored answer is sent at once, with no promise (the handler returns nothing: it is answered);
      // a miss loads (once per key) and then sends.
      const hit = store.peek(tag, key);
      if (hit) {
        send(request, reply, hit);
        return undefined;
      }
      const encode = (data: unknown) => JSON.stringify(parse(schema, ok(data)));
      // Resolves with the reply itself (Fastify's `return reply`: answered, nothing more to send).
      return store
        .get(tag, key, load, encode)
        .then((answer) => send(request, reply, answer)) as Promise<unknown> as Promise<void>;
    },
    async invalidate(...tags) {
      store.invalidate(...tags);
      for (const tag of tags) {
        await database.db.execute(sql`select pg_notify(${READ_CACHE_CHANNEL}, ${tag})`);
      }
    },
  };
  app.decorate('readCache', readCache);

  // A member's answers are theirs alone: no browser or CDN keeps them unless a route said otherwise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.token && !reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE);
    done(null, payload);
  });

  app.addHook('onReady', async () => {
    stop = await database.listen(READ_CACHE_CHANNEL, (tag) => store.invalidate(tag));
  });
  app.addHook('preClose', async () => {
    const current = stop;
    stop = null;
    if (current) await current();
  });
});
