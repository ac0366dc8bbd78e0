import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import {
  type BoardCode,
  COMMUNITY_MESSAGES,
  NATIONAL_ONLY_BOARDS,
  SCHOOL_ONLY_BOARDS,
  STAFF_BOARD_CODES,
  type StaffBoardCode,
} from '@reading/contract/community/codes';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { member } from '../../../db/schema/portal.ts';
import { forbidden, unauthorized } from '../../../lib/errors.ts';
import { actingRole } from '../auth/session.plugin.ts';

/**
 * Who is asking, for the community's rules (decision 072). Every role check of the community is in this
 * file. `memberTypeCode` is the role the member acts with (`actingRole`, decision 050): a teacher or
 * manager whose account is not verified acts with no staff rights.
 */
export type Actor = {
  memberKey: number;
  name: string;
  memberTypeCode: string;
  schKey: number | null;
  operator: boolean;
};

/** The logged-in member with their name and staff role, or null for an anonymous request. */
export async function actorOf(db: Db, request: FastifyRequest): Promise<Actor | null> {
  const session = request.member;
  if (!session) return null;
  const [row] = await db
    .select({ name: member.name, staffRole: member.staffRole })
    .from(member)
    .where(eq(member.memberKey, session.memberKey));
  return {
    memberKey: session.memberKey,
    name: row?.name ?? session.loginId,
    memberTypeCode: actingRole(session) ?? '',
    schKey: session.schKey,
    operator: row?.staffRole === 'operator',
  };
}

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

/**
 * The boards an actor administers in a scope (decision 226): an operator the service's posts of every
 * staff board but the school-only ones, a school manager their school's posts of every staff board but
 * the national-only ones; anyone else none. Members' boards (inquiries, counselling, service requests,
 * the share room) are no one's to list here: each has its own calls and readers.
 */
export function administeredBoards(a: Actor | null, schKey: number | null): StaffBoardCode[] {
  if (!managesScope(a, schKey)) return [];
  const outside = schKey === null ? SCHOOL_ONLY_BOARDS : NATIONAL_ONLY_BOARDS;
  return STAFF_BOARD_CODES.filter((c) => !outside.includes(c));
}

/** Whether an actor may write a board in a scope; throws 401/403 with the reason when not. */
export function assertBoardWriter(a: Actor | null, boardCode: BoardCode, schKey: number | null): Actor {
  const actor = requireActor(a);
  if (schKey === null) {
    if (!actor.operator)
      throw forbidden(isSchoolManager(actor) ? COMMUNITY_MESSAGES.schoolBoardOnly : undefined);
    if (SCHOOL_ONLY_BOARDS.includes(boardCode)) throw forbidden(COMMUNITY_MESSAGES.schoolBoardOnly);
    return actor;
  }
  if (!isSchoolManager(actor)) throw forbidden();
  if (actor.schKey !== schKey) throw forbidden(COMMUNITY_MESSAGES.otherSchool);
  if (NATIONAL_ONLY_BOARDS.includes(boardCode)) throw forbidden(COMMUNITY_MESSAGES.operatorOnly);
  return actor;
}
