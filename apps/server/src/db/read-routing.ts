import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import type pg from 'pg';
import { cookieHeader, readCookie } from '../lib/cookies.ts';

/** Where a request's plain reads go (decision 250): the replica, or the primary (the default). */
export type ReadTarget = 'primary' | 'replica';

/** A request's routing: where its plain reads go, and whether it wrote (then its caller is pinned). */
export type ReadRouting = { target: ReadTarget; wrote: boolean };

const readRouting = new AsyncLocalStorage<ReadRouting>();
const ofRequest = new WeakMap<IncomingMessage, ReadRouting>();

/** Runs `work` (a request's handling, or a load) with its reads sent to `target`. */
export function withReadTarget<T>(target: ReadTarget, work: () => T, req?: IncomingMessage): T {
  const routing = { target, wrote: false };
  if (req) ofRequest.set(req, routing);
  return readRouting.run(routing, work);
}

/**
 * The request's routing again, for what runs after its body was read (a stream's events do not carry
 * the context the request started in): Fastify's preValidation hook calls it before the handler.
 */
export function resumeReadRouting(req: IncomingMessage): void {
  const routing = ofRequest.get(req);
  if (routing) readRouting.enterWith(routing);
}

/** Whether the request wrote to the primary (a plain read never counts). */
export const wroteDuring = (req: IncomingMessage) => ofRequest.get(req)?.wrote === true;

/** The cookie a member's write sets: until this time (epoch ms) their reads stay on the primary. */
export const READ_YOUR_WRITES_COOKIE = 'rw_pin';
const READS = new Set(['GET', 'HEAD']);

/** The search module (search, catalogue, keywords, recommendations): its calls are reads, most by POST. */
export const SEARCH_PREFIX = '/alpasq/api/';

/**
 * Decision 250: a call of the search module (search, catalogue; most are POSTs that read) or an anonymous
 * GET (public and cached reads) reads from the replica; anything else — a member's own reads (a session
 * token or a live ticket), other modules' POSTs, and every read of a caller whose write is younger than the
 * pin (the cookie) — from the primary. Writes go to the primary whatever the target (`routeReads`).
 */
export function readTargetOf(req: IncomingMessage, now = Date.now()): ReadTarget {
  if (pinnedUntil(req.headers.cookie) > now) return 'primary';
  const url = req.url ?? '';
  if (url.startsWith(SEARCH_PREFIX)) return 'replica';
  if (!READS.has(req.method ?? '')) return 'primary';
  const member = req.headers.token !== undefined || /[?&]ticket=/.test(url);
  return member ? 'primary' : 'replica';
}

/** The pin's time (epoch ms) from a Cookie header; 0 for none or a malformed one. */
function pinnedUntil(header: string | undefined): number {
  try {
    return Number(readCookie(header, READ_YOUR_WRITES_COOKIE)) || 0;
  } catch {
    return 0;
  }
}

/** The Set-Cookie of a write answered: the writer's reads stay on the primary for `seconds`. */
export function readYourWritesCookie(seconds: number, secure: boolean, now = Date.now()): string {
  return cookieHeader(READ_YOUR_WRITES_COOKIE, String(now + seconds * 1000), { secure, maxAge: seconds });
}

/**
 * A cached read loaded this soon after its tag was invalidated reads the primary: the NOTIFY that
 * invalidated it may arrive before the replica has replayed the write (decision 250).
 */
export const PRIMARY_AFTER_INVALIDATION_MS = 10_000;

/** Only a statement that surely writes nothing may run on a hot standby. */
const PLAIN_READ = /^\s*(select|with)\b/i;
const WRITES =
  /\b(pg_notify|nextval|setval|pg_advisory\w*|insert|update|delete|for\s+(update|share|no\s+key\s+update|key\s+share))\b/i;

export function isPlainRead(text: string | undefined): boolean {
  return text !== undefined && PLAIN_READ.test(text) && !WRITES.test(text);
}

/**
 * A replica failure the primary can answer instead: the connection (node's socket codes, 08xxx),
 * the server stopping or refusing (57P01–57P03), a conflict with recovery (40001), a write the standby
 * refused (25006), or PgBouncer unable to reach its server.
 */
function replicaUnavailable(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: string; message?: string };
  if (code && /^(08|57P0|40001|25006|E[A-Z]+)/.test(code)) return true;
  return /pgbouncer|server conn|terminat|timeout|Connection/i.test(message ?? '');
}

/** How long reads stay on the primary after the replica failed. */
const REPLICA_BACKOFF_MS = 5_000;

type Query = pg.Pool['query'];

/**
 * Sends the plain reads of a request whose target is the replica to `replica`, every other statement
 * and every transaction (`connect()`) to `primary`; falls back to the primary when the replica fails.
 * Patches `primary.query` so Drizzle, which takes one pool, keeps its transactions on the primary.
 */
export function routeReads(primary: pg.Pool, replica: pg.Pool, onFallback: (err: unknown) => void) {
  const onPrimary = primary.query.bind(primary) as (...args: unknown[]) => Promise<unknown>;
  const connect = primary.connect.bind(primary) as () => Promise<pg.PoolClient>;
  let replicaDownUntil = 0;
  const routed = (...args: unknown[]) => {
    const [config, values] = args;
    const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text;
    const routing = readRouting.getStore();
    const plain = isPlainRead(text);
    if (routing && !plain) routing.wrote = true;
    const toReplica =
      routing?.target === 'replica' &&
      plain &&
      args.every((a) => typeof a !== 'function') &&
      Date.now() >= replicaDownUntil;
    if (!toReplica) return onPrimary(...args);
    return (replica.query as (...a: unknown[]) => Promise<unknown>)(config, values).catch((err: unknown) => {
      if (!replicaUnavailable(err)) throw err;
      replicaDownUntil = Date.now() + REPLICA_BACKOFF_MS;
      onFallback(err);
      return onPrimary(config, values);
    });
  };
  primary.query = routed as unknown as Query;
  // A transaction (Drizzle takes a client for it) runs on the primary and counts as a write.
  primary.connect = ((...args: unknown[]) => {
    const routing = readRouting.getStore();
    if (routing) routing.wrote = true;
    return (connect as (...a: unknown[]) => unknown)(...args);
  }) as unknown as pg.Pool['connect'];
}
