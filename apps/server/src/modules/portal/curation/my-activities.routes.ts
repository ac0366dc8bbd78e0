import {
  answersDeleteRequestSchema,
  answersSaveResponseSchema,
  CURATION_MESSAGES,
  customizedRequestSchema,
  myPicksRequestSchema,
  pickDeleteRequestSchema,
  pickDeleteResponseSchema,
  pickSaveRequestSchema,
  pickSaveResponseSchema,
  pickUpdateRequestSchema,
  savedAnswersListResponseSchema,
  studentTeacherListResponseSchema,
} from '@reading/contract/curation/curation';
import { ok } from '@reading/contract/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../../lib/errors.ts';
import { actingRole, requireMember } from '../core/session.plugin.ts';
import { failures, tags } from './curation.routes.ts';
import type { CurationService } from './curation.service.ts';
import type { MyActivitiesService } from './my-activities.service.ts';

const memberOf = (request: FastifyRequest) => {
  const m = requireMember(request);
  return { memberKey: m.memberKey, memberTypeCode: actingRole(m) };
};

/**
 * A student's own pick (StudentCuration) and every member's own curation activity (MyActivitesCuration),
 * under /schome/service/recommendbook (decision 111). RecommendedBookManage stays the teachers' call.
 */
export async function myActivitiesRoutes(
  fastify: FastifyInstance,
  opts: { curation: CurationService; activities: MyActivitiesService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { curation, activities } = opts;

  app.post(
    '/student-teacher/student/save',
    {
      schema: {
        tags,
        summary: '학생 추천도서 등록 (학생)',
        body: pickSaveRequestSchema,
        response: { 200: pickSaveResponseSchema, ...failures },
      },
    },
    async (request) => {
      const member = memberOf(request);
      if (member.memberTypeCode !== '01') throw forbidden(CURATION_MESSAGES.studentOnly);
      return ok(await curation.savePick(member, request.body, '01'), CURATION_MESSAGES.saved);
    },
  );

  app.get(
    '/my-activities/picks',
    {
      schema: {
        tags,
        summary: '내가 추천한 도서',
        querystring: myPicksRequestSchema,
        response: { 200: studentTeacherListResponseSchema, ...failures },
      },
    },
    async (request) => ok(await activities.picks(memberOf(request), request.query)),
  );

  app.post(
    '/my-activities/picks/update',
    {
      schema: {
        tags,
        summary: '내 추천 이유 수정',
        body: pickUpdateRequestSchema,
        response: { 200: pickDeleteResponseSchema, ...failures },
      },
    },
    async (request) => {
      await activities.updatePick(memberOf(request), request.body.recommendKey, request.body.reason);
      return ok(null, CURATION_MESSAGES.saved);
    },
  );

  app.post(
    '/my-activities/picks/delete',
    {
      schema: {
        tags,
        summary: '내 추천 삭제',
        body: pickDeleteRequestSchema,
        response: { 200: pickDeleteResponseSchema, ...failures },
      },
    },
    async (request) => {
      await activities.deletePick(memberOf(request), request.body.recommendKey);
      return ok(null, CURATION_MESSAGES.deleted);
    },
  );

  app.get(
    '/my-activities/customized',
    {
      schema: {
        tags,
        summary: '내가 저장한 맞춤 추천 설문',
        querystring: myPicksRequestSchema,
        response: { 200: savedAnswersListResponseSchema, ...failures },
      },
    },
    async (request) => ok(await activities.answers(memberOf(request), request.query)),
  );

  app.post(
    '/my-activities/customized/save',
    {
      schema: {
        tags,
        summary: '맞춤 추천 설문 저장',
        body: customizedRequestSchema,
        response: { 200: answersSaveResponseSchema, ...failures },
      },
    },
    async (request) =>
      ok(await activities.saveAnswers(memberOf(request), request.body), CURATION_MESSAGES.saved),
  );

  app.post(
    '/my-activities/customized/delete',
    {
      schema: {
        tags,
        summary: '저장한 맞춤 추천 설문 삭제',
        body: answersDeleteRequestSchema,
        response: { 200: pickDeleteResponseSchema, ...failures },
      },
    },
    async (request) => {
      await activities.deleteAnswers(memberOf(request), request.body.answerKey);
      return ok(null, CURATION_MESSAGES.deleted);
    },
  );
}
