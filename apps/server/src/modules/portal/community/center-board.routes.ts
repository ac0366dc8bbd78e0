import {
  centerBoardDetailRequestSchema,
  centerBoardListRequestSchema,
} from '@reading/contract/community/center-board';
import { FAQ_CATEGORIES } from '@reading/contract/community/codes';
import {
  categoryListResponseSchema,
  type FaqItem,
  faqListRequestSchema,
  faqListResponseSchema,
} from '@reading/contract/community/faq-board';
import {
  boardDetailResponseSchema,
  boardPageResponseSchema,
  communityFailResponses,
} from '@reading/contract/community/posts';
import { ok } from '@reading/contract/envelope';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { boardPost } from '../../../db/schema/portal-community.ts';
import { serviceAndSchool } from './board.queries.ts';
import type { PostRow } from './board.repository.ts';
import { type BoardView, toAttachment, toBoardPost } from './board.service.ts';
import { pageOf, tags } from './route-helpers.ts';

/**
 * GET /schome/service/community/centerBoard/* and faqBoard/* (contract community/center-board.ts and
 * faq-board.ts): the centre's reference room and guide boards, and the FAQ. Public.
 */
export async function centerBoardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { boards } = app.community;

  app.get(
    '/centerBoard/list',
    {
      schema: {
        tags,
        summary: '센터 자료실·안내 게시판 목록',
        querystring: centerBoardListRequestSchema,
        response: { ...communityFailResponses, 200: boardPageResponseSchema },
      },
    },
    async (request) => {
      const actor = await app.community.actor(request);
      const q = request.query;
      const view: BoardView =
        q.manageYn === 'Y'
          ? boards.manageView([q.boardCode], actor, q.schKey ?? null)
          : { boards: [q.boardCode], scope: serviceAndSchool(q.schKey), actor, manage: false };
      return ok(pageOf(await boards.list(view, q), toBoardPost));
    },
  );

  app.get(
    '/centerBoard/detail',
    {
      schema: {
        tags,
        summary: '센터 자료실·안내 게시판 상세',
        querystring: centerBoardDetailRequestSchema,
        response: { ...communityFailResponses, 200: boardDetailResponseSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const actor = await app.community.actor(request);
      const view: BoardView = {
        boards: [q.boardCode],
        scope: serviceAndSchool(q.schKey),
        actor,
        manage: false,
      };
      const { row, files, prev, next } = await boards.open(q.centerBoardKey, view);
      return ok({ ...toBoardPost(row), content: row.content, fileList: files.map(toAttachment), prev, next });
    },
  );

  app.get(
    '/faqBoard/categoryList',
    { schema: { tags, summary: 'FAQ 분류', response: { 200: categoryListResponseSchema } } },
    async () => ok({ list: FAQ_CATEGORIES.map((c) => ({ ...c })), totalCount: FAQ_CATEGORIES.length }),
  );

  app.get(
    '/faqBoard/list',
    {
      schema: {
        tags,
        summary: 'FAQ 목록',
        querystring: faqListRequestSchema,
        response: { ...communityFailResponses, 200: faqListResponseSchema },
      },
    },
    async (request) => {
      const actor = await app.community.actor(request);
      const q = request.query;
      const category = q.categoryCode ? eq(boardPost.categoryCode, q.categoryCode) : undefined;
      const view: BoardView =
        q.manageYn === 'Y'
          ? boards.manageView(['faq'], actor, q.schKey ?? null, category)
          : { boards: ['faq'], scope: and(serviceAndSchool(q.schKey), category), actor, manage: false };
      const toItem = (row: PostRow): FaqItem => ({ ...toBoardPost(row), content: row.content });
      return ok(pageOf(await boards.list(view, q), toItem));
    },
  );
}
