import {
  activityPageResponseSchema,
  manageListRequestSchema,
  myListRequestSchema,
} from '@reading/contract/activities/activities';
import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from './activities/activities.routes.ts';
import type { ActivitiesService } from './activities/activities.service.ts';
import type { ReviewService } from './activities/review.service.ts';

type Areas = { activities: ActivitiesService; reviews: ReviewService };

const fails = { 400: failEnvelopeSchema, 401: failEnvelopeSchema, 403: failEnvelopeSchema };

/**
 * myReadingActivitesMng lists (spec 001 §7 "counts and lists, teacher variants"; decision 292), composed
 * from the reading-activities area's services: a member's own activities by kind (`list`, drafts included)
 * and, for a verified teacher or manager, their school's activities to review (`teacher/list`). The counts
 * are `count` (mypage/member-data.routes.ts). A student gets 403 on the teacher list; another school's
 * activities never appear (the area's SQL rule).
 */
export async function myReadingActivitesMngRoutes(fastify: FastifyInstance, areas: Areas) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['mypage'];
  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: '나의 독서활동 목록 (본인, 활동 종류별)',
        querystring: myListRequestSchema,
        response: { 200: activityPageResponseSchema, ...fails },
      },
    },
    async (request) =>
      ok(await areas.activities.myList(viewerOf(request), request.query.memberKey, request.query)),
  );
  app.get(
    '/teacher/list',
    {
      schema: {
        tags,
        summary: '나의 독서활동 관리: 검토할 우리 학교 독서활동 (교사)',
        querystring: manageListRequestSchema,
        response: { 200: activityPageResponseSchema, ...fails },
      },
    },
    async (request) =>
      ok(await areas.reviews.manageList(viewerOf(request), request.query.teacherMemberKey, request.query)),
  );
}
