import {
  activityCountRequestSchema,
  activityCountResponseSchema,
  bookshelfCountRequestSchema,
  bookshelfCountResponseSchema,
  newListCountRequestSchema,
  newListCountResponseSchema,
} from '@reading/contract/auth/member-data';
import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createMemberDataRepository } from './member-data.repository.ts';
import { mypageServicesOf } from './mypage.plugin.ts';
import { ownMember } from './mypage-access.ts';

const failures = { 400: failEnvelopeSchema, 401: failEnvelopeSchema, 403: failEnvelopeSchema };

const own = ownMember;

/** The counts the client loads after login (spec 000 §4): bookshelf, activities, unread notifications. */
export async function memberDataRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repository = createMemberDataRepository(app.database.db);
  const { notifications } = mypageServicesOf(app);

  app.get(
    '/mylibbookshelf/count',
    {
      schema: {
        tags: ['mypage'],
        summary: '내 책장 도서 수',
        querystring: bookshelfCountRequestSchema,
        response: { 200: bookshelfCountResponseSchema, ...failures },
      },
    },
    async (request) => {
      own(request, request.query.memberKey);
      return ok({ myLibTotalBookCount: await repository.countBookshelf(request.query.memberKey) });
    },
  );

  app.get(
    '/myReadingActivitesMng/count',
    {
      schema: {
        tags: ['mypage'],
        summary: '독서활동 수 (학생 memberKey, 교사 teacherMemberKey)',
        querystring: activityCountRequestSchema,
        response: { 200: activityCountResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { memberKey, teacherMemberKey } = request.query;
      if (memberKey !== undefined) {
        own(request, memberKey);
        return ok({ readingActivitesCount: await repository.countActivities(memberKey) });
      }
      own(request, teacherMemberKey!);
      return ok({ readingActivitesCount: await repository.countTeacherActivities(teacherMemberKey!) });
    },
  );

  app.get(
    '/messageMng/newListCount',
    {
      schema: {
        tags: ['mypage'],
        summary: '읽지 않은 시스템 알림 수',
        querystring: newListCountRequestSchema,
        response: { 200: newListCountResponseSchema, ...failures },
      },
    },
    async (request) => {
      own(request, request.query.memberKey);
      // Loan reminders due by now are written first, so the count is the rows the list will show.
      return ok({ totalCount: await notifications.unreadCount(request.query.memberKey) });
    },
  );
}
