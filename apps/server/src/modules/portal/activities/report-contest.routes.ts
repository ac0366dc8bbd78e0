import {
  REPORT_CONTEST_MESSAGES as M,
  myReadingContestResponseSchema,
  reportContestDetailResponseSchema,
  reportContestDoneResponseSchema,
  reportContestJudgeRequestSchema,
  reportContestKeyRequestSchema,
  reportContestListRequestSchema,
  reportContestListResponseSchema,
  reportContestSaveRequestSchema,
  reportContestSubmitRequestSchema,
  reportEntryListResponseSchema,
} from '@reading/contract/activities/report-contest';
import { ok } from '@reading/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fails, viewerOf } from './activities.routes.ts';
import type { ReportContestService } from './report-contest.service.ts';

const tags = ['readingContest'];
const response = <T>(schema: T) => ({ 200: schema, ...fails });

/** /schome/service/readingActivitesJoin/readingContest/* (issue 16.3; decision 135). Thin: rules in the service. */
export async function reportContestRoutes(
  fastify: FastifyInstance,
  opts: { contests: ReportContestService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { contests } = opts;

  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: '우리 학교 독후감 대회 목록',
        querystring: reportContestListRequestSchema,
        response: response(reportContestListResponseSchema),
      },
    },
    async (request) => ok(await contests.list(viewerOf(request), request.query)),
  );
  app.get(
    '/detail',
    {
      schema: {
        tags,
        summary: '독후감 대회 상세 (나의 응모작, 발표된 수상작)',
        querystring: reportContestKeyRequestSchema,
        response: response(reportContestDetailResponseSchema),
      },
    },
    async (request) => ok(await contests.detail(viewerOf(request), request.query.contestKey)),
  );
  app.post(
    '/save',
    {
      schema: {
        tags,
        summary: '독후감 대회 열기·수정 (교사)',
        body: reportContestSaveRequestSchema,
        response: response(reportContestDoneResponseSchema),
      },
    },
    async (request) => ok(await contests.save(viewerOf(request), request.body), M.saved),
  );
  app.post(
    '/submit',
    {
      schema: {
        tags,
        summary: '독후감 응모 (학생, 기간 안에 한 편)',
        body: reportContestSubmitRequestSchema,
        response: response(reportContestDoneResponseSchema),
      },
    },
    async (request) =>
      ok(
        await contests.submit(viewerOf(request), request.body.contestKey, request.body.reaActKey),
        M.submitted,
      ),
  );
  app.get(
    '/entries',
    {
      schema: {
        tags,
        summary: '응모작 목록 (교사: 심사)',
        querystring: reportContestKeyRequestSchema,
        response: response(reportEntryListResponseSchema),
      },
    },
    async (request) => ok(await contests.entries(viewerOf(request), request.query.contestKey)),
  );
  app.post(
    '/judge',
    {
      schema: {
        tags,
        summary: '응모작 심사: 점수·상 (교사)',
        body: reportContestJudgeRequestSchema,
        response: response(reportContestDoneResponseSchema),
      },
    },
    async (request) => ok(await contests.judge(viewerOf(request), request.body), M.judged),
  );
  app.post(
    '/publish',
    {
      schema: {
        tags,
        summary: '결과 발표 (대회를 연 교사)',
        body: reportContestKeyRequestSchema,
        response: response(reportContestDoneResponseSchema),
      },
    },
    async (request) => ok(await contests.publish(viewerOf(request), request.body.contestKey), M.published),
  );
}

/** GET /schome/service/mypage/myReadingContest/readingContest: my entries, or a teacher's contests. */
export async function myReadingContestRoutes(
  fastify: FastifyInstance,
  opts: { contests: ReportContestService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/readingContest',
    {
      schema: { tags, summary: '나의 독후감 대회', response: response(myReadingContestResponseSchema) },
    },
    async (request) => ok(await opts.contests.mine(viewerOf(request))),
  );
}
