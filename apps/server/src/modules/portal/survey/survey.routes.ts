import {
  SURVEY_MESSAGES,
  surveyDeleteRequestSchema,
  surveyDetailRequestSchema,
  surveyDetailResponseSchema,
  surveyJoinRequestSchema,
  surveyJoinResponseSchema,
  surveyListRequestSchema,
  surveyListResponseSchema,
  surveyManageListResponseSchema,
  surveyResultResponseSchema,
  surveySaveRequestSchema,
} from '@reading/contract/community/survey';
import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../core/actor.ts';
import type { SurveyService } from './survey.service.ts';

const tags = ['survey'];
const fails = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
  409: failEnvelopeSchema,
};
const deleteResponseSchema = surveyJoinResponseSchema;

/** A spreadsheet cell never starts a formula (CSV injection): such a text gets a leading quote mark. */
const safeCell = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/** /schome/service/community/surveyInfo/* (spec 001 §7; decision 100). */
export async function surveyRoutes(fastify: FastifyInstance, opts: { survey: SurveyService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = opts.survey;
  const actor = (request: Parameters<typeof actorOf>[1]) => actorOf(app.database.db, request);

  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: '설문 목록 (memberKey: 응답하지 않은 진행 중 설문, 팝업)',
        querystring: surveyListRequestSchema,
        response: { 200: surveyListResponseSchema, ...fails },
      },
    },
    async (request) => ok(await service.list(await actor(request), request.query.memberKey)),
  );

  app.get(
    '/detail',
    {
      schema: {
        tags,
        summary: '설문 상세 (질문과 보기)',
        querystring: surveyDetailRequestSchema,
        response: { 200: surveyDetailResponseSchema, ...fails },
      },
    },
    async (request) => ok(await service.detail(await actor(request), request.query.surveyKey)),
  );

  app.post(
    '/join',
    {
      schema: {
        tags,
        summary: '설문 응답 (회원당 한 번)',
        body: surveyJoinRequestSchema,
        response: { 200: surveyJoinResponseSchema, ...fails },
      },
    },
    async (request) => ok(await service.join(await actor(request), request.body), SURVEY_MESSAGES.joined),
  );

  app.get(
    '/manage/list',
    {
      schema: {
        tags,
        summary: '설문 관리 목록 (운영자: 서비스 설문, 학교관리자: 우리 학교 설문)',
        response: { 200: surveyManageListResponseSchema, ...fails },
      },
    },
    async (request) => ok(await service.manageList(await actor(request))),
  );

  app.post(
    '/manage/save',
    {
      schema: {
        tags,
        summary: '설문 만들기·수정 (지원하지 않는 질문 유형은 거절)',
        body: surveySaveRequestSchema,
        response: { 200: surveyDetailResponseSchema, ...fails },
      },
    },
    async (request) => ok(await service.save(await actor(request), request.body), SURVEY_MESSAGES.saved),
  );

  app.post(
    '/manage/delete',
    {
      schema: {
        tags,
        summary: '설문 삭제',
        body: surveyDeleteRequestSchema,
        response: { 200: deleteResponseSchema, ...fails },
      },
    },
    async (request) =>
      ok(await service.remove(await actor(request), request.body.surveyKey), SURVEY_MESSAGES.deleted),
  );

  app.get(
    '/manage/result',
    {
      schema: {
        tags,
        summary: '설문 결과 (질문별 집계)',
        querystring: surveyDetailRequestSchema,
        response: { 200: surveyResultResponseSchema, ...fails },
      },
    },
    async (request) => ok(await service.result(await actor(request), request.query.surveyKey)),
  );

  app.get(
    '/manage/result/csv',
    {
      schema: {
        tags,
        summary: '설문 결과 CSV 내려받기',
        querystring: surveyDetailRequestSchema,
        response: { 200: z.string(), ...fails },
      },
    },
    async (request, reply) => {
      const csv = await service.resultCsv(await actor(request), request.query.surveyKey);
      // A byte-order mark so spreadsheet programs read the Korean text as UTF-8.
      const body = `\uFEFF${stringify(csv.rows.map((r) => r.map(safeCell)))}`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
}
