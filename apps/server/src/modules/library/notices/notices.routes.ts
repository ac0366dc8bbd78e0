import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import {
  noticeDetailRequestSchema,
  noticeDetailResponseSchema,
  noticeListRequestSchema,
  noticeListResponseSchema,
  noticeTodayRequestSchema,
  noticeTodayResponseSchema,
} from '@reading/contract/library/notices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paged } from '../paging.ts';
import { createNoticesService } from './notices.service.ts';

/**
 * GET /dls/api/notice/today, notice/list and notice/detail (spec 001 §7; contract library/notices.ts). Public.
 * The notices are the portal board engine's (decision 070), read through `app.community.dlsNotices`.
 */
export async function noticeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const notices = createNoticesService(app.database.db, app.community.dlsNotices);
  const tags = ['library'];

  app.get(
    '/notice/today',
    {
      schema: {
        tags,
        summary: '오늘의 DLS 공지',
        querystring: noticeTodayRequestSchema,
        response: { 200: noticeTodayResponseSchema, 400: failEnvelopeSchema },
      },
    },
    async (request) => {
      const list = await notices.today(request.query.provCode, request.query.neisCode);
      return ok({ list, totalCount: list.length });
    },
  );

  app.get(
    '/notice/list',
    {
      schema: {
        tags,
        summary: 'DLS 공지 목록',
        querystring: noticeListRequestSchema,
        response: { 200: noticeListResponseSchema, 400: failEnvelopeSchema },
      },
    },
    async (request) => {
      const result = await notices.list(request.query);
      return ok(paged(result.list, result.totalCount, request.query));
    },
  );

  app.get(
    '/notice/detail',
    {
      schema: {
        tags,
        summary: 'DLS 공지 상세',
        querystring: noticeDetailRequestSchema,
        response: { 200: noticeDetailResponseSchema, 400: failEnvelopeSchema, 404: failEnvelopeSchema },
      },
    },
    async (request) => {
      return ok(await notices.detail(request.query.noticeKey));
    },
  );
}
