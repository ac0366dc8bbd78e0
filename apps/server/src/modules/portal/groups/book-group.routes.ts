import { ok } from '@reading/contract/envelope';
import {
  bookGroupDetailResponseSchema,
  bookGroupDoneResponseSchema,
  bookGroupKeyRequestSchema,
  bookGroupListResponseSchema,
  bookGroupPostRequestSchema,
  bookGroupSaveRequestSchema,
  BOOK_GROUP_MESSAGES as M,
} from '@reading/contract/groups/book-group';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../core/actor.ts';
import type { BookGroupService } from './book-group.service.ts';
import { GROUP_FAILS } from './reading-group.routes.ts';

const tags = ['readingBookGroup'];
const response = <T>(schema: T) => ({ 200: schema, ...GROUP_FAILS });

/** /schome/service/readingActivitesJoin/readingBookGroup/*: group reading (decision 194). */
export async function bookGroupRoutes(fastify: FastifyInstance, opts: { bookGroups: BookGroupService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = opts.bookGroups;
  const actor = (request: FastifyRequest) => actorOf(app.database.db, request);

  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: '함께 읽기 목록 (우리 반·내가 만든)',
        response: response(bookGroupListResponseSchema),
      },
    },
    async (request) => ok(await service.list(await actor(request))),
  );
  app.get(
    '/detail',
    {
      schema: {
        tags,
        summary: '함께 읽기 (챕터·진도)',
        querystring: bookGroupKeyRequestSchema,
        response: response(bookGroupDetailResponseSchema),
      },
    },
    async (request) => ok(await service.detail(await actor(request), request.query.bookGroupKey)),
  );
  app.post(
    '/save',
    {
      schema: {
        tags,
        summary: '함께 읽기 만들기 (선생님)',
        body: bookGroupSaveRequestSchema,
        response: response(bookGroupDoneResponseSchema),
      },
    },
    async (request) => ok(await service.save(await actor(request), request.body), M.saved),
  );
  app.post(
    '/post',
    {
      schema: {
        tags,
        summary: '챕터 글쓰기 (반 학생)',
        body: bookGroupPostRequestSchema,
        response: response(bookGroupDoneResponseSchema),
      },
    },
    async (request) =>
      ok(await service.post(await actor(request), request.body.chapterKey, request.body.content), M.posted),
  );
}
