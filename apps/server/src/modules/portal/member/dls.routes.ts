import {
  agreeRequestSchema,
  agreeResponseSchema,
  DLS_MESSAGES,
  deleteMemberDlsInfoRequestSchema,
  deleteMemberDlsInfoResponseSchema,
  dlsAuthRequestSchema,
  dlsAuthResponseSchema,
  memberAgreeRequestSchema,
  memberAgreeResponseSchema,
} from '@reading/contract/auth/dls';
import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../../lib/errors.ts';
import { requireMember } from '../core/session.plugin.ts';
import { createSessionRepository } from '../core/session.repository.ts';
import type { PupilApprovalService } from '../teacher-approval/public.ts';

export const failures = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
  409: failEnvelopeSchema,
};

/** A member may act only on their own memberKey. */
function ownMember(request: FastifyRequest, memberKey: number) {
  const member = requireMember(request);
  if (member.memberKey !== memberKey) throw forbidden();
  return member;
}

/** DLS authentication (MembershipUpdate) and consent: the portal's side, the library module proves cards. */
export async function dlsMemberRoutes(fastify: FastifyInstance, opts: { pupils: PupilApprovalService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const patrons = app.library.patrons;
  const members = createSessionRepository(app.database.db);

  app.post(
    '/dlsAuth',
    {
      schema: {
        tags: ['member'],
        summary: 'DLS 인증 (도서관 이용증 연결)',
        body: dlsAuthRequestSchema,
        response: { 200: dlsAuthResponseSchema, ...failures },
      },
    },
    async (request) => {
      const member = requireMember(request);
      const record = (await members.findMemberByLoginId(member.loginId))!;
      const { patron, dlsToken } = await patrons.linkByCode({
        memberKey: member.memberKey,
        memberName: record.name,
        // A pupil not yet verified links at the school they registered with: the card is their proof (220).
        schKey: member.registeredSchKey,
        code: request.body.linkCode,
        sessionHash: member.tokenHash,
      });
      await opts.pupils.verifyByCard(member, patron);
      return ok(
        {
          dlsLoanCardNo: patron.cardNo,
          dlsToken,
          agreeYN: patron.agreeYn === 'Y' ? 'Y' : 'N',
          libName: patron.libName,
        },
        'DLS 인증이 완료되었습니다.',
      );
    },
  );

  app.get(
    '/getMemberAgree',
    {
      schema: {
        tags: ['member'],
        summary: 'DLS 정보 제공 동의 여부',
        querystring: memberAgreeRequestSchema,
        response: { 200: memberAgreeResponseSchema, ...failures },
      },
    },
    async (request) => {
      const member = ownMember(request, request.query.memberKey);
      const card = await patrons.requireLinked(member.memberKey, request.query.dlsLoanCardNo);
      return ok({ agreeYN: card.agreeYn === 'Y' ? ('Y' as const) : ('N' as const) });
    },
  );

  app.get(
    '/agree',
    {
      schema: {
        tags: ['member'],
        summary: 'DLS 정보 제공 동의 (N이면 DLS 인증 해제)',
        querystring: agreeRequestSchema,
        response: { 200: agreeResponseSchema, ...failures },
      },
    },
    async (request) => {
      const member = ownMember(request, request.query.memberKey);
      const card = await patrons.requireLinked(member.memberKey, request.query.dlsLoanCardNo);
      if (request.query.agreeYN === 'Y') {
        await patrons.setAgree(card.patronId, 'Y');
        return ok({ agreeYN: 'Y' as const }, DLS_MESSAGES.agreed);
      }
      await patrons.unlink(card.patronId);
      return ok({ agreeYN: 'N' as const }, DLS_MESSAGES.disconnected);
    },
  );

  app.get(
    '/deleteMemberDlsInfo',
    {
      schema: {
        tags: ['member'],
        summary: 'DLS 인증 정보 삭제',
        querystring: deleteMemberDlsInfoRequestSchema,
        response: { 200: deleteMemberDlsInfoResponseSchema, ...failures },
      },
    },
    async (request) => {
      const member = ownMember(request, request.query.memberKey);
      const card = await patrons.requireLinked(member.memberKey, request.query.dlsLoanCardNo);
      await patrons.unlink(card.patronId);
      return ok(null, DLS_MESSAGES.deleted);
    },
  );
}
