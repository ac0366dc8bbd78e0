/**
 * The separate school-admin site a manager's quick button opens with `managerId` (spec 000 §2).
 * Deployments with one set VITE_SCHOOL_ADMIN_URL; without it the button opens this portal's own
 * circulation desk (LibraryDesk, docs/decisions/046).
 */
export const SCHOOL_ADMIN_URL: string | null = import.meta.env.VITE_SCHOOL_ADMIN_URL || null;

export function schoolAdminHref(managerId: string, adminUrl: string): string {
  const url = new URL(adminUrl, window.location.origin);
  url.searchParams.set('managerId', managerId);
  return url.toString();
}
