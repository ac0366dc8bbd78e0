import { fail } from '@reading/contract/envelope';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, HTTP_STATUS_MESSAGES } from '../lib/errors.ts';

type Issue = { instancePath?: string; message?: string };

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
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'request rejected');
      return reply.code(status).send(fail(HTTP_STATUS_MESSAGES[status] ?? HTTP_STATUS_MESSAGES[400]!));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(fail(HTTP_STATUS_MESSAGES[500]!));
  });
});
