import { type SiteBasePath, schoolLevelByCode } from '@reading/contract/codes/school-levels';
import { type Session, useSession } from './session-store.ts';

/**
 * The member fields the shell reads (spec 000 §3 login state, spec 001 §3 logged-in member). The
 * identity issue owns the session and fills them; until its Session type names them they are read
 * as optional here, so the shell never breaks on a session that lacks one.
 */
export type ShellMemberFields = {
  id?: string;
  name?: string;
  memberTypeCode?: string;
  /** School level of the member's school: 01 elementary, 02 middle, 03 high (spec 000 §3). */
  schGropCode?: string | null;
  provCode?: string | null;
  neisCode?: string | null;
  /** DLS user number; empty means the member has not verified a library card (spec 000 §2 Banner). */
  dlsUserNo?: string | null;
  /** The library token login returns for a member whose card is linked (spec 000 §3). */
  dlsToken?: unknown;
};

export type MemberRole = 'student' | 'teacher' | 'manager' | 'general';

/** Spec 000 §6: 01 student, 02 teacher, 03 school manager, otherwise general. */
export function roleOf(memberTypeCode: string | undefined): MemberRole {
  if (memberTypeCode === '01') return 'student';
  if (memberTypeCode === '02') return 'teacher';
  if (memberTypeCode === '03') return 'manager';
  return 'general';
}

export type ShellMember = ShellMemberFields & {
  loggedIn: true;
  role: MemberRole;
  /** Teachers and managers: the staff menu groups, the class-application shortcut. */
  isStaff: boolean;
  /** The site root of the member's school level, or null when it has none. */
  basePath: SiteBasePath | null;
  /** A library card is linked: a DLS user number, or the library token login hands out for one. */
  dlsLinked: boolean;
};

export function memberOf(session: Session | null): ShellMember | null {
  if (!session) return null;
  const fields = session as Session & ShellMemberFields;
  const role = roleOf(fields.memberTypeCode);
  return {
    ...fields,
    loggedIn: true,
    role,
    isStaff: role === 'teacher' || role === 'manager',
    basePath: schoolLevelByCode(fields.schGropCode)?.basePath ?? null,
    dlsLinked: Boolean(fields.dlsUserNo || fields.dlsToken),
  };
}

/** The logged-in member as the shell sees it, or null when anonymous. */
export function useMember(): ShellMember | null {
  return memberOf(useSession());
}
