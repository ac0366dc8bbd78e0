import {
  TEACHER_VERIFY_MESSAGES,
  teacherApprovalListRequestSchema,
  teacherApprovalListResponseSchema,
  teacherApproveRequestSchema,
  teacherDecisionResponseSchema,
  teacherRefuseRequestSchema,
} from '@reading/contract/auth/teacher-verification';
import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { approverOf } from './approver.ts';
import { createTeacherApprovalRepository } from './teacher-approval.repository.ts';
import { createTeacherApprovalService } from './teacher-approval.service.ts';

const failures = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
  409: failEnvelopeSchema,
};

/** A verified school manager (03) with a school: the school whose teachers they decide on. */
const schoolManager = (request: FastifyRequest) => approverOf(request, 'manager only');

/** /schome/service/member/teacherApproval/*: the manager approves or refuses teachers (decision 050). */
export async function teacherApprovalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createTeacherApprovalService({
    repository: createTeacherApprovalRepository(app.database.db),
    bannedWords: app.bannedWords,
  });

  app.get(
    '/list',
    {
      schema: {
        tags: ['member'],
        summary: '교사 인증 목록 (학교관리자, 우리 학교)',
        querystring: teacherApprovalListRequestSchema,
        response: { 200: teacherApprovalListResponseSchema, ...failures },
      },
    },
    async (request) => ok(await service.list(schoolManager(request).schKey, request.query)),
  );

  app.post(
    '/approve',
    {
      schema: {
        tags: ['member'],
        summary: '교사 인증 승인',
        body: teacherApproveRequestSchema,
        response: { 200: teacherDecisionResponseSchema, ...failures },
      },
    },
    async (request) => {
      const done = await service.approve(schoolManager(request), request.body.memberKey);
      await app.staffAudit.record(request, {
        action: 'teacher.approve',
        targetType: 'member',
        targetKey: request.body.memberKey,
      });
      return ok(done, TEACHER_VERIFY_MESSAGES.approved);
    },
  );

  app.post(
    '/refuse',
    {
      schema: {
        tags: ['member'],
        summary: '교사 인증 거절 (사유)',
        body: teacherRefuseRequestSchema,
        response: { 200: teacherDecisionResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { memberKey, reason } = request.body;
      const done = await service.refuse(schoolManager(request), memberKey, reason);
      await app.staffAudit.record(request, {
        action: 'teacher.refuse',
        targetType: 'member',
        targetKey: memberKey,
      });
      return ok(done, TEACHER_VERIFY_MESSAGES.refusedDone);
    },
  );
}
