import type { BoardCode } from '@reading/contract/community/codes';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { boardPost } from '../../../db/schema/portal-community.ts';
import { type Actor, hasTeacherRights, isSchoolManager } from '../core/actor.ts';
import { notDeleted, visibleTo } from './board.queries.ts';

/**
 * What an actor may read of a board, in any scope (decision 070). Lists, details and downloads all ask
 * this one condition, so a file is never easier to reach than its post.
 */

/** The posts an actor manages: an operator the service's, a school manager their school's. */
export function managedBy(actor: Actor | null): SQL {
  if (actor?.operator) return isNull(boardPost.schKey);
  if (actor && isSchoolManager(actor)) return eq(boardPost.schKey, actor.schKey!);
  return sql`false`;
}

const mine = (actor: Actor | null) => (actor ? eq(boardPost.writerMemberKey, actor.memberKey) : sql`false`);

/** Inquiries: published ones, the asker's own, and every one of the scope an operator or manager answers. */
export function readableInquiries(actor: Actor | null): SQL {
  const staff = actor?.operator ? sql`true` : managedBy(actor);
  return and(notDeleted(), or(eq(boardPost.publicYn, 'Y'), mine(actor), staff))!;
}

/** Counselling: the student's own, and every one of their school for its teachers and manager. */
export function readableCounseling(actor: Actor | null): SQL {
  const school = actor && hasTeacherRights(actor) ? eq(boardPost.schKey, actor.schKey!) : sql`false`;
  return and(notDeleted(), or(mine(actor), school))!;
}

/** Service requests (decision 152): the requester's own, and every one for an operator. */
export function readableServiceRequests(actor: Actor | null): SQL {
  return and(notDeleted(), actor?.operator ? sql`true` : mine(actor))!;
}

/**
 * Teacher share room (decision 151): teachers and managers of a school (and operators) see the materials
 * shared with every school and those their own school keeps to itself; a student, no one.
 */
export function readableShares(actor: Actor | null): SQL {
  if (!actor || !(hasTeacherRights(actor) || actor.operator)) return sql`false`;
  const ownSchool = actor.schKey ? eq(boardPost.schKey, actor.schKey) : sql`false`;
  return and(
    notDeleted(),
    eq(boardPost.hiddenYn, 'N'),
    or(eq(boardPost.openScope, '04'), ownSchool, actor.operator ? sql`true` : sql`false`),
  )!;
}

export function readableBy(boardCode: BoardCode, actor: Actor | null): SQL {
  if (boardCode === 'qna') return readableInquiries(actor);
  if (boardCode === 'teacherShare') return readableShares(actor);
  if (boardCode === 'counseling') return readableCounseling(actor);
  if (boardCode === 'serviceRequest') return readableServiceRequests(actor);
  return or(visibleTo(actor, false), and(notDeleted(), managedBy(actor)))!;
}
