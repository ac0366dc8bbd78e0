import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import { type SQL, sql } from 'drizzle-orm';
import { readingActivity as a } from '../../../db/schema/portal-activities.ts';

/**
 * Who reads reading activities (decision 130): the member, the role they act with (an unverified teacher
 * acts with none) and their school. Null: an anonymous visitor.
 */
export type Viewer = { memberKey: number; memberTypeCode: string; schKey: number | null } | null;

/** A verified teacher or school manager of a school: reviews that school's activities. */
export const isSchoolStaff = (v: Viewer): v is NonNullable<Viewer> & { schKey: number } =>
  !!v &&
  v.schKey !== null &&
  (v.memberTypeCode === MEMBER_TYPES.teacher || v.memberTypeCode === MEMBER_TYPES.manager);

/**
 * The one visibility rule, as SQL for every list, detail, count and file of the area (spec 000 §3 codes):
 * - the author always sees their own (drafts and 05 self-kept included); nobody else sees a draft or a 05;
 * - the teachers and managers of the author's school see every submitted one (01 private included: they
 *   review it);
 * - everyone else sees only approved ones: 02 the same school's members, 03 any logged-in member,
 *   04 or 06 anyone, anonymous visitors included; 01 nobody else.
 */
export function visibleTo(v: Viewer): SQL {
  const published = sql`${a.statusCode} = '02' and (${a.privacyBoundCode} in ('04', '06')${
    v ? sql` or ${a.privacyBoundCode} = '03'` : sql``
  }${v?.schKey ? sql` or (${a.privacyBoundCode} = '02' and ${a.schKey} = ${v.schKey})` : sql``})`;
  const shared = sql`${a.statusCode} <> '00' and ${a.privacyBoundCode} <> '05'`;
  const staff = isSchoolStaff(v) ? sql` or ${a.schKey} = ${v.schKey}` : sql``;
  const own = v ? sql`${a.memberKey} = ${v.memberKey} or ` : sql``;
  return sql`(${own}(${shared} and ((${published})${staff})))`;
}

/** What the school's teachers review: submitted, approved or returned, not 05 self-kept. */
export function reviewableBy(v: Viewer): SQL {
  if (!isSchoolStaff(v)) return sql`false`;
  return sql`(${a.schKey} = ${v.schKey} and ${a.statusCode} <> '00' and ${a.privacyBoundCode} <> '05')`;
}
