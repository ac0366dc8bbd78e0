import type { FastifyReply, FastifyRequest } from 'fastify';

/** How often an idle stream sends a comment, so proxies keep it open. */
const KEEPALIVE_MS = 25_000;

/**
 * Opens a Server-Sent Events answer (decision 091) on a hijacked reply: `send(event, data)` writes one
 * event; the stream ends when the client goes, or when the server closes (every open stream is in
 * `streams`, which the plugin ends on preClose). `onEnd` runs once when it ends (unsubscribe there).
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  streams: Set<() => void>,
  onEnd: () => void = () => {},
) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  raw.write('retry: 5000\n\n');
  const keepalive = setInterval(() => raw.write(': keepalive\n\n'), KEEPALIVE_MS);
  const end = () => {
    clearInterval(keepalive);
    onEnd();
    streams.delete(end);
    if (!raw.writableEnded) raw.end();
  };
  streams.add(end);
  request.raw.on('close', end);
  return {
    /** Writes one event; with an `id`, a client that reconnects sends it back as Last-Event-ID. */
    send(event: string, data: unknown, id?: number) {
      if (raw.writableEnded) return;
      raw.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
  };
}

/**
 * The id of the last event a reconnecting client received (the Last-Event-ID header EventSource sends,
 * decision 253), when it is a whole number; null on a first connection.
 */
export function lastEventIdOf(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  if (typeof header !== 'string' || !/^\d{1,9}$/.test(header.trim())) return null;
  return Number(header.trim());
}
