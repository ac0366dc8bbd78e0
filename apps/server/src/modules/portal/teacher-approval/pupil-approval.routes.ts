import {
  classCodeResponseSchema,
  classCodesResponseSchema,
  classRefSchema,
  PUPIL_VERIFY_MESSAGES as M,
  pupilApprovalListRequestSchema,
  pupilApprovalListResponseSchema,
  pupilApproveRequestSchema,
  pupilDecisionResponseSchema,
  pupilRefuseRequestSchema,
  rollOverRequestSchema,
  rollOverResponseSchema,
} from '@reading/contract/auth/pupil-verification';
import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { approverOf } from './approver.ts';
import type { PupilApprovalService } from './pupil-approval.service.ts';

const failures = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
  409: failEnvelopeSchema,
};
const tags = ['member'];

/**
 * /schome/service/member/pupilApproval/*: the class teacher or the school manager verifies pupils, decides
 * grade/class changes and issues class codes; the manager rolls the school year over (decisions 220, 221).
 */
export async function pupilApprovalRoutes(fastify: FastifyInstance, opts: { pupils: PupilApprovalService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { pupils } = opts;
  const staff = (request: Parameters<typeof approverOf>[0]) => approverOf(request, 'teachers too');

  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: '학생 인증·학년반 변경 대기 목록 (담당 학급 교사, 학교관리자)',
        querystring: pupilApprovalListRequestSchema,
        response: { 200: pupilApprovalListResponseSchema, ...failures },
      },
    },
    async (request) => ok(await pupils.list(staff(request), request.query)),
  );

  app.post(
    '/approve',
    {
      schema: {
        tags,
        summary: '학생 인증·학년반 변경 승인',
        body: pupilApproveRequestSchema,
        response: { 200: pupilDecisionResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { itemType, key } = request.body;
      const done = await pupils.approve(staff(request), itemType, key);
      await app.staffAudit.record(request, { action: 'pupil.approve', targetType: itemType, targetKey: key });
      return ok(done, itemType === 'signup' ? M.approved : M.changeApproved);
    },
  );

  app.post(
    '/refuse',
    {
      schema: {
        tags,
        summary: '학생 인증·학년반 변경 거절 (사유)',
        body: pupilRefuseRequestSchema,
        response: { 200: pupilDecisionResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { itemType, key, reason } = request.body;
      const done = await pupils.refuse(staff(request), itemType, key, reason);
      await app.staffAudit.record(request, { action: 'pupil.refuse', targetType: itemType, targetKey: key });
      return ok(done, itemType === 'signup' ? M.refusedDone : M.changeRefused);
    },
  );

  app.get(
    '/classCodes',
    {
      schema: {
        tags,
        summary: '담당 학급과 학급 코드',
        response: { 200: classCodesResponseSchema, ...failures },
      },
    },
    async (request) => ok({ list: await pupils.classCodes(staff(request)) }),
  );

  app.post(
    '/classCode/issue',
    {
      schema: {
        tags,
        summary: '학급 코드 발급 (이전 코드 폐기)',
        body: classRefSchema,
        response: { 200: classCodeResponseSchema, ...failures },
      },
    },
    async (request) => {
      const issued = await pupils.issueCode(staff(request), request.body);
      await app.staffAudit.record(request, {
        action: 'class.code',
        targetType: 'class',
        targetKey: `${request.body.grade}-${request.body.classNo}`,
      });
      return ok(issued, M.codeIssued);
    },
  );

  app.post(
    '/classCode/revoke',
    {
      schema: {
        tags,
        summary: '학급 코드 폐기',
        body: classRefSchema,
        response: { 200: classCodeResponseSchema, ...failures },
      },
    },
    async (request) => ok(await pupils.revokeCode(staff(request), request.body), M.codeRevoked),
  );

  app.post(
    '/rollOver',
    {
      schema: {
        tags,
        summary: '새 학년도 진급 (학교관리자, 연 1회)',
        body: rollOverRequestSchema,
        response: { 200: rollOverResponseSchema, ...failures },
      },
    },
    async (request) => {
      const done = await pupils.rollOver(approverOf(request, 'manager only'));
      // The graduates leave the school's pupils for general members: a role change of the school's roll.
      await app.staffAudit.record(request, {
        action: 'role.change',
        targetType: 'schoolYear',
        targetKey: done.schoolYear,
      });
      return ok(done, M.rolledOver(done.moved, done.graduated));
    },
  );
}
