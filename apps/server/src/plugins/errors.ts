import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { fail } from '@reading/contract/envelope';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, HTTP_STATUS_MESSAGES } from '../lib/errors.ts';

type Issue = { instancePath?: string; message?: string };

/**
 * PostgreSQL's data exceptions that only a caller's value can cause (a number past its column's range,
 * text that is no number or date): bad input, answered 400. The schemas bound keys and dates first
 * (decision 055); this keeps one that slips through from becoming a 500.
 */
const CALLER_DATA_ERRORS = new Set(['22003', '22P02', '22007', '22008']);
function isCallerDataError(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && CALLER_DATA_ERRORS.has(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** "field: message", unless the schema's own message already names the field. */
export function validationMessage(issues: Issue[]): string {
  const first = issues[0];
  if (!first) return HTTP_STATUS_MESSAGES[400]!;
  const field = (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const message = first.message ?? HTTP_STATUS_MESSAGES[400]!;
  return field && !message.startsWith(`${field}:`) ? `${field}: ${message}` : message;
}

/**
 * Every failure leaves as the FAIL envelope with a Korean message and a status that means what it says:
 * 4xx for what the caller can fix, 500 only for the server's own faults (logged, never detailed).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(fail(validationMessage(error.validation as Issue[])));
    }
    if (error instanceof AppError) return reply.code(error.statusCode).send(fail(error.message));
    if (isCallerDataError(error)) {
      request.log.info({ err: error }, 'request rejected by the database');
      return reply.code(400).send(fail(HTTP_STATUS_MESSAGES[400]!));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'request rejected');
      return reply.code(status).send(fail(HTTP_STATUS_MESSAGES[status] ?? HTTP_STATUS_MESSAGES[400]!));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(fail(HTTP_STATUS_MESSAGES[500]!));
  });
});

/**
 * Fastify's `frameworkErrors` (decision 056): what the router refuses before any route runs — a path
 * that is not valid percent-encoding or holds a lone surrogate (400), a path parameter past
 * `maxParamLength` (414) — answers the FAIL envelope like every other failure.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  request.log.info({ code: error.code, status }, 'request rejected by the router');
  reply.code(status).send(fail(HTTP_STATUS_MESSAGES[status] ?? HTTP_STATUS_MESSAGES[400]!));
}

/**
 * Fastify's `clientErrorHandler` (decision 056): what Node's HTTP parser refuses before Fastify sees a
 * request — headers or a URL past the limit (431), a timeout (408), anything unparsable (400) —
 * written on the socket as the FAIL envelope instead of Fastify's own body.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(fail(HTTP_STATUS_MESSAGES[status]!));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
