import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import {
  type LibraryNotice,
  noticeListRequestSchema,
  noticeListResponseSchema,
  noticeTodayRequestSchema,
  noticeTodayResponseSchema,
} from '@reading/contract/library/notices';
import { and, count, desc, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { schoolLibrary } from '../../../db/schema/library.ts';
import { libraryNotice } from '../../../db/schema/library-services.ts';
import { dateText, isoText } from '../library-clock.ts';
import { paged } from '../paging.ts';

/** Notices of a school's library plus its region's (with neisCode), or a region's only. */
async function scopeOf(db: Db, provCode?: string, neisCode?: string): Promise<SQL | undefined> {
  if (neisCode) {
    const [lib] = await db.select().from(schoolLibrary).where(eq(schoolLibrary.neisCode, neisCode));
    const prov = provCode && provCode !== 'A10' ? provCode : null;
    return or(
      lib ? eq(libraryNotice.libCode, lib.libCode) : undefined,
      and(isNull(libraryNotice.libCode), prov ? eq(libraryNotice.provCode, prov) : undefined),
    );
  }
  return provCode === 'A10' ? isNull(libraryNotice.libCode) : eq(libraryNotice.provCode, provCode ?? '');
}

const noticeColumns = { n: libraryNotice, libName: schoolLibrary.name };

function toNotice(row: { n: typeof libraryNotice.$inferSelect; libName: string | null }): LibraryNotice {
  return {
    noticeKey: row.n.noticeKey,
    libCode: row.n.libCode,
    libName: row.libName,
    provCode: row.n.provCode,
    title: row.n.title,
    content: row.n.content,
    importantYn: row.n.importantYn === 'Y' ? 'Y' : 'N',
    startDate: dateText(row.n.startDate)!,
    endDate: dateText(row.n.endDate)!,
    postedAt: isoText(row.n.postedAt),
  };
}

/** GET /dls/api/notice/today and notice/list (spec 001 §7; contract library/notices.ts). Public. */
export async function noticeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['library'];
  const select = () =>
    db
      .select(noticeColumns)
      .from(libraryNotice)
      .leftJoin(schoolLibrary, eq(schoolLibrary.libCode, libraryNotice.libCode));

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
      const today = app.library.today();
      const where = and(
        await scopeOf(db, request.query.provCode, request.query.neisCode),
        lte(libraryNotice.startDate, today),
        gte(libraryNotice.endDate, today),
      );
      const rows = await select()
        .where(where)
        .orderBy(desc(libraryNotice.importantYn), desc(libraryNotice.postedAt))
        .limit(20);
      return ok({ list: rows.map(toNotice), totalCount: rows.length });
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
      const where = await scopeOf(db, provCode, neisCode);
      const rows = await select()
        .where(where)
        .orderBy(desc(libraryNotice.postedAt), desc(libraryNotice.noticeKey))
        .limit(display)
        .offset((page - 1) * display);
      const [total] = await db.select({ n: count() }).from(libraryNotice).where(where);
      return ok(paged(rows.map(toNotice), total?.n ?? 0, request.query));
    },
  );
}
