import { ok } from '@reading/contract/envelope';
import {
  deskFurnishActionResponseSchema,
  deskFurnishDeclineSchema,
  deskFurnishParamsSchema,
  deskFurnishRequestSchema,
  deskFurnishResponseSchema,
  deskLibraryParamsSchema,
} from '@reading/contract/library/desk';
import {
  FURNISH_MESSAGES,
  furnishListRequestSchema,
  furnishListResponseSchema,
  furnishManualRequestSchema,
  furnishRequestSchema,
  furnishResponseSchema,
  furnishSearchRequestSchema,
  furnishSearchResponseSchema,
} from '@reading/contract/library/furnish-books';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LibraryRoutesOptions } from '../library.plugin.ts';
import { LIBRARY_FAILS, requireDesk, requirePatron } from '../library-guards.ts';

/** Wish books: the member's list, search and request; the desk's queue, accept and decline. */
export async function furnishRoutes(fastify: FastifyInstance, { services }: LibraryRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = services.furnish;
  const tags = ['library'];
  const deskTags = ['library-desk'];

  app.get(
    '/furnish-books/list',
    {
      schema: {
        tags,
        summary: '희망도서 신청 내역',
        querystring: furnishListRequestSchema,
        response: { 200: furnishListResponseSchema, ...LIBRARY_FAILS },
      },
    },
    async (request) => {
      return ok(await service.listOf(await requirePatron(app, request), request.query));
    },
  );

  app.get(
    '/furnish-books/search',
    {
      schema: {
        tags,
        summary: '희망도서 검색',
        querystring: furnishSearchRequestSchema,
        response: { 200: furnishSearchResponseSchema, ...LIBRARY_FAILS },
      },
    },
    async (request) => ok(await service.search(await requirePatron(app, request), request.query)),
  );

  app.post(
    '/furnish-books/request',
    {
      schema: {
        tags,
        summary: '희망도서 신청',
        body: furnishRequestSchema,
        response: { 200: furnishResponseSchema, ...LIBRARY_FAILS },
      },
    },
    async (request) => {
      const patron = await requirePatron(app, request);
      await app.bannedWords.assertClean(request.body.memo);
      const requested = await service.request(patron, request.body.bookKey, request.body.memo);
      return ok(requested, FURNISH_MESSAGES.requested);
    },
  );

  app.post(
    '/furnish-books/request-manual',
    {
      schema: {
        tags,
        summary: '희망도서 직접 입력 신청 (목록에 없는 도서)',
        body: furnishManualRequestSchema,
        response: { 200: furnishResponseSchema, ...LIBRARY_FAILS },
      },
    },
    async (request) => {
      const patron = await requirePatron(app, request);
      const { title, author, publisher, memo } = request.body;
      await app.bannedWords.assertClean(title, author, publisher, memo);
      return ok(await service.requestManual(patron, request.body), FURNISH_MESSAGES.requested);
    },
  );

  app.get(
    '/desk/:libCode/furnish-books',
    {
      schema: {
        tags: deskTags,
        summary: '희망도서 처리 목록',
        params: deskLibraryParamsSchema,
        querystring: deskFurnishRequestSchema,
        response: { 200: deskFurnishResponseSchema, ...LIBRARY_FAILS },
      },
    },
    async (request) => {
      const { lib } = await requireDesk(app, request, request.params.libCode);
      return ok(await service.deskList(lib.libCode, request.query.status, request.query));
    },
  );

  app.post(
    '/desk/:libCode/furnish-books/:requestKey/accept',
    {
      schema: {
        tags: deskTags,
        summary: '희망도서 승인',
        params: deskFurnishParamsSchema,
        response: { 200: deskFurnishActionResponseSchema, ...LIBRARY_FAILS },
      },
    },
    async (request) => {
      const { lib } = await requireDesk(app, request, request.params.libCode);
      const decided = await service.decide(lib.libCode, request.params.requestKey, { accept: true });
      return ok(decided, FURNISH_MESSAGES.accepted);
    },
  );

  app.post(
    '/desk/:libCode/furnish-books/:requestKey/decline',
    {
      schema: {
        tags: deskTags,
        summary: '희망도서 반려',
        params: deskFurnishParamsSchema,
        body: deskFurnishDeclineSchema,
        response: { 200: deskFurnishActionResponseSchema, ...LIBRARY_FAILS },
      },
    },
    async (request) => {
      const { lib } = await requireDesk(app, request, request.params.libCode);
      await app.bannedWords.assertClean(request.body.reason);
      const decided = await service.decide(lib.libCode, request.params.requestKey, {
        accept: false,
        reason: request.body.reason,
      });
      return ok(decided, FURNISH_MESSAGES.declined);
    },
  );
}
