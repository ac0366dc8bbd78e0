import multipart from '@fastify/multipart';
import { COMMUNITY_MESSAGES, UPLOAD_MAX_BYTES } from '@reading/contract/community/codes';
import {
  fileDownloadRequestSchema,
  fileImageParamsSchema,
  fileUploadResponseSchema,
} from '@reading/contract/community/files';
import { communityFailResponses } from '@reading/contract/community/posts';
import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../../lib/errors.ts';
import { requireActor } from '../core/actor.ts';
import { sendFile, tags } from './route-helpers.ts';

/** What @fastify/multipart raises, as the envelope's statuses and messages. */
function multipartError(err: unknown): never {
  const code = (err as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    throw new AppError(
      code === 'FST_REQ_FILE_TOO_LARGE' ? 413 : 400,
      code === 'FST_REQ_FILE_TOO_LARGE' ? COMMUNITY_MESSAGES.fileTooLarge : COMMUNITY_MESSAGES.tooManyFiles,
    );
  }
  if (err instanceof AppError) throw err;
  // Anything else the parser raises is a malformed body (busboy's errors carry no code): the caller's to fix.
  throw badRequest(COMMUNITY_MESSAGES.fileMissing);
}

/**
 * POST /schome/service/community/file/upload, GET file/download and file/image/{name} (contract
 * community/files.ts; decision 071).
 */
export async function filesRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1000, headerPairs: 50 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { files } = app.community;

  app.post(
    '/file/upload',
    {
      schema: {
        tags,
        summary: '첨부파일 올리기 (회원)',
        consumes: ['multipart/form-data'],
        response: {
          ...communityFailResponses,
          200: fileUploadResponseSchema,
          413: failEnvelopeSchema,
          415: failEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const actor = requireActor(await app.community.actor(request));
      if (!request.isMultipart()) throw badRequest(COMMUNITY_MESSAGES.fileMissing);
      let part: Awaited<ReturnType<typeof request.file>>;
      let data: Buffer;
      try {
        part = await request.file();
        if (!part) throw badRequest(COMMUNITY_MESSAGES.fileMissing);
        data = await part.toBuffer();
      } catch (err) {
        multipartError(err);
      }
      return ok(await files.upload(actor, part.filename, data));
    },
  );

  app.get(
    '/file/download',
    {
      schema: {
        tags,
        summary: '첨부파일 내려받기',
        querystring: fileDownloadRequestSchema,
        response: communityFailResponses,
      },
    },
    async (request, reply) => {
      const { file, stream } = await files.forDownload(
        request.query.fileKey,
        await app.community.actor(request),
      );
      return sendFile(reply, file, stream, 'attachment');
    },
  );

  app.get(
    '/file/image/:name',
    {
      schema: {
        tags,
        summary: '본문 이미지',
        params: fileImageParamsSchema,
        response: { 400: failEnvelopeSchema, 404: failEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { file, stream } = await files.image(request.params.name);
      return sendFile(reply, file, stream, 'inline');
    },
  );
}
