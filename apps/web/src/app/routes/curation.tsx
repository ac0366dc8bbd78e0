import { AccessionCurationPage } from '../../features/curation/components/accession-curation-page.tsx';
import { CenterCurationPage } from '../../features/curation/components/center-curation-page.tsx';
import {
  CustomizedCurationPage,
  CustomizedProcessPage,
  CustomizedResultPage,
} from '../../features/curation/components/customized-pages.tsx';
import { MyActivitesCurationPage } from '../../features/curation/components/my-activites-curation-page.tsx';
import { MyAiCurationPage } from '../../features/curation/components/my-ai-curation-page.tsx';
import { PopularCurationPage } from '../../features/curation/components/popular-curation-page.tsx';
import { ReadingStatisticsPage } from '../../features/curation/components/reading-statistics-panel.tsx';
import { RecommendedBookManagePage } from '../../features/curation/components/recommended-book-manage-page.tsx';
import { StudentCurationPage } from '../../features/curation/components/student-curation-page.tsx';
import { useMemberGuard } from '../../features/membership/public.ts';

/** The recommended-book routes (spec 001 §2.2 Curation; issue 15). */
export const PopularCurationRoute = PopularCurationPage;
export const AccessionCurationRoute = AccessionCurationPage;
export const CenterCurationRoute = CenterCurationPage;
export const StudentCurationRoute = StudentCurationPage;
export const CustomizedCurationRoute = CustomizedCurationPage;
export const CustomizedProcessRoute = CustomizedProcessPage;
export const CustomizedResultRoute = CustomizedResultPage;
export const ReadingStatisticsRoute = ReadingStatisticsPage;

/** MyAiCuration needs a member (their loans). */
export function MyAiCurationRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session ? <MyAiCurationPage /> : null;
}

/** RecommendedBookManage: the table's guard keeps students out; the server admits verified teachers only. */
export function RecommendedBookManageRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session ? <RecommendedBookManagePage /> : null;
}

/** MyActivitesCuration: the member's own picks and saved questionnaires (decision 111). */
export function MyActivitesCurationRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session ? <MyActivitesCurationPage /> : null;
}
