import { MEMBER_TYPES } from '@reading/contract/codes/member-types';

/**
 * Who reads a member's name: their memberKey, the role they act with (`actingRole`: an unverified teacher
 * acts with none) and their school. Null: an anonymous visitor. Every area's viewer or actor fits.
 */
export type NameViewer = { memberKey: number; memberTypeCode: string; schKey: number | null } | null;

/**
 * Whose name it is: the member, the school the name is shown for (the school of the post, activity or
 * entry when it was written; else the member's) and, where the list knows it, the member's type.
 */
export type NamedMember = {
  memberKey: number;
  schKey: number | null;
  name: string;
  memberTypeCode?: string | null;
};

/** maskingYN of a call or of a room (spec 001 §7): Y asks for more masking; N never unmasks. */
export type MaskingYn = 'Y' | 'N' | undefined;

/** 홍길동 → 홍*동, 홍길 → 홍*, 남궁민수 → 남**수: the first and last letters kept, the middle masked. */
export function maskName(name: string): string {
  const letters = Array.from(name.trim());
  if (letters.length <= 1) return letters.join('');
  if (letters.length === 2) return `${letters[0]}*`;
  return `${letters[0]}${'*'.repeat(letters.length - 2)}${letters[letters.length - 1]}`;
}

const isStaff = (code: string | null | undefined) =>
  code === MEMBER_TYPES.teacher || code === MEMBER_TYPES.manager;

/**
 * The one masking rule for members' names (issue 33; decision 230). A viewer reads a name in full when:
 * - it is their own;
 * - they are a verified teacher or manager of the school it is shown for (their pupils and colleagues);
 * - it is a teacher's or manager's name (a school's staff act in their role), unless maskingYN is Y.
 * Everyone else (anonymous visitors, other pupils, other schools' staff, general members) reads the
 * masked form, and never the member's key. maskingYN only ever adds masking: N unmasks nothing.
 */
export function seesName(viewer: NameViewer, named: Omit<NamedMember, 'name'>, maskingYn?: MaskingYn) {
  if (viewer && viewer.memberKey === named.memberKey) return true;
  if (viewer && isStaff(viewer.memberTypeCode) && viewer.schKey !== null && viewer.schKey === named.schKey)
    return true;
  return maskingYn !== 'Y' && isStaff(named.memberTypeCode);
}

/** A member's name as the viewer may read it: full or masked (see `seesName`). */
export function nameFor(viewer: NameViewer, named: NamedMember, maskingYn?: MaskingYn): string {
  return seesName(viewer, named, maskingYn) ? named.name : maskName(named.name);
}

/**
 * A member as a list shows them to a viewer: the name by the rule, the memberKey only with the full name
 * (null otherwise), and `mine` computed here so the web never compares keys itself.
 */
export function shownMember(viewer: NameViewer, named: NamedMember, maskingYn?: MaskingYn) {
  const sees = seesName(viewer, named, maskingYn);
  return {
    name: sees ? named.name : maskName(named.name),
    memberKey: sees ? named.memberKey : null,
    mine: !!viewer && viewer.memberKey === named.memberKey,
  };
}
