import type { SiteBasePath } from '@reading/contract/codes/school-levels';
import { joinSitePath, type RouteGuard } from '../config/paths.ts';
import type { ShellMember } from '../lib/member.ts';
import { siteOfPath } from '../lib/site.ts';
import { ko } from '../messages/ko.ts';

/**
 * The client half of the route guard (spec 001 §2.3, §6). The server answers the same rules with 403
 * on the APIs behind these routes.
 */

/** The message that blocks `member` from a route with `guard`, or null when the route is open to them. */
export function guardMessage(guard: RouteGuard | undefined, member: ShellMember | null): string | null {
  // A general member passes: the agency's operators (general members) use the staff console, and the
  // server answers anyone else 403, which the page shows with its reason and the way home (issue 37.6).
  if (guard === 'notStudent') return member?.role === 'student' ? ko.guard.studentBlocked : null;
  if (guard === 'studentOnly') return member?.role === 'student' ? null : ko.guard.studentOnly;
  // Anonymous visitors pass here; the page itself asks them to log in first.
  if (guard === 'managerOnly') return member && member.role !== 'manager' ? ko.guard.studentBlocked : null;
  return null;
}

/** Spec 001 §2.3: routes whose name contains PureScreen are loaded as a full page, not in the SPA. */
export function needsFullReload(routeName: string): boolean {
  return routeName.includes('PureScreen');
}

/**
 * Spec 001 §2.3: a logged-in member stays on the site of their school level. Returns the same page
 * under the member's site root when `pathname` is under another one, else null. A general member
 * without a level (an operator too) is kept on the main site '/' ("others on /", decision 255);
 * anonymous visitors may open any site (docs/decisions/020-route-guard.md).
 */
export function memberSiteRedirect(
  pathname: string,
  search: string,
  member: ShellMember | null,
): string | null {
  // A school's member (pupil, teacher, manager) whose level the session does not name stays put.
  if (!member || (!member.basePath && member.role !== 'general')) return null;
  const home = (member.basePath ?? '/') as SiteBasePath;
  const site = siteOfPath(pathname);
  if (site.basePath === home) return null;
  const rest = site.basePath === '/' ? pathname : pathname.slice(site.basePath.length) || '/';
  return `${joinSitePath(home, rest)}${search}`;
}
