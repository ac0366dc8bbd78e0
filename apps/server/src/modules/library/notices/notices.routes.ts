import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import {
  type LibraryNotice,
  noticeDetailRequestSchema,
  noticeDetailResponseSchema,
  noticeListRequestSchema,
  noticeListResponseSchema,
  noticeTodayRequestSchema,
  noticeTodayResponseSchema,
} from '@reading/contract/library/notices';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { schoolLibrary } from '../../../db/schema/library.ts';
import type { DlsNotice, DlsNoticeScope } from '../../portal/community/community.plugin.ts';
import { paged } from '../paging.ts';

/** The scope the portal's board engine reads: the school of the library with that NEIS code, and the region. */
async function scopeOf(db: Db, provCode?: string, neisCode?: string): Promise<DlsNoticeScope> {
  if (!neisCode) return { provCode: provCode ?? 'A10' };
  const [lib] = await db.select().from(schoolLibrary).where(eq(schoolLibrary.neisCode, neisCode));
  return { schKey: lib?.schKey ?? -1, provCode: provCode ?? 'A10' };
}

/** The library's own names for the schools of the notices (its table, not the portal's). */
async function withLibraries(db: Db, notices: DlsNotice[]): Promise<LibraryNotice[]> {
  const schKeys = [...new Set(notices.map((n) => n.schKey).filter((k): k is number => k !== null))];
  const libs = schKeys.length
    ? await db.select().from(schoolLibrary).where(inArray(schoolLibrary.schKey, schKeys))
    : [];
  return notices.map((n) => {
    const lib = libs.find((l) => l.schKey === n.schKey);
    return {
      noticeKey: n.noticeKey,
      libCode: lib?.libCode ?? null,
      libName: lib?.name ?? null,
      provCode: n.provCode,
      title: n.title,
      content: n.content,
      importantYn: n.importantYn,
      startDate: n.startDate,
      endDate: n.endDate,
      postedAt: n.postedAt,
    };
  });
}

/**
 * GET /dls/api/notice/today, notice/list and notice/detail (spec 001 §7; contract library/notices.ts). Public.
 * The notices are the portal board engine's (decision 070), read through `app.community.dlsNotices`.
 */
export async function noticeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const { dlsNotices } = app.community;
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
      const scope = await scopeOf(db, request.query.provCode, request.query.neisCode);
      const list = await withLibraries(db, await dlsNotices.today(scope));
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
      const { provCode, neisCode, page, display } = request.query;
      const result = await dlsNotices.list(await scopeOf(db, provCode, neisCode), page, display);
      return ok(paged(await withLibraries(db, result.list), result.totalCount, request.query));
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
      const { notice, files, prev, next } = await dlsNotices.detail(request.query.noticeKey, null);
      const [item] = await withLibraries(db, [notice]);
      return ok({ ...item!, viewCount: notice.viewCount, fileList: files, prev, next });
    },
  );
}
