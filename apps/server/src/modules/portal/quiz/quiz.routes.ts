import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import {
  myQuizActivitiesResponseSchema,
  QUIZ_MESSAGES,
  quizAnswerRequestSchema,
  quizApproveRequestSchema,
  quizDetailResponseSchema,
  quizDoneResponseSchema,
  quizEditResponseSchema,
  quizHideRequestSchema,
  quizKeyRequestSchema,
  quizListRequestSchema,
  quizListResponseSchema,
  quizResultResponseSchema,
  quizSaveRequestSchema,
  quizTeacherResponseSchema,
  quizViewRequestSchema,
} from '@reading/contract/quiz/reading-quiz';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../core/actor.ts';
import type { ContestService } from './contest.service.ts';
import type { QuizService } from './quiz.service.ts';

const tags = ['quiz'];
export const QUIZ_FAILS = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
  409: failEnvelopeSchema,
};

/** /schome/service/readingActivitesJoin/readingQuizSchool/* (spec 001 §7; decision 140). */
export async function quizRoutes(fastify: FastifyInstance, opts: { quiz: QuizService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = opts.quiz;
  const actor = (request: Parameters<typeof actorOf>[1]) => actorOf(app.database.db, request);
  const response = <T>(schema: T) => ({ 200: schema, ...QUIZ_FAILS });

  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: '독서퀴즈 목록 (우리 학교·전국)',
        querystring: quizListRequestSchema,
        response: response(quizListResponseSchema),
      },
    },
    async (request) => ok(await service.list(await actor(request), request.query.scopeCode)),
  );
  app.get(
    '/detail',
    {
      schema: {
        tags,
        summary: '독서퀴즈 문제 (정답 없이)',
        querystring: quizViewRequestSchema,
        response: response(quizDetailResponseSchema),
      },
    },
    async (request) =>
      ok(await service.detail(await actor(request), request.query.quizKey, request.query.maskingYN)),
  );
  app.post(
    '/answer',
    {
      schema: {
        tags,
        summary: '독서퀴즈 제출·채점 (한 번)',
        body: quizAnswerRequestSchema,
        response: response(quizResultResponseSchema),
      },
    },
    async (request) => ok(await service.answer(await actor(request), request.body), QUIZ_MESSAGES.answered),
  );
  app.get(
    '/result',
    {
      schema: {
        tags,
        summary: '나의 독서퀴즈 결과 (정답·해설)',
        querystring: quizKeyRequestSchema,
        response: response(quizResultResponseSchema),
      },
    },
    async (request) => ok(await service.result(await actor(request), request.query.quizKey)),
  );
  app.get(
    '/teacher',
    {
      schema: {
        tags,
        summary: '독서퀴즈 결과 (선생님: 문항별 통계)',
        querystring: quizKeyRequestSchema,
        response: response(quizTeacherResponseSchema),
      },
    },
    async (request) => ok(await service.teacherView(await actor(request), request.query.quizKey)),
  );
  app.get(
    '/edit',
    {
      schema: {
        tags,
        summary: '독서퀴즈 수정용 (작성자)',
        querystring: quizKeyRequestSchema,
        response: response(quizEditResponseSchema),
      },
    },
    async (request) => ok(await service.editView(await actor(request), request.query.quizKey)),
  );
  app.post(
    '/save',
    {
      schema: {
        tags,
        summary: '독서퀴즈 만들기·수정',
        body: quizSaveRequestSchema,
        response: response(quizDoneResponseSchema),
      },
    },
    async (request) => {
      const { quizKey, message } = await service.save(await actor(request), request.body);
      return ok({ quizKey }, message);
    },
  );
  app.get(
    '/manage',
    {
      schema: {
        tags,
        summary: '우리 학교 학생 퀴즈 (선생님: 승인·숨김)',
        response: response(quizListResponseSchema),
      },
    },
    async (request) => ok(await service.studentQuizzes(await actor(request))),
  );
  app.post(
    '/approve',
    {
      schema: {
        tags,
        summary: '학생 퀴즈 승인·반려 (선생님)',
        body: quizApproveRequestSchema,
        response: response(quizDoneResponseSchema),
      },
    },
    async (request) => {
      const { quizKey, approveYn } = request.body;
      const done = await service.approve(await actor(request), quizKey, approveYn);
      return ok(done, approveYn === 'Y' ? QUIZ_MESSAGES.approved : QUIZ_MESSAGES.returned);
    },
  );
  app.post(
    '/hide',
    {
      schema: {
        tags,
        summary: '학생 퀴즈 숨기기·다시 공개 (선생님)',
        body: quizHideRequestSchema,
        response: response(quizDoneResponseSchema),
      },
    },
    async (request) => {
      const { quizKey, hideYn } = request.body;
      const done = await service.hide(await actor(request), quizKey, hideYn);
      return ok(done, hideYn === 'Y' ? QUIZ_MESSAGES.hidden : QUIZ_MESSAGES.shown);
    },
  );
  app.post(
    '/delete',
    {
      schema: {
        tags,
        summary: '독서퀴즈 삭제',
        body: quizKeyRequestSchema,
        response: response(quizDoneResponseSchema),
      },
    },
    async (request) =>
      ok(await service.remove(await actor(request), request.body.quizKey), QUIZ_MESSAGES.deleted),
  );
}

/** GET /schome/service/mypage/myQuizActivities: MyQuizActivities (quizzes solved, made; contests played). */
export async function myQuizRoutes(
  fastify: FastifyInstance,
  opts: { quiz: QuizService; contests: ContestService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/myQuizActivities',
    {
      schema: {
        tags,
        summary: '나의 퀴즈 활동',
        response: { 200: myQuizActivitiesResponseSchema, ...QUIZ_FAILS },
      },
    },
    async (request) => {
      const actor = await actorOf(app.database.db, request);
      const quizzes = await opts.quiz.mine(actor);
      return ok({ ...quizzes, contestList: await opts.contests.mine(actor!) });
    },
  );
}
