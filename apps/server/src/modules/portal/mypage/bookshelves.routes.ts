import { ok } from '@reading/contract/envelope';
import { bookCheckRequestSchema, bookCheckResponseSchema } from '@reading/contract/mypage/book-check';
import {
  BOOKSHELF_MESSAGES,
  shareShelfListRequestSchema,
  shareShelfListResponseSchema,
  shelfBookAddRequestSchema,
  shelfBookDeleteRequestSchema,
  shelfBookMoveRequestSchema,
  shelfBookUpdateRequestSchema,
  shelfCreateRequestSchema,
  shelfDeleteRequestSchema,
  shelfDeleteResponseSchema,
  shelfDetailRequestSchema,
  shelfDetailResponseSchema,
  shelfListRequestSchema,
  shelfListResponseSchema,
  shelfResponseSchema,
  shelfUpdateRequestSchema,
} from '@reading/contract/mypage/bookshelves';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../../lib/errors.ts';
import { requireMember } from '../core/session.plugin.ts';
import { mypageServicesOf } from './mypage.plugin.ts';
import { MYPAGE_FAILS, ownMember } from './mypage-access.ts';

const tags = ['mypage'];
const failures = MYPAGE_FAILS;
const schema = <Q extends object>(summary: string, parts: Q) => ({ tags, summary, ...parts });

/** mylibbookshelf and shareBookShelf (spec 001 §7; decision 093). */
export async function bookshelvesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { bookshelves } = mypageServicesOf(app);
  const detailAnswer = { 200: shelfDetailResponseSchema, ...failures };

  // Spec 001 §7 names the list `GET mylibbookshelf`; `/list` stays as the client's alias (issue 38).
  for (const url of ['/mylibbookshelf', '/mylibbookshelf/list']) {
    app.get(
      url,
      {
        schema: schema('나의 서재 목록', {
          querystring: shelfListRequestSchema,
          response: { 200: shelfListResponseSchema, ...failures },
        }),
      },
      async (request) => ok(await bookshelves.mine(ownMember(request, request.query.memberKey))),
    );
  }

  app.get(
    '/mylibbookshelf/book/check',
    {
      schema: schema('책 담김 확인 (isbn, schKey, memberKey 중 하나 이상)', {
        querystring: bookCheckRequestSchema,
        response: { 200: bookCheckResponseSchema, ...failures },
      }),
    },
    async (request) => {
      const member = ownMember(request, request.query.memberKey);
      if (request.query.schKey !== undefined && request.query.schKey !== member.schKey) throw forbidden();
      return ok(await bookshelves.check(member, request.query.isbn));
    },
  );

  app.post(
    '/mylibbookshelf/create',
    {
      schema: schema('서재 만들기', {
        body: shelfCreateRequestSchema,
        response: { 200: shelfResponseSchema, ...failures },
      }),
    },
    async (request) =>
      ok(await bookshelves.create(requireMember(request), request.body), BOOKSHELF_MESSAGES.created),
  );

  app.post(
    '/mylibbookshelf/update',
    {
      schema: schema('서재 수정 (공개·비공개)', {
        body: shelfUpdateRequestSchema,
        response: { 200: shelfResponseSchema, ...failures },
      }),
    },
    async (request) => {
      const { shelfKey, ...form } = request.body;
      return ok(await bookshelves.update(requireMember(request), shelfKey, form), BOOKSHELF_MESSAGES.updated);
    },
  );

  app.post(
    '/mylibbookshelf/delete',
    {
      schema: schema('서재 삭제', {
        body: shelfDeleteRequestSchema,
        response: { 200: shelfDeleteResponseSchema, ...failures },
      }),
    },
    async (request) =>
      ok(await bookshelves.remove(requireMember(request), request.body.shelfKey), BOOKSHELF_MESSAGES.deleted),
  );

  app.get(
    '/mylibbookshelf/detail',
    {
      schema: schema('서재 상세 (비공개 서재는 본인만)', {
        querystring: shelfDetailRequestSchema,
        response: detailAnswer,
      }),
    },
    async (request) => ok(await bookshelves.detail(requireMember(request), request.query.shelfKey)),
  );

  app.post(
    '/mylibbookshelf/book/add',
    { schema: schema('내 서재에 담기', { body: shelfBookAddRequestSchema, response: detailAnswer }) },
    async (request) => {
      const { shelfKey, bookKey } = request.body;
      return ok(
        await bookshelves.addBook(requireMember(request), shelfKey, bookKey),
        BOOKSHELF_MESSAGES.added,
      );
    },
  );

  app.post(
    '/mylibbookshelf/book/update',
    { schema: schema('서재 도서 메모', { body: shelfBookUpdateRequestSchema, response: detailAnswer }) },
    async (request) => {
      const { shelfBookKey, note } = request.body;
      return ok(
        await bookshelves.setNote(requireMember(request), shelfBookKey, note),
        BOOKSHELF_MESSAGES.updated,
      );
    },
  );

  app.post(
    '/mylibbookshelf/book/move',
    { schema: schema('서재 도서 순서 바꾸기', { body: shelfBookMoveRequestSchema, response: detailAnswer }) },
    async (request) => {
      const { shelfBookKey, direction } = request.body;
      return ok(
        await bookshelves.move(requireMember(request), shelfBookKey, direction),
        BOOKSHELF_MESSAGES.moved,
      );
    },
  );

  app.post(
    '/mylibbookshelf/book/delete',
    { schema: schema('서재 도서 빼기', { body: shelfBookDeleteRequestSchema, response: detailAnswer }) },
    async (request) =>
      ok(
        await bookshelves.removeBook(requireMember(request), request.body.shelfBookKey),
        BOOKSHELF_MESSAGES.deleted,
      ),
  );

  app.get(
    '/shareBookShelf/list',
    {
      schema: schema('학교의 공개 서재 목록', {
        querystring: shareShelfListRequestSchema,
        response: { 200: shareShelfListResponseSchema, ...failures },
      }),
    },
    async (request) => ok(await bookshelves.sharedPage(requireMember(request), request.query)),
  );
}
