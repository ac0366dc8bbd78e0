import {
  activityDetailResponseSchema,
  activityDoneResponseSchema,
  activityKeyRequestSchema,
  activityPageResponseSchema,
  activityRecommendRequestSchema,
  activityReturnRequestSchema,
  activitySavedResponseSchema,
  activitySaveRequestSchema,
  bookListRequestSchema,
  bookListResponseSchema,
  manageListRequestSchema,
  myListRequestSchema,
  recommendListRequestSchema,
  replyDetailRequestSchema,
  replyListRequestSchema,
  replyListResponseSchema,
  replyResponseSchema,
  replySaveRequestSchema,
  schoolListRequestSchema,
  statisticsRequestSchema,
  statisticsResponseSchema,
  subjectDoneResponseSchema,
  subjectKeyRequestSchema,
  subjectListResponseSchema,
  subjectSaveRequestSchema,
} from '@reading/contract/activities/activities';
import { ACTIVITY_MESSAGES as M } from '@reading/contract/activities/codes';
import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readerLevelOfCaller } from '../core/reader-level.ts';
import { actingRole } from '../core/session.plugin.ts';
import type { ActivitiesService } from './activities.service.ts';
import type { BookChoicesService } from './book-choices.service.ts';
import type { ReviewService } from './review.service.ts';
import type { SubjectsService } from './subjects.service.ts';
import type { Viewer } from './visibility.ts';

const tags = ['readingActivites'];
export const fails = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
  409: failEnvelopeSchema,
};

/** The caller as the visibility rule sees them (an unverified teacher acts with no staff rights). */
export const viewerOf = (request: FastifyRequest): Viewer =>
  request.member
    ? {
        memberKey: request.member.memberKey,
        memberTypeCode: actingRole(request.member) ?? '',
        schKey: request.member.schKey,
      }
    : null;

type Opts = {
  activities: ActivitiesService;
  books: BookChoicesService;
  reviews: ReviewService;
  subjects: SubjectsService;
};

