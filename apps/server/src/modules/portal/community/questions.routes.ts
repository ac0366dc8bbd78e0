import { COMMUNITY_MESSAGES, COUNSELING_CATEGORIES } from '@reading/contract/community/codes';
import { categoryListResponseSchema } from '@reading/contract/community/faq-board';
import { communityFailResponses } from '@reading/contract/community/posts';
import {
  qnaAnswerRequestSchema,
  qnaDeleteRequestSchema,
  qnaDeleteResponseSchema,
  qnaDetailRequestSchema,
  qnaDetailResponseSchema,
  qnaListRequestSchema,
  qnaListResponseSchema,
  qnaPublishRequestSchema,
  qnaSaveRequestSchema,
  qnaWriteResponseSchema,
} from '@reading/contract/community/qna-board';
import {
  counselingAnswerRequestSchema,
  counselingDetailRequestSchema,
  counselingDetailResponseSchema,
  counselingListRequestSchema,
  counselingListResponseSchema,
  counselingSaveRequestSchema,
} from '@reading/contract/community/reading-counseling';
import { ok } from '@reading/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../core/actor.ts';
import { tags } from './route-helpers.ts';

/**
 * Inquiries (qnaBoard) and reading counselling (readingCounselingApply), contract community/qna-board.ts
 * and reading-counseling.ts. Who may read and answer: questions.service.ts and readable.ts.
 */
export async function questionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { inquiries, counseling } = app.community.questions;
  const actorOf = app.community.actor;
  const qnaWrite = { ...communityFailResponses, 200: qnaWriteResponseSchema };
  const counselingWrite = { ...communityFailResponses, 200: counselingDetailResponseSchema };

  app.get(
    '/qnaBoard/list',
    {
      schema: {
        tags,
        summary: '문의 목록',
        querystring: qnaListRequestSchema,
        response: { ...communityFailResponses, 200: qnaListResponseSchema },
      },
    },
    async (request) => ok(await inquiries.list(await actorOf(request), request.query)),
  );
  app.get(
    '/qnaBoard/detail',
    {
      schema: {
        tags,
        summary: '문의 상세',
        querystring: qnaDetailRequestSchema,
        response: { ...communityFailResponses, 200: qnaDetailResponseSchema },
      },
    },
    async (request) => ok(await inquiries.detail(request.query.qnaKey, await actorOf(request))),
  );
  app.post(
    '/qnaBoard/save',
    { schema: { tags, summary: '문의 등록 (회원)', body: qnaSaveRequestSchema, response: qnaWrite } },
    async (request) =>
      ok(await inquiries.ask(requireActor(await actorOf(request)), request.body), COMMUNITY_MESSAGES.asked),
  );
  app.post(
    '/qnaBoard/answer',
    {
      schema: {
        tags,
        summary: '문의 답변 (운영자·학교관리자)',
        body: qnaAnswerRequestSchema,
        response: qnaWrite,
      },
    },
    async (request) => {
      const { qnaKey, answer, publicYn } = request.body;
      return ok(
        await inquiries.answer(await actorOf(request), qnaKey, answer, publicYn),
        COMMUNITY_MESSAGES.answered,
      );
    },
  );
  app.post(
    '/qnaBoard/publish',
    {
      schema: {
        tags,
        summary: '문의 공개 설정 (운영자·학교관리자)',
        body: qnaPublishRequestSchema,
        response: qnaWrite,
      },
    },
    async (request) => {
      const { qnaKey, publicYn } = request.body;
      return ok(await inquiries.publish(await actorOf(request), qnaKey, publicYn), COMMUNITY_MESSAGES.saved);
    },
  );
  app.post(
    '/qnaBoard/delete',
    {
      schema: {
        tags,
        summary: '문의 삭제',
        body: qnaDeleteRequestSchema,
        response: { ...communityFailResponses, 200: qnaDeleteResponseSchema },
      },
    },
    async (request) =>
      ok(await inquiries.remove(await actorOf(request), request.body.qnaKey), COMMUNITY_MESSAGES.deleted),
  );

  app.get(
    '/readingCounselingApply/categoryList',
    { schema: { tags, summary: '독서상담 분류', response: { 200: categoryListResponseSchema } } },
    async () =>
      ok({ list: COUNSELING_CATEGORIES.map((c) => ({ ...c })), totalCount: COUNSELING_CATEGORIES.length }),
  );
  app.get(
    '/readingCounselingApply/list',
    {
      schema: {
        tags,
        summary: '독서상담 목록',
        querystring: counselingListRequestSchema,
        response: { ...communityFailResponses, 200: counselingListResponseSchema },
      },
    },
    async (request) => ok(await counseling.list(await actorOf(request), request.query)),
  );
  app.get(
    '/readingCounselingApply/detail',
    {
      schema: {
        tags,
        summary: '독서상담 상세',
        querystring: counselingDetailRequestSchema,
        response: counselingWrite,
      },
    },
    async (request) => ok(await counseling.detail(request.query.counselingKey, await actorOf(request))),
  );
  app.post(
    '/readingCounselingApply/save',
    {
      schema: {
        tags,
        summary: '독서상담 신청 (학생)',
        body: counselingSaveRequestSchema,
        response: counselingWrite,
      },
    },
    async (request) =>
      ok(await counseling.apply(await actorOf(request), request.body), COMMUNITY_MESSAGES.applied),
  );
  app.post(
    '/readingCounselingApply/answer',
    {
      schema: {
        tags,
        summary: '독서상담 답변 (같은 학교 교사·학교관리자)',
        body: counselingAnswerRequestSchema,
        response: counselingWrite,
      },
    },
    async (request) => {
      const { counselingKey, answer } = request.body;
      return ok(
        await counseling.answer(await actorOf(request), counselingKey, answer),
        COMMUNITY_MESSAGES.answered,
      );
    },
  );
}
