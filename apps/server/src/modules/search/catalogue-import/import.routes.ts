import multipart from '@fastify/multipart';
import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import {
  catalogueExportRequestSchema,
  IMPORT_MAX_BYTES,
  importJobKeyParamsSchema,
  importJobResponseSchema,
  importLinesRequestSchema,
  importLinesResponseSchema,
  importStartRequestSchema,
  CATALOGUE_IMPORT_MESSAGES as M,
} from '@reading/contract/search/catalogue-import';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest, forbidden } from '../../../lib/errors.ts';
import { assertRole } from '../../portal/public.ts';
import type { ImportCaller, ImportService } from './import.service.ts';

const tags = ['search'];
const FAILS = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
  409: failEnvelopeSchema,
};

/** A verified manager (03) of a school; the school's own library is found by the service. */
function managerOf(request: FastifyRequest): ImportCaller {
  try {
    const member = assertRole(request, MEMBER_TYPES.manager);
    return { memberKey: member.memberKey, schKey: member.schKey };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 403) throw forbidden(M.managersOnly);
    throw error;
  }
}

/** Reads the one file of the form; too large 413, a broken form 400, both in Korean. */
async function uploadedFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(M.fileMissing);
  try {
    const part = await request.file();
    if (!part) throw badRequest(M.fileMissing);
    return { fileName: part.filename, data: await part.toBuffer() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, M.tooLarge);
    throw badRequest(M.fileMissing);
  }
}

/** The export as a download: the Korean file name (RFC 5987) with an ASCII fallback, never cached. */
function sendExport(reply: FastifyReply, file: { fileName: string; type: string; body: Buffer }) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('content-type', file.type)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

/**
 * The catalogue import and export of a school (issue 40, decision 283; contract
 * search/catalogue-import.ts): POST /catalogue-import, POST /catalogue-import/:jobKey/start,
 * GET /catalogue-import/:jobKey, GET /catalogue-import/:jobKey/lines, GET /catalogue-export.
 */
export async function catalogueImportRoutes(fastify: FastifyInstance, opts: { imports: ImportService }) {
  await fastify.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1000, headerPairs: 50 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { imports } = opts;

  app.post(
    '/catalogue-import',
    {
      schema: {
        tags,
        summary: '학교 장서 파일 올리기 (학교관리자): 미리보기',
        consumes: ['multipart/form-data'],
        response: {
          200: importJobResponseSchema,
          ...FAILS,
          413: failEnvelopeSchema,
          415: failEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const caller = managerOf(request);
      const { fileName, data } = await uploadedFile(request);
      return ok(await imports.upload(caller, fileName, data), M.uploaded);
    },
  );

  app.post(
    '/catalogue-import/:jobKey/start',
    {
      schema: {
        tags,
        summary: '학교 장서 가져오기 시작 (학교관리자)',
        params: importJobKeyParamsSchema,
        body: importStartRequestSchema,
        response: { 200: importJobResponseSchema, ...FAILS },
      },
    },
    async (request) =>
      ok(await imports.start(managerOf(request), request.params.jobKey, request.body.mapping), M.started),
  );

  app.get(
    '/catalogue-import/:jobKey',
    {
      schema: {
        tags,
        summary: '학교 장서 가져오기 진행 (학교관리자)',
        params: importJobKeyParamsSchema,
        response: { 200: importJobResponseSchema, ...FAILS },
      },
    },
    async (request) => ok(await imports.job(managerOf(request), request.params.jobKey)),
  );

  app.get(
    '/catalogue-import/:jobKey/lines',
    {
      schema: {
        tags,
        summary: '학교 장서 가져오기 결과 (줄별)',
        params: importJobKeyParamsSchema,
        querystring: importLinesRequestSchema,
        response: { 200: importLinesResponseSchema, ...FAILS },
      },
    },
    async (request) =>
      ok(await imports.lines(managerOf(request), { jobKey: request.params.jobKey, ...request.query })),
  );

  app.get(
    '/catalogue-export',
    {
      schema: {
        tags,
        summary: '학교 장서 내려받기 (MARC, CSV)',
        querystring: catalogueExportRequestSchema,
        response: FAILS,
      },
    },
    async (request, reply) => {
      return sendExport(reply, await imports.exportHoldings(managerOf(request), request.query.format));
    },
  );
}
