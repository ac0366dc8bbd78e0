import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import {
  closedDayDeleteRequestSchema,
  closedDaySaveRequestSchema,
  lessonApplyRequestSchema,
  lessonCalendarRequestSchema,
  lessonCalendarResponseSchema,
  lessonDetailResponseSchema,
  lessonDoneResponseSchema,
  lessonKeyRequestSchema,
  lessonListRequestSchema,
  lessonListResponseSchema,
  lessonModifyRequestSchema,
  lessonProposeRequestSchema,
  lessonRefuseRequestSchema,
  lessonSlotResponseSchema,
  lessonSlotSaveRequestSchema,
  LESSON_MESSAGES as M,
} from '@reading/contract/teachersupport/lesson-apply';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../core/actor.ts';
import type { LessonService } from './lesson.service.ts';

const tags = ['teachersupport'];
const fails = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
  409: failEnvelopeSchema,
};

/** /schome/service/teachersupport/libPracticeLessionApply/* (spec 001 §7; decision 150). */
export async function lessonRoutes(fastify: FastifyInstance, opts: { lessons: LessonService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = opts.lessons;
  const actor = (request: Parameters<typeof actorOf>[1]) => actorOf(app.database.db, request);
  const detail = { 200: lessonDetailResponseSchema, ...fails };

  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: '도서관 수업 신청 목록 (교사: 본인 신청, 학교관리자: 학교 전체)',
        querystring: lessonListRequestSchema,
        response: { 200: lessonListResponseSchema, ...fails },
      },
    },
    async (request) => ok(await service.list(await actor(request), request.query.statusCode)),
  );
  app.get(
    '/detail',
    { schema: { tags, summary: '수업 신청 상세', querystring: lessonKeyRequestSchema, response: detail } },
    async (request) => ok(await service.detail(await actor(request), request.query.applyKey)),
  );
  app.get(
    '/calendar',
    {
      schema: {
        tags,
        summary: '수업 달력: 운영 시간, 휴관일, 예약된 시간 (from~to, 62일 이내)',
        querystring: lessonCalendarRequestSchema,
        response: { 200: lessonCalendarResponseSchema, ...fails },
      },
    },
    async (request) => ok(await service.calendar(await actor(request), request.query.from, request.query.to)),
  );
  app.post(
    '/apply',
    {
      schema: {
        tags,
        summary: '수업 신청 (이미 예약된 시간은 409)',
        body: lessonApplyRequestSchema,
        response: detail,
      },
    },
    async (request) => ok(await service.apply(await actor(request), request.body), M.applied),
  );
  app.post(
    '/modify',
    {
      schema: {
        tags,
        summary: '수업 신청 수정 (승인 전)',
        body: lessonModifyRequestSchema,
        response: detail,
      },
    },
    async (request) => {
      const { applyKey, ...fields } = request.body;
      return ok(await service.modify(await actor(request), applyKey, fields), M.modified);
    },
  );
  app.post(
    '/cancel',
    {
      schema: {
        tags,
        summary: '수업 신청 취소 (신청한 교사)',
        body: lessonKeyRequestSchema,
        response: detail,
      },
    },
    async (request) => ok(await service.cancel(await actor(request), request.body.applyKey), M.cancelled),
  );
  app.post(
    '/accept',
    {
      schema: {
        tags,
        summary: '제안된 시간 수락 (신청한 교사)',
        body: lessonKeyRequestSchema,
        response: detail,
      },
    },
    async (request) => ok(await service.accept(await actor(request), request.body.applyKey), M.accepted),
  );
  app.post(
    '/approve',
    {
      schema: {
        tags,
        summary: '수업 신청 승인 (학교관리자)',
        body: lessonKeyRequestSchema,
        response: detail,
      },
    },
    async (request) => ok(await service.approve(await actor(request), request.body.applyKey), M.approved),
  );
  app.post(
    '/propose',
    {
      schema: {
        tags,
        summary: '다른 시간 제안 (학교관리자)',
        body: lessonProposeRequestSchema,
        response: detail,
      },
    },
    async (request) => {
      const b = request.body;
      return ok(
        await service.propose(await actor(request), b.applyKey, b.slotKey, b.lessonDate, b.message),
        M.proposed,
      );
    },
  );
  app.post(
    '/refuse',
    {
      schema: {
        tags,
        summary: '수업 신청 반려 (학교관리자, 사유 필수)',
        body: lessonRefuseRequestSchema,
        response: detail,
      },
    },
    async (request) =>
      ok(await service.refuse(await actor(request), request.body.applyKey, request.body.reason), M.refused),
  );
  app.post(
    '/slot/save',
    {
      schema: {
        tags,
        summary: '수업 시간 등록·수정 (학교관리자)',
        body: lessonSlotSaveRequestSchema,
        response: { 200: lessonSlotResponseSchema, ...fails },
      },
    },
    async (request) => ok(await service.saveSlot(await actor(request), request.body), M.saved),
  );
  app.post(
    '/closedDay/save',
    {
      schema: {
        tags,
        summary: '휴관일 등록 (학교관리자)',
        body: closedDaySaveRequestSchema,
        response: { 200: lessonDoneResponseSchema, ...fails },
      },
    },
    async (request) => ok(await service.addClosedDay(await actor(request), request.body), M.saved),
  );
  app.post(
    '/closedDay/delete',
    {
      schema: {
        tags,
        summary: '휴관일 삭제 (학교관리자)',
        body: closedDayDeleteRequestSchema,
        response: { 200: lessonDoneResponseSchema, ...fails },
      },
    },
    async (request) =>
      ok(await service.removeClosedDay(await actor(request), request.body.closedDate), M.deleted),
  );
}
