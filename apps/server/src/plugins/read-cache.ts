import type { IncomingMessage, ServerResponse } from 'node:http';
import { ok } from '@reading/contract/envelope';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type $ZodType, parse } from 'zod/v4/core';
import { PRIMARY_AFTER_INVALIDATION_MS, withReadTarget } from '../db/read-routing.ts';
import { type CachedAnswer, createReadCacheStore, type ReadCacheOptions } from '../lib/read-cache.ts';
import { requestIdOf } from '../lib/request-id.ts';
import { hasUnsafeText } from './input-guard.ts';
import { createCachedAnswerWriter } from './read-cache-http.ts';

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

/** What an answer to a request with a session token carries when its route set nothing. */
export const PRIVATE = 'private, no-store';

/**
 * A public GET answered from the cache, declared once per route: the same for every caller (decision
 * 160). `key` names the answer among the route's (from the validated query; none: one answer), `load`
 * reads it (the `ok(...)` envelope's data), `schema` is the route's 200 schema it is encoded through.
 */
export type CachedRead<Q, T> = {
  tag: ReadCacheTag;
  schema: $ZodType;
  key?: (query: Q) => string;
  load: (query: Q) => Promise<T>;
};

/**
 * A route handler answering a cached read: a stored answer is written at once, with no promise (the
 * handler returns nothing: it is answered); a miss loads (once per key) and then writes.
 */
export type CachedReadHandler = (request: FastifyRequest, reply: FastifyReply) => undefined | Promise<void>;

export type ReadCache = {
  /** The shared answer for (tag, key), loaded once and kept until a write of the tag or the TTL. */
  get<T>(tag: ReadCacheTag, key: string, load: () => Promise<T>): Promise<CachedAnswer<T>>;
  /**
   * The handler of a cached read: ETag and Cache-Control on the answer, 304 and no body on a matching
   * If-None-Match, compressed bytes made once per encoding. Built once per route, not per request.
   */
  route<Q, T>(read: CachedRead<Q, T>): CachedReadHandler;
  /** After a write commits: forgets the tags here at once and in every other process (NOTIFY). */
  invalidate(...tags: ReadCacheTag[]): Promise<void>;
  /**
   * The front door (decision 212), called by the HTTP server before Fastify: answers an anonymous GET
   * of an address a cached route has answered, while its answer is stored, and says whether it did.
   */
  frontDoor(req: IncomingMessage, res: ServerResponse): boolean;
};

/** Addresses the front door knows at most; emptied when full (a client can send any query text). */
const FRONT_DOOR_ADDRESSES = 2048;

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
export const readCachePlugin = fp(
  async (app: FastifyInstance, opts: ReadCacheOptions = {}) => {
    const cache = createReadCacheStore(opts);
    const { database } = app;
    /**
     * With a replica (decision 250), a tag's answers reload from the primary for a while after its
     * invalidation, so a stale replica cannot refill the cache with what the write replaced.
     */
    const invalidatedAt = new Map<string, number>();
    const store: typeof cache = database.readReplica
      ? {
          ...cache,
          get: (tag, key, load, ...rest) =>
            cache.get(
              tag,
              key,
              Date.now() - (invalidatedAt.get(tag) ?? 0) < PRIMARY_AFTER_INVALIDATION_MS
                ? () => withReadTarget('primary', load)
                : load,
              ...rest,
            ),
          invalidate: (...tags) => {
            for (const tag of tags) invalidatedAt.set(tag, Date.now());
            cache.invalidate(...tags);
          },
        }
      : cache;
    const writer = createCachedAnswerWriter(app.securityHeaders);
    /** Hits and misses of the cached routes by tag (metrics, issue 40): plain numbers on the hot path. */
    const lookups = new Map<string, { hit: number; miss: number }>();
    const looked = (tag: string, result: 'hit' | 'miss') => {
      const seen = lookups.get(tag) ?? { hit: 0, miss: 0 };
      if (seen.hit + seen.miss === 0) lookups.set(tag, seen);
      seen[result]++;
    };
    app.metrics.counted(
      'read_cache_lookups',
      'Cached shared reads answered from the cache (hit) or loaded (miss), by tag',
      ['tag', 'result'],
      () =>
        [...lookups].flatMap(([tag, seen]) => [
          [{ tag, result: 'hit' }, seen.hit] as [Record<string, string>, number],
          [{ tag, result: 'miss' }, seen.miss] as [Record<string, string>, number],
        ]),
    );
    let stop: (() => Promise<void>) | null = null;
    /**
     * Each address (path and query as sent) that Fastify routed to a cached read and its guards let
     * through, with the answer it names: the same address names the same answer until a write.
     */
    const addresses = new Map<string, { tag: ReadCacheTag; id: string }>();
    const remember = (url: string, tag: ReadCacheTag, id: string) => {
      if (addresses.has(url)) return;
      if (addresses.size >= FRONT_DOOR_ADDRESSES) addresses.clear();
      addresses.set(url, { tag, id });
    };

    const readCache: ReadCache = {
      get: (tag, key, load) => store.get(tag, key, load),
      route<Q, T>({ tag, schema, key, load }: CachedRead<Q, T>): CachedReadHandler {
        const encode = (data: T) => JSON.stringify(parse(schema, ok(data)));
        return (request, reply) => {
          const query = request.query as Q;
          const id = key ? key(query) : '';
          remember(request.url, tag, id);
          const hit = store.peek(tag, id);
          looked(tag, hit ? 'hit' : 'miss');
          if (hit) {
            writer.reply(request, reply, hit);
            return undefined;
          }
          return store
            .get(tag, id, () => load(query), encode)
            .then((answer) => writer.reply(request, reply, answer));
        };
      },
      frontDoor(req, res) {
        // A member's request goes through the session plugin (its token may be dead: 401, or due a touch).
        if (req.method !== 'GET' || req.headers.token) return false;
        const read = addresses.get(req.url ?? '');
        if (!read) return false;
        const hit = store.peek(read.tag, read.id);
        // Headers that break the text rule are Fastify's to refuse (400 from the input guard).
        if (!hit || hasUnsafeText(req.headers)) return false;
        looked(read.tag, 'hit');
        writer.send(req.headers, res, hit, requestIdOf(req));
        return true;
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
  },
  // The cached answers carry the security headers every other answer gets.
  { name: 'read-cache', dependencies: ['security-headers'] },
);
