import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { badRequest, HTTP_STATUS_MESSAGES } from '../lib/errors.ts';
import { refuseUnsafeText } from './input-guard.ts';

type Limits = { files?: number; fields?: number; fieldSize?: number; fileSize?: number };

/**
 * multipart/form-data for the routes of the plugin that registers it (decision 055): the form's text
 * fields become `request.body` as key → value, checked by the route's zod schema like any body.
 * A form that cannot be read — no boundary, a broken part, a cut-off body — answers 400 instead of
 * the 500 busboy's plain errors gave (issue 23); the plugin's own limit errors keep their status
 * (413 and the like). Upload routes register it with their limits and read files the same way.
 */
export async function registerMultipartForm(fastify: FastifyInstance, limits: Limits) {
  await fastify.register(multipart, { limits });
  fastify.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const body: Record<string, unknown> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') body[part.fieldname] = part.value;
        else await part.toBuffer();
      }
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) throw error;
      throw badRequest(HTTP_STATUS_MESSAGES[400]!);
    }
    refuseUnsafeText(body);
    request.body = body;
  });
}
