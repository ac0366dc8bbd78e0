/**
 * The separate school-admin site a manager's quick button opens with `managerId` (spec 000 §2).
 * Deployments set VITE_SCHOOL_ADMIN_URL; the default is the same origin's /schoolAdmin.
 */
export const SCHOOL_ADMIN_URL: string = import.meta.env.VITE_SCHOOL_ADMIN_URL ?? '/schoolAdmin';

export function schoolAdminHref(managerId: string): string {
  const url = new URL(SCHOOL_ADMIN_URL, window.location.origin);
  url.searchParams.set('managerId', managerId);
  return url.toString();
}
