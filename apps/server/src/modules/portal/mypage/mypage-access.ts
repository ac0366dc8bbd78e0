import { failEnvelopeSchema } from '@reading/contract/envelope';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../../lib/errors.ts';
import { requireMember, type SessionMember } from '../core/session.plugin.ts';

/** The logged-in member, when the call names them (`memberKey`); 401 without a session, 403 for another. */
export function ownMember(request: FastifyRequest, memberKey: number | undefined): SessionMember {
  const member = requireMember(request);
  if (memberKey !== undefined && member.memberKey !== memberKey) throw forbidden();
  return member;
}

/** The failure answers of my page's calls, by HTTP status. */
export const MYPAGE_FAILS = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
  409: failEnvelopeSchema,
};
