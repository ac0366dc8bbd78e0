import { ok } from '@reading/contract/envelope';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type $ZodType, parse } from 'zod/v4/core';
import { type CachedAnswer, createReadCacheStore, type ReadCacheOptions } from '../lib/read-cache.ts';

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
  | 'home-sections';

/** Browsers and a CDN keep the answer but ask again each time (304 when the ETag still matches). */
export const PUBLIC_REVALIDATE = 'public, max-age=0, must-revalidate';
/** What an answer to a request with a session token carries when its route set nothing. */
export const PRIVATE = 'private, no-store';
/**
 * Home sections are aggregates of three modules' rows (loans, catalogue, notices), changed by every
 * check-out in the country: they are not invalidated per write but live this long (decision 160).
 */
export const AGGREGATE_TTL_MS = 10_000;

export type ReadCache = {
  /** The shared answer for (tag, key), loaded once and kept until a write of the tag or the TTL. */
  get<T>(tag: ReadCacheTag, key: string, load: () => Promise<T>): Promise<CachedAnswer<T>>;
  /**
   * Answers a public GET from the cache: the `ok(...)` envelope of `load`'s data, encoded once through
   * the route's response schema, with ETag and Cache-Control; 304 and no body on a matching
   * If-None-Match. Only for answers that are the same for every caller.
   */
  reply<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    cached: { tag: ReadCacheTag; key?: string; schema: $ZodType; load: () => Promise<T> },
  ): Promise<FastifyReply>;
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

  const readCache: ReadCache = {
    get: (tag, key, load) => store.get(tag, key, load),
    async reply(request, reply, { tag, key = '', schema, load }) {
      const encode = (data: unknown) => JSON.stringify(parse(schema, ok(data)));
      const ttlMs = tag === 'home-sections' ? AGGREGATE_TTL_MS : undefined;
      const answer = await store.get(tag, key, load, encode, ttlMs);
      reply.header('etag', answer.etag).header('cache-control', PUBLIC_REVALIDATE);
      const given = request.headers['if-none-match'];
      if (given?.split(',').some((t) => t.trim().replace(/^W\//, '') === answer.etag)) {
        return reply.code(304).send();
      }
      return reply.type('application/json; charset=utf-8').send(answer.body);
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
  app.addHook('onSend', async (request, reply) => {
    if (request.headers.token && !reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE);
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
