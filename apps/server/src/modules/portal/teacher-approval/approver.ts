import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../../lib/errors.ts';
import { assertRole } from '../core/session.plugin.ts';

/** Who decides on a school's members (decisions 050, 220): its manager, or one of its verified teachers. */
export type Approver = { memberKey: number; schKey: number; role: 'manager' | 'teacher' };

/**
 * The verified school staff behind a request, acting for their own school: the school manager (03), and
 * where `teachers` allows it a verified teacher (02). 401 without a session, 403 for anyone else.
 */
export function approverOf(request: FastifyRequest, teachers: 'teachers too' | 'manager only'): Approver {
  const roles =
    teachers === 'teachers too' ? [MEMBER_TYPES.manager, MEMBER_TYPES.teacher] : [MEMBER_TYPES.manager];
  const member = assertRole(request, ...(roles as ('02' | '03')[]));
  if (member.schKey === null) throw forbidden();
  const role = member.memberTypeCode === MEMBER_TYPES.manager ? 'manager' : 'teacher';
  return { memberKey: member.memberKey, schKey: member.schKey, role };
}
