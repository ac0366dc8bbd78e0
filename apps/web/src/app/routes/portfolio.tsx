import { useParams, useSearchParams } from 'react-router';
import { positiveKey } from '../../components/board/route-params.ts';
import { useMemberGuard } from '../../features/membership/public.ts';
import {
  MyPortfolios,
  PortfolioDetailPage,
  PortfolioEditPage,
  PortfolioListPage,
  PortfolioManageList,
} from '../../features/portfolio/components/portfolio-pages.tsx';
import { MissingKeyPage } from './not-found.tsx';

/** Portfolios (issue 16 part 4, decision 132): the member's, the school's, everyone's, the teacher's review. */
const keyOf = (value: string | null | undefined) => positiveKey(value) ?? 0;

export function MyPortfolioRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session ? <MyPortfolios /> : null;
}

export function MyPortfolioCreationRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session ? <PortfolioEditPage /> : null;
}

export function MyPortfolioModRoute() {
  const session = useMemberGuard({ needsDls: false });
  const [params] = useSearchParams();
  return session ? <PortfolioEditPage portfolioKey={keyOf(params.get('portfolioKey'))} /> : null;
}

export function PortfolioListRoute() {
  return <PortfolioListPage />;
}

export function ParticipationPortfolioListRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session ? <PortfolioListPage schKey={session.schKey ? Number(session.schKey) : null} /> : null;
}

export function PortfolioDetailRoute() {
  const key = keyOf(useParams().portfolioKey);
  return key ? (
    <PortfolioDetailPage portfolioKey={key} />
  ) : (
    <MissingKeyPage back="ParticipationPortfolioList" />
  );
}

export function ParticipationActivityPortfolioManageRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session?.memberKey ? <PortfolioManageList teacherMemberKey={session.memberKey} /> : null;
}
