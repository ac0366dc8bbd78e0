import type { BoardCode } from '@reading/contract/community/codes';
import { and, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { school } from '../../../db/schema/portal.ts';
import { boardPost } from '../../../db/schema/portal-community.ts';
import { koreaDate } from '../../../lib/clock.ts';
import type { Actor } from '../core/actor.ts';

/**
 * The SQL conditions of the board engine (decision 070): which posts a list or a detail may show.
 * Rules live in the queries, not in the client: hidden, scheduled, expired, deleted and other schools'
 * own-school posts never leave the database for a caller who may not see them.
 */

export const notDeleted = () => isNull(boardPost.deletedAt);

/** Shown to the public today: not hidden, inside its schedule. */
export function publishedToday(today = koreaDate(new Date())): SQL {
  return and(
    eq(boardPost.hiddenYn, 'N'),
    or(isNull(boardPost.startDate), lte(boardPost.startDate, today)),
    or(isNull(boardPost.endDate), gte(boardPost.endDate, today)),
  )!;
}

/** Open to everyone (04), or to members of the post's own school (02). */
export function openTo(actor: Actor | null): SQL {
  return or(eq(boardPost.openScope, '04'), actor?.schKey ? eq(boardPost.schKey, actor.schKey) : sql`false`)!;
}

/** What the public (and the actor) sees of a board: the post's state rules without the scope. */
export function visibleTo(actor: Actor | null, manage: boolean): SQL {
  return manage ? notDeleted() : and(notDeleted(), publishedToday(), openTo(actor))!;
}

export const onBoard = (...codes: BoardCode[]) =>
  codes.length === 1 ? eq(boardPost.boardCode, codes[0]!) : inArray(boardPost.boardCode, codes);

/** The service's posts, plus one school's own when a school is given. */
export function serviceAndSchool(schKey: number | undefined | null): SQL {
  return schKey ? or(isNull(boardPost.schKey), eq(boardPost.schKey, schKey))! : isNull(boardPost.schKey);
}

/** One scope exactly: the service's (null) or a school's. */
export const scopeIs = (schKey: number | null) =>
  schKey === null ? isNull(boardPost.schKey) : eq(boardPost.schKey, schKey);

/** For a region: the posts for every region (A10) and, for a real region, that region's too. */
export function forRegion(provCode: string): SQL {
  return provCode === 'A10' ? eq(boardPost.provCode, 'A10') : inArray(boardPost.provCode, ['A10', provCode]);
}

/** For a site-level school code (01 elementary, 02 middle, 03 high), or every level. */
export function forLevel(schLevelCode: string | undefined): SQL | undefined {
  return schLevelCode
    ? or(isNull(boardPost.schLevelCode), eq(boardPost.schLevelCode, schLevelCode))
    : undefined;
}

export function forMemberType(memberTypeCode: string | undefined): SQL | undefined {
  return memberTypeCode
    ? or(isNull(boardPost.memberTypeCode), eq(boardPost.memberTypeCode, memberTypeCode))
    : undefined;
}

/** Y or N filters a flag; A (any) does not. */
export function flag(column: typeof boardPost.popupYn | typeof boardPost.eventYn, value: 'Y' | 'N' | 'A') {
  return value === 'A' ? undefined : eq(column, value);
}

/** A search in title and body (or one of them), case-insensitive, with LIKE's wildcards taken literally. */
export function searchIn(keyword: string | undefined, type: 'all' | 'title' | 'content'): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (type === 'title') return ilike(boardPost.title, pattern);
  if (type === 'content') return ilike(boardPost.content, pattern);
  return or(ilike(boardPost.title, pattern), ilike(boardPost.content, pattern));
}

/** Posts of schools in a region (school news with a provCode other than AL). */
export function schoolInRegion(provCode: string): SQL {
  return inArray(
    boardPost.schKey,
    sql`(select ${school.schKey} from ${school} where ${school.provCode} = ${provCode})`,
  );
}
