import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * An answer from the read cache this slow or slower is still logged (decision 160): the hot cached reads'
 * successful answers are not, each log line being ~8 % of such a request's CPU; errors always are.
 */
export const SLOW_REQUEST_MS = 250;

/** Marks a request answered from the read cache (the request log keeps only its errors and slow ones). */
export const ANSWERED_FROM_CACHE = Symbol('answeredFromCache');

/**
 * The request log (decision 160): one line per request, written when it is answered, with the request,
 * the answer and its time; none when it arrives. A cached read's fast successful answers are left out.
 * Fastify's own per-request lines (404, its default error handler) stay off, as `disableRequestLogging`
 * had them; the app's error handler logs errors.
 */
class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const responseTime = reply.elapsedTime;
    const quiet =
      (request as unknown as Record<symbol, boolean>)[ANSWERED_FROM_CACHE] === true &&
      reply.statusCode < 400 &&
      responseTime < SLOW_REQUEST_MS &&
      !error;
    if (quiet) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
  }
}

/** Fastify's `logController` option: the request log above, in place of its per-request lines. */
export const requestLog = () => new RequestLog({ disableRequestLogging: true });
