import type { StaffMe } from '@reading/contract/community/staff';
import { useStaffMe } from '../../community/public.ts';
import { useMemberGuard } from '../../membership/public.ts';

/**
 * The console pages' guard: without a login, the member pages' alert and StudentLogin; then the
 * server's staff/me says what the member may do (the route table already keeps students out).
 */
export function useStaff(): { ready: false } | { ready: true; me: StaffMe | null; error: Error | null } {
  const session = useMemberGuard({ needsDls: false });
  const me = useStaffMe();
  if (!session || me.isPending) return { ready: false };
  return { ready: true, me: me.data ?? null, error: me.error };
}
