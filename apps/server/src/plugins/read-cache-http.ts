import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CachedAnswer, type CachedEncoding, encodedBody } from '../lib/read-cache.ts';
import { ANSWERED_FROM_CACHE } from '../lib/request-log.ts';

/** Browsers and a CDN keep the answer but ask again each time (304 when the ETag still matches). */
export const PUBLIC_REVALIDATE = 'public, max-age=0, must-revalidate';
/** Answers this long or longer are sent compressed to a client that accepts it (as @fastify/compress). */
export const COMPRESS_FROM_BYTES = 1024;
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

/**
 * `chooseEncoding` remembered per Accept-Encoding text: browsers send a handful of them, so a hit does
 * not split and parse the header again. Bounded (a client can send any text): emptied when full.
 */
const chosen = new Map<string, CachedEncoding | null>();
function encodingFor(acceptEncoding: string | undefined): CachedEncoding | null {
  if (!acceptEncoding) return null;
  let encoding = chosen.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = chooseEncoding(acceptEncoding);
    if (chosen.size >= 64) chosen.clear();
    chosen.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** Whether If-None-Match names this version, in any of its encodings (weak comparison, RFC 9110). */
function matches(given: string, answer: CachedAnswer): boolean {
  const base = answer.etag.slice(0, -1);
  for (const raw of given.split(',')) {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*' || tag === answer.etag || tag === `${base}-br"` || tag === `${base}-gzip"`) return true;
  }
  return false;
}

/**
 * One way a cached answer is sent (plain, brotli or gzip): its bytes and every header of its 200 and its
 * 304 but the request id, as `writeHead` takes them (name, value, name, value, ...), built once.
 */
type Representation = { body: Buffer; ok: string[]; notModified: string[] };
type Representations = Partial<Record<CachedEncoding | 'identity', Representation>>;

/**
 * Writes cached answers with the fewest steps (decision 160, third pass): the headers of each stored
 * representation are worked out once (the security headers every answer carries, ETag, Cache-Control,
 * Vary, type, encoding, length), and a request adds only its id. The reply is hijacked and written
 * straight to Node's response: Fastify's onSend hooks, header copying and content-length work are
 * skipped; its onResponse step (the request log) still runs. `securityHeaders` are the ones the security
 * plugin sets on every other answer. `send` writes the same bytes for a request Fastify never saw.
 */
export function createCachedAnswerWriter(securityHeaders: Readonly<Record<string, string>>) {
  const secure = Object.entries(securityHeaders).flat();
  const sent = new WeakMap<CachedAnswer, Representations>();

  function representation(answer: CachedAnswer, encoding: CachedEncoding | null): Representation {
    let built = sent.get(answer);
    if (!built) {
      built = {};
      sent.set(answer, built);
    }
    const name = encoding ?? 'identity';
    const kept = built[name];
    if (kept) return kept;
    const body = encoding ? encodedBody(answer, encoding) : answer.body;
    const etag = encoding ? `${answer.etag.slice(0, -1)}-${encoding}"` : answer.etag;
    const notModified = [...secure, 'etag', etag, 'cache-control', PUBLIC_REVALIDATE];
    if (answer.body.length >= COMPRESS_FROM_BYTES) notModified.push('vary', 'accept-encoding');
    const ok = [...notModified, 'content-type', JSON_TYPE];
    if (encoding) ok.push('content-encoding', encoding);
    ok.push('content-length', String(body.length));
    const made = { body, ok, notModified };
    built[name] = made;
    return made;
  }

  /**
   * Sends the answer on Node's response (200, or 304 with no body when If-None-Match names this
   * version), in the encoding the request's headers accept, with the request's id.
   */
  function send(headers: IncomingHttpHeaders, res: ServerResponse, answer: CachedAnswer, requestId: string) {
    const compressible = answer.body.length >= COMPRESS_FROM_BYTES;
    const sending = representation(answer, compressible ? encodingFor(headers['accept-encoding']) : null);
    const given = headers['if-none-match'];
    const fresh = given !== undefined && matches(given, answer);
    res.writeHead(fresh ? 304 : 200, [
      ...(fresh ? sending.notModified : sending.ok),
      'x-request-id',
      requestId,
    ]);
    if (fresh) res.end();
    else res.end(sending.body);
  }

  return {
    /** Answers a routed request: Fastify's reply is hijacked and the answer written past it. */
    reply(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): void {
      (request as unknown as Record<symbol, boolean>)[ANSWERED_FROM_CACHE] = true;
      reply.hijack();
      send(request.headers, reply.raw, answer, request.id);
    },
    /** Answers a request that never reached Fastify (the front door, decision 212). */
    send,
  };
}
