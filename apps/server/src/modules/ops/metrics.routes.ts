import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type AppError, forbidden, unauthorized } from '../../lib/errors.ts';

export const METRICS_MESSAGES = {
  notConfigured: '지표 조회가 설정되지 않았습니다.',
  tokenNeeded: '지표를 조회하려면 인증 토큰이 필요합니다.',
  wrongToken: '지표 조회 토큰이 올바르지 않습니다.',
} as const;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The refusal for an `authorization` header, or null when it carries the token (compared in constant time). */
function refusal(token: string | null, authorization: string | undefined): AppError | null {
  if (!token) return forbidden(METRICS_MESSAGES.notConfigured);
  const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!given) return unauthorized(METRICS_MESSAGES.tokenNeeded);
  return timingSafeEqual(digest(given), digest(token)) ? null : forbidden(METRICS_MESSAGES.wrongToken);
}

/**
 * `/metrics` (decision 280): the app's Prometheus registry as text, for a scraper holding METRICS_TOKEN as
 * a bearer token; 401 without it, 403 with a wrong one or when no token is configured.
 */
export async function metricsRoutes(app: FastifyInstance, opts: { token: string | null }) {
  app.get(
    '/metrics',
    { schema: { tags: ['ops'], summary: '운영 지표 (Prometheus)', hide: true }, logLevel: 'warn' },
    async (request, reply) => {
      const refused = refusal(opts.token, request.headers.authorization);
      if (refused) throw refused;
      const { registry } = app.metrics;
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}
