import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * A request's id, sent back as `x-request-id` and written in its log line: the caller's own when it sent
 * a plausible one (a proxy's), otherwise a new UUID. Fastify's `genReqId`, and the read cache's front
 * door for the requests it answers before Fastify (decision 212).
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
}