/** /schome/service/readingActivitesMng/* (spec 001 §7; decisions 130, 131). Thin: rules live in the services. */
export async function activitiesRoutes(fastify: FastifyInstance, opts: Opts) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { activities, books, reviews, subjects } = opts;
  app.get(
    '/readingActivites/myList',
    {
      schema: {
        tags,
        summary: '내 독서활동 (본인)',
        querystring: myListRequestSchema,
        response: { 200: activityPageResponseSchema, ...fails },
      },
    },
    async (request) => {
      const v = viewerOf(request);
      const q = request.query;
      return ok(await activities.myList(v, q.memberKey, q));
    },
  );
  app.get(
    '/readingActivites/schoolList',
    {
      schema: {
        tags,
        summary: '학교 독서활동 (공개 범위 안에서)',
        querystring: schoolListRequestSchema,
        response: { 200: activityPageResponseSchema, ...fails },
      },
    },
    async (request) => {
      const v = viewerOf(request);
      const q = request.query;
      return ok(await activities.schoolList(v, q.schKey, q));
    },
  );
  app.get(
    '/readingActivites/recommendList',
    {
      schema: {
        tags,
        summary: '추천 독서활동',
        querystring: recommendListRequestSchema,
        response: { 200: activityPageResponseSchema, ...fails },
      },
    },
    async (request) => {
      const v = viewerOf(request);
      const q = request.query;
      const level = await readerLevelOfCaller(app.database.db, v, q.siteLevel);
      return ok(await activities.recommendList(v, q, level));
    },
  );
  app.get(
    '/readingActivites/detail',
    {
      schema: {
        tags,
        summary: '독서활동 상세 (보이지 않으면 404)',
        querystring: activityKeyRequestSchema,
        response: { 200: activityDetailResponseSchema, ...fails },
      },
    },
    async (request) => {
      const v = viewerOf(request);
      const q = request.query;
      return ok(await activities.detail(v, q.reaActKey));
    },
  );
  app.get(
    '/readingActivites/books',
    {
      schema: {
        tags,
        summary: '독서활동을 쓸 도서 (유형별: 대출, 검색, 내 책장, 과제, 추천)',
        querystring: bookListRequestSchema,
        response: { 200: bookListResponseSchema, ...fails },
      },
    },
    async (request) => {
      const v = viewerOf(request);
      const q = request.query;
      return ok(await books.books(v, q));
    },
  );
  app.get(
    '/readingActivites/manageList',
    {
      schema: {
        tags,
        summary: '검토할 독서활동 (교사, 우리 학교)',
        querystring: manageListRequestSchema,
        response: { 200: activityPageResponseSchema, ...fails },
      },
    },
    async (request) => {
      const v = viewerOf(request);
      const q = request.query;
      return ok(await reviews.manageList(v, q.teacherMemberKey, q));
    },
  );
  app.get(
    '/readingActivites/manageDetail',
    {
      schema: {
        tags,
        summary: '독서활동 검토 상세 (교사, 우리 학교)',
        querystring: activityKeyRequestSchema,
        response: { 200: activityDetailResponseSchema, ...fails },
      },
    },
    async (request) => {
      const v = viewerOf(request);
      const q = request.query;
      return ok(await reviews.manageDetail(v, q.reaActKey));
    },
  );
  app.get(
    '/replyMng/list',
    {
      schema: {
        tags,
        summary: '댓글 목록',
        querystring: replyListRequestSchema,
        response: { 200: replyListResponseSchema, ...fails },
      },
    },
    async (request) => {
      const v = viewerOf(request);
      const q = request.query;
      return ok(await reviews.replies(v, q.reaActKey));
    },
  );
  app.get(
    '/replyMng/detail',
    {
      schema: {
        tags,
        summary: '댓글 상세',
        querystring: replyDetailRequestSchema,
        response: { 200: replyResponseSchema, ...fails },
      },
    },
    async (request) => {
      const v = viewerOf(request);
      const q = request.query;
      return ok(await reviews.replyDetail(v, q.replyKey));
    },
  );
  app.get(
    '/subjectMng/list',
    {
      schema: {
        tags,
        summary: '과제 목록 (교사: 우리 학교, 학생: 우리 반)',
        querystring: z.object({}),
        response: { 200: subjectListResponseSchema, ...fails },
      },
    },
    async (request) => {
      const v = viewerOf(request);

      return ok(await subjects.list(v));
    },
  );
  app.post(
    '/readingActivites/save',
    {
      schema: {
        tags,
        summary: '독서활동 임시저장·제출 (학생)',
        body: activitySaveRequestSchema,
        response: { 200: activitySavedResponseSchema, ...fails },
      },
    },
    async (request) => {
      const v = viewerOf(request);
      const b = request.body;
      const r = await activities.save(v, b);
      return ok(r, r.statusCode === '01' ? M.submitted : M.saved);
    },
  );
  app.post(
    '/readingActivites/delete',
    {
      schema: {
        tags,
        summary: '독서활동 삭제 (작성자, 승인 전)',
        body: activityKeyRequestSchema,
        response: { 200: activityDoneResponseSchema, ...fails },
      },
    },
    async (request) => {
      const v = viewerOf(request);
      const b = request.body;
      const r = await activities.remove(v, b.reaActKey);
      return ok(r, M.deleted);
    },
  );
  app.post(
    '/readingActivites/approve',
    {
      schema: {
        tags,
        summary: '승인 (교사)',
        body: activityKeyRequestSchema,
        response: { 200: activityDoneResponseSchema, ...fails },
      },
    },
    async (request) => {
      const v = viewerOf(request);
      const b = request.body;
      const r = await reviews.approve(v, b.reaActKey);
      return ok(r, M.approved);
    },
  );
  app.post(
    '/readingActivites/return',
    {
      schema: {
        tags,
        summary: '반려 (교사, 사유)',
        body: activityReturnRequestSchema,
        response: { 200: activityDoneResponseSchema, ...fails },
      },
    },
    async (request) => {
      const v = viewerOf(request);
      const b = request.body;
      const r = await reviews.returnWithReason(v, b.reaActKey, b.reason);
      return ok(r, M.returned);
    },
  );
  app.post(
    '/readingActivites/recommend',
    {
      schema: {
        tags,
        summary: '추천 활동 지정·해제 (교사)',
        body: activityRecommendRequestSchema,
        response: { 200: activityDoneResponseSchema, ...fails },
      },
    },
    async (request) => {
      const v = viewerOf(request);
      const b = request.body;
      const r = await reviews.recommend(v, b.reaActKey, b.recommendYn);
      return ok(r, b.recommendYn === 'Y' ? M.recommended : M.unrecommended);
    },
  );
  app.post(
    '/replyMng/save',
    {
      schema: {
        tags,
        summary: '댓글 쓰기 (교사)',
        body: replySaveRequestSchema,
        response: { 200: replyResponseSchema, ...fails },
      },
    },
    async (request) => {
      const v = viewerOf(request);
      const b = request.body;
      const r = await reviews.reply(v, b.reaActKey, b.content);
      return ok(r, M.replied);
    },
  );
  app.post(
    '/subjectMng/save',
    {
      schema: {
        tags,
        summary: '과제 등록·수정 (교사; 수정은 과제를 낸 교사)',
        body: subjectSaveRequestSchema,
        response: { 200: subjectDoneResponseSchema, ...fails },
      },
    },
    async (request) => {
      const v = viewerOf(request);
      const b = request.body;
      const { updated, subjectKey } = await subjects.save(v, b);
      return ok({ subjectKey }, updated ? M.subjectUpdated : M.subjectSaved);
    },
  );
  app.post(
    '/subjectMng/delete',
    {
      schema: {
        tags,
        summary: '과제 삭제 (등록한 교사)',
        body: subjectKeyRequestSchema,
        response: { 200: subjectDoneResponseSchema, ...fails },
      },
    },
    async (request) => {
      const v = viewerOf(request);
      const b = request.body;
      const r = await subjects.remove(v, b.subjectKey);
      return ok(r, M.deleted);
    },
  );
}

/** /service/readingActivitesMng/readingActivitesStat/* (spec 001 §7). */
export async function activityStatisticsRoutes(fastify: FastifyInstance, opts: Pick<Opts, 'activities'>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/reaActCodeStatistics',
    {
      schema: {
        tags,
        summary: '활동 종류별 수 (보이는 활동, 기본: 지난달 전체)',
        querystring: statisticsRequestSchema,
        response: { 200: statisticsResponseSchema, ...fails },
      },
    },
    async (request) => ok(await opts.activities.statistics(viewerOf(request), request.query)),
  );
}
