import { useMemberGuard } from '../../features/membership/public.ts';
import { TeacherApprovalManage } from '../../features/teacher-approval/components/teacher-approval-manage.tsx';

/** TeacherApprovalManage: the school manager's teacher verification (decision 050). */
export function TeacherApprovalManageRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session ? <TeacherApprovalManage /> : null;
}
