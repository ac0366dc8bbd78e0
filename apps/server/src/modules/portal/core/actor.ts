import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import { COMMUNITY_MESSAGES } from '@reading/contract/community/codes';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { member } from '../../../db/schema/portal.ts';
import { unauthorized } from '../../../lib/errors.ts';
import { actingRole } from './session.plugin.ts';

/**
 * Who is asking, for the portal's rules (decisions 072, 263): the caller every area checks roles on. The
 * board engine's own rules (who administers and writes which board) are in `community/access.ts`.
 * `memberTypeCode` is the role the member acts with (`actingRole`, decision 050): a teacher or manager
 * whose account is not verified acts with no staff rights.
 */
export type Actor = {
  memberKey: number;
  name: string;
  memberTypeCode: string;
  schKey: number | null;
  operator: boolean;
} & ClassPlace;

/**
 * The member's grade and class as the member table holds them at the request (an approved change of class
 * applies from the next one); null where the member has none. What an area targets a pupil's class by,
 * instead of reading the member table itself.
 */
export type ClassPlace = { grade: number | null; classNo: number | null };

/** The logged-in member with their name and staff role, or null for an anonymous request. */
export async function actorOf(db: Db, request: FastifyRequest): Promise<Actor | null> {
  const session = request.member;
  if (!session) return null;
  const [row] = await db
    .select({ name: member.name, staffRole: member.staffRole, grade: member.grade, classNo: member.classNo })
    .from(member)
    .where(eq(member.memberKey, session.memberKey));
  return {
    memberKey: session.memberKey,
    name: row?.name ?? session.loginId,
    memberTypeCode: actingRole(session) ?? '',
    schKey: session.schKey,
    operator: row?.staffRole === 'operator',
    grade: row?.grade ?? null,
    classNo: row?.classNo ?? null,
  };
}

/** The portal's one login guard (decision 263): the actor, or 401 로그인이 필요합니다. for an anonymous call. */
export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw unauthorized(COMMUNITY_MESSAGES.loginRequired);
  return actor;
}

export const isStudentActor = (a: Actor | null) => a?.memberTypeCode === MEMBER_TYPES.student;

/** A teacher or school manager of a school (the rights counselling answers need). */
export function hasTeacherRights(a: Actor | null): boolean {
  return (
    !!a &&
    a.schKey !== null &&
    (a.memberTypeCode === MEMBER_TYPES.teacher || a.memberTypeCode === MEMBER_TYPES.manager)
  );
}

/** The school manager of a school (writes that school's boards, answers its inquiries). */
export function isSchoolManager(a: Actor | null): boolean {
  return !!a && a.schKey !== null && a.memberTypeCode === MEMBER_TYPES.manager;
}

/** Whether the actor manages the posts of a scope: an operator the service's (null), a manager their school's. */
export function managesScope(a: Actor | null, schKey: number | null): boolean {
  if (!a) return false;
  if (schKey === null) return a.operator;
  return isSchoolManager(a) && a.schKey === schKey;
}
