import {
  COMMENT_MESSAGES,
  commentDoneResponseSchema,
  commentEditRequestSchema,
  commentHideRequestSchema,
  commentKeyRequestSchema,
  commentListRequestSchema,
  commentListResponseSchema,
  commentPinRequestSchema,
  commentReportRequestSchema,
  commentReportsRequestSchema,
  commentReportsResponseSchema,
  commentResolveRequestSchema,
  commentResponseSchema,
  commentWriteRequestSchema,
} from '@reading/contract/comments/comments';
import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../core/actor.ts';
import type { CommentsService } from './comments.service.ts';

const tags = ['comment'];
export const COMMENT_FAILS = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
  409: failEnvelopeSchema,
};

/** /schome/service/comment/*: the shared comment engine's calls for every target type (decision 170). */
export async function commentRoutes(fastify: FastifyInstance, opts: { comments: CommentsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = opts.comments;
  const actor = (request: Parameters<typeof actorOf>[1]) => actorOf(app.database.db, request);
  const response = <T>(schema: T) => ({ 200: schema, ...COMMENT_FAILS });

  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: '댓글 목록 (답글 포함, 다른 학교 이름 가림)',
        querystring: commentListRequestSchema,
        response: response(commentListResponseSchema),
      },
    },
    async (request) => ok(await service.list(await actor(request), request.query)),
  );
  app.post(
    '/write',
    {
      schema: {
        tags,
        summary: '댓글·답글 쓰기',
        body: commentWriteRequestSchema,
        response: response(commentResponseSchema),
      },
    },
    async (request) => ok(await service.write(await actor(request), request.body), COMMENT_MESSAGES.written),
  );
  app.post(
    '/edit',
    {
      schema: {
        tags,
        summary: '댓글 수정 (작성자)',
        body: commentEditRequestSchema,
        response: response(commentResponseSchema),
      },
    },
    async (request) => ok(await service.edit(await actor(request), request.body), COMMENT_MESSAGES.edited),
  );
  app.post(
    '/delete',
    {
      schema: {
        tags,
        summary: '댓글 삭제 (작성자·관리자)',
        body: commentKeyRequestSchema,
        response: response(commentDoneResponseSchema),
      },
    },
    async (request) => {
      const { commentKey, byModerator } = await service.remove(await actor(request), request.body.commentKey);
      // Only a moderator's deletion of someone else's comment is a staff action (decision 284).
      if (byModerator)
        await app.staffAudit.record(request, {
          action: 'comment.delete',
          targetType: 'comment',
          targetKey: commentKey,
        });
      return ok({ commentKey }, COMMENT_MESSAGES.deleted);
    },
  );
  app.post(
    '/hide',
    {
      schema: {
        tags,
        summary: '댓글 숨기기 (관리자)',
        body: commentHideRequestSchema,
        response: response(commentResponseSchema),
      },
    },
    async (request) => {
      const hidden = request.body.hiddenYn === 'Y';
      const data = await service.setHidden(await actor(request), request.body.commentKey, hidden);
      if (hidden)
        await app.staffAudit.record(request, {
          action: 'comment.hide',
          targetType: 'comment',
          targetKey: request.body.commentKey,
        });
      return ok(data, hidden ? COMMENT_MESSAGES.hidden : COMMENT_MESSAGES.shown);
    },
  );
  app.post(
    '/pin',
    {
      schema: {
        tags,
        summary: '댓글 고정 (관리자)',
        body: commentPinRequestSchema,
        response: response(commentResponseSchema),
      },
    },
    async (request) => {
      const pinned = request.body.pinnedYn === 'Y';
      const data = await service.setPinned(await actor(request), request.body.commentKey, pinned);
      return ok(data, pinned ? COMMENT_MESSAGES.pinned : COMMENT_MESSAGES.unpinned);
    },
  );
  app.post(
    '/report',
    {
      schema: {
        tags,
        summary: '댓글 신고',
        body: commentReportRequestSchema,
        response: response(commentDoneResponseSchema),
      },
    },
    async (request) =>
      ok(
        await service.report(await actor(request), request.body.commentKey, request.body.reason),
        COMMENT_MESSAGES.reported,
      ),
  );
  app.get(
    '/reports',
    {
      schema: {
        tags,
        summary: '신고된 댓글 (선생님: 우리 학교, 운영자: 전체)',
        querystring: commentReportsRequestSchema,
        response: response(commentReportsResponseSchema),
      },
    },
    async (request) => ok(await service.reports(await actor(request), request.query)),
  );
  app.post(
    '/reports/resolve',
    {
      schema: {
        tags,
        summary: '신고 처리 (숨김·기각)',
        body: commentResolveRequestSchema,
        response: response(commentDoneResponseSchema),
      },
    },
    async (request) => {
      const { reportKey, actionCode } = request.body;
      const done = await service.resolve(await actor(request), reportKey, actionCode);
      if (actionCode === 'hide')
        await app.staffAudit.record(request, {
          action: 'comment.hide',
          targetType: 'report',
          targetKey: reportKey,
        });
      return ok(done, COMMENT_MESSAGES.resolved);
    },
  );
}
