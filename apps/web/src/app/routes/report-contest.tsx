import { useSearchParams } from 'react-router';
import { keyParam } from '../../components/board/route-params.ts';
import { useMemberGuard } from '../../features/membership/public.ts';
import { ReportContestDetailPage } from '../../features/report-contest/components/contest-detail-page.tsx';
import { ReportContestListPage } from '../../features/report-contest/components/contest-list-page.tsx';
import { MyContestManagePage } from '../../features/report-contest/components/my-contest-manage.tsx';

/** Reading-report contests (issue 16.3; decision 135): members of a school only. */
export function ReadingReportContestRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session ? <ReportContestListPage /> : null;
}

export function ReadingContestDetailRoute() {
  const session = useMemberGuard({ needsDls: false });
  const [search] = useSearchParams();
  return session ? <ReportContestDetailPage contestKey={keyParam(search, 'contestKey')} /> : null;
}

export function MyContestManageRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session ? <MyContestManagePage /> : null;
}
