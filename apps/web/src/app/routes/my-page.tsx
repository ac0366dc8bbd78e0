import { useSearchParams } from 'react-router';
import { keyParam } from '../../components/board/route-params.ts';
import { useMemberGuard } from '../../features/membership/public.ts';
import { BookShelfList } from '../../features/my-page/components/book-shelf-list.tsx';
import { DashBoard } from '../../features/my-page/components/dash-board.tsx';
import { InfoUpdate } from '../../features/my-page/components/info-update.tsx';
import { MessageManage } from '../../features/my-page/components/message-manage.tsx';
import { MyBadge } from '../../features/my-page/components/my-badge.tsx';
import { MyCommunity } from '../../features/my-page/components/my-community.tsx';
import { ShelfDetail } from '../../features/my-page/components/shelf-detail.tsx';
import { MissingKeyPage } from './not-found.tsx';

/** The member's own pages (issue 13): each asks for a login first. */
export function MyBadgeRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session?.memberKey ? <MyBadge memberKey={session.memberKey} /> : null;
}

export function MessageManageRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session?.memberKey ? (
    <MessageManage memberKey={session.memberKey} hasSchool={Boolean(session.schKey)} />
  ) : null;
}

export function BookShelfListRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session?.memberKey ? <BookShelfList memberKey={session.memberKey} /> : null;
}

function useShelfKey() {
  return keyParam(useSearchParams()[0], 'shelfKey');
}

export function PrivateShelfDetailRoute() {
  const session = useMemberGuard({ needsDls: false });
  const shelfKey = useShelfKey();
  if (!shelfKey) return <MissingKeyPage back="BookShelfList" />;
  return session ? <ShelfDetail shelfKey={shelfKey} current="PrivateShelfDetail" /> : null;
}

export function PublicShelfDetailRoute() {
  const session = useMemberGuard({ needsDls: false });
  const shelfKey = useShelfKey();
  if (!shelfKey) return <MissingKeyPage back="BookShelfList" />;
  return session ? <ShelfDetail shelfKey={shelfKey} current="PublicShelfDetail" /> : null;
}

export function DashBoardRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session?.memberKey ? <DashBoard memberKey={session.memberKey} /> : null;
}

export function InfoUpdateRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session?.memberKey ? <InfoUpdate memberKey={session.memberKey} /> : null;
}

export function MyCommunityRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session?.memberKey ? <MyCommunity memberKey={session.memberKey} /> : null;
}
