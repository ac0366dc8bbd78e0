import {
  type BoardCode,
  COMMUNITY_MESSAGES,
  NATIONAL_ONLY_BOARDS,
  SCHOOL_ONLY_BOARDS,
  STAFF_BOARD_CODES,
  type StaffBoardCode,
} from '@reading/contract/community/codes';
import { forbidden } from '../../../lib/errors.ts';
import { type Actor, isSchoolManager, managesScope, requireActor } from '../core/actor.ts';

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
