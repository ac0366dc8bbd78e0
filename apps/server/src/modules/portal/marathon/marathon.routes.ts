import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import { MARATHON_MESSAGES as M } from '@reading/contract/marathon/codes';
import {
  diaryListRequestSchema,
  diaryListResponseSchema,
  diarySaveRequestSchema,
  diarySaveResponseSchema,
} from '@reading/contract/marathon/diary';
import {
  marathonDetailResponseSchema,
  marathonDoneResponseSchema,
  marathonKeyRequestSchema,
  marathonListResponseSchema,
  marathonProgressResponseSchema,
  marathonRecommendListRequestSchema,
  marathonSaveRequestSchema,
  marathonSchoolListRequestSchema,
  marathonUpdateRequestSchema,
  myReadingMarathonResponseSchema,
} from '@reading/contract/marathon/marathon';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../core/actor.ts';
import type { DiaryService } from './diary.service.ts';
import type { MarathonService } from './marathon.service.ts';

const tags = ['marathon'];
export const MARATHON_FAILS = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
  409: failEnvelopeSchema,
};
const response = <T>(schema: T) => ({ 200: schema, ...MARATHON_FAILS });

type Services = { marathons: MarathonService; diaries: DiaryService };

/** /schome/service/readingActivitesJoin/readingMarathon/* (spec 001 §7; decisions 180–183). */
export async function marathonRoutes(fastify: FastifyInstance, { marathons, diaries }: Services) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const actor = (request: FastifyRequest) => actorOf(app.database.db, request);

  app.get(
    '/schoolList',
    {
      schema: {
        tags,
        summary: '우리 학교 독서마라톤 목록 (4건씩)',
        querystring: marathonSchoolListRequestSchema,
        response: response(marathonListResponseSchema),
      },
    },
    async (request) => ok(await marathons.schoolList(await actor(request), request.query)),
  );
  app.get(
    '/recommendList',
    {
      schema: {
        tags,
        summary: '추천 독서마라톤 (전체 공개, 참여자 많은 순)',
        querystring: marathonRecommendListRequestSchema,
        response: response(marathonListResponseSchema),
      },
    },
    async (request) => ok(await marathons.recommendList(await actor(request), request.query)),
  );
  app.get(
    '/detail',
    {
      schema: {
        tags,
        summary: '독서마라톤 상세 (나의 진행률)',
        querystring: marathonKeyRequestSchema,
        response: response(marathonDetailResponseSchema),
      },
    },
    async (request) => ok(await marathons.detail(await actor(request), request.query.readingMarathonKey)),
  );
  app.post(
    '/save',
    {
      schema: {
        tags,
        summary: '독서마라톤 만들기 (1~4단계)',
        body: marathonSaveRequestSchema,
        response: response(marathonDoneResponseSchema),
      },
    },
    async (request) => ok(await marathons.save(await actor(request), request.body), M.saved),
  );
  app.post(
    '/update',
    {
      schema: {
        tags,
        summary: '독서마라톤 수정 (시작 전, 만든 사람)',
        body: marathonUpdateRequestSchema,
        response: response(marathonDoneResponseSchema),
      },
    },
    async (request) => ok(await marathons.update(await actor(request), request.body), M.updated),
  );
  app.post(
    '/delete',
    {
      schema: {
        tags,
        summary: '독서마라톤 삭제 (만든 사람, 참여자가 없을 때)',
        body: marathonKeyRequestSchema,
        response: response(marathonDoneResponseSchema),
      },
    },
    async (request) =>
      ok(await marathons.remove(await actor(request), request.body.readingMarathonKey), M.deleted),
  );
  app.post(
    '/join',
    {
      schema: {
        tags,
        summary: '독서마라톤 참여',
        body: marathonKeyRequestSchema,
        response: response(marathonDoneResponseSchema),
      },
    },
    async (request) =>
      ok(await marathons.join(await actor(request), request.body.readingMarathonKey), M.joined),
  );
  app.post(
    '/leave',
    {
      schema: {
        tags,
        summary: '독서마라톤 참여 취소 (일지를 쓰기 전)',
        body: marathonKeyRequestSchema,
        response: response(marathonDoneResponseSchema),
      },
    },
    async (request) =>
      ok(await marathons.leave(await actor(request), request.body.readingMarathonKey), M.left),
  );
  app.get(
    '/progress',
    {
      schema: {
        tags,
        summary: '참여자 진행 현황 (만든 사람)',
        querystring: marathonKeyRequestSchema,
        response: response(marathonProgressResponseSchema),
      },
    },
    async (request) => ok(await diaries.progress(await actor(request), request.query.readingMarathonKey)),
  );
  app.get(
    '/diary/list',
    {
      schema: {
        tags,
        summary: '나의 독서일지 (독서마라톤별·도서별)',
        querystring: diaryListRequestSchema,
        response: response(diaryListResponseSchema),
      },
    },
    async (request) =>
      ok(await diaries.list(await actor(request), request.query.readingMarathonKey, request.query.bookKey)),
  );
  app.post(
    '/diary/save',
    {
      schema: {
        tags,
        summary: '독서일지 쓰기 (참여자, 진행중)',
        body: diarySaveRequestSchema,
        response: response(diarySaveResponseSchema),
      },
    },
    async (request) => ok(await diaries.save(await actor(request), request.body), M.diarySaved),
  );
}

/** GET /schome/service/mypage/myReadingContest/readingMarathon (spec 001 §7): the marathons I made or joined. */
export async function myMarathonRoutes(fastify: FastifyInstance, { marathons }: Services) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/readingMarathon',
    {
      schema: {
        tags,
        summary: '나의 독서대회: 독서마라톤',
        response: response(myReadingMarathonResponseSchema),
      },
    },
    async (request) => ok(await marathons.mine(await actorOf(app.database.db, request))),
  );
}
