import { BalanceApprovalPage } from '../../features/balance-game/components/balance-approval.tsx';
import { BalanceDetailPage } from '../../features/balance-game/components/balance-detail.tsx';
import { BalanceCreatePage, BalanceEditPage } from '../../features/balance-game/components/balance-form.tsx';
import { BalanceListPage } from '../../features/balance-game/components/balance-list.tsx';
import {
  DiscussionDetailPage,
  DiscussionListPage,
} from '../../features/discussion-room/components/discussion-pages.tsx';
import {
  DiscussionFormPage,
  DiscussionTeacherPage,
} from '../../features/discussion-room/components/discussion-teacher.tsx';
import { NewsgroupPage } from '../../features/newsgroup/components/newsgroup-pages.tsx';

/** Balance games, discussion rooms and reading newsgroups (issue 18; decisions 170–174). */
export const ContestBalanceGameRoute = () => <BalanceListPage route="contestBalanceGame" />;
export const BalanceGameRoute = () => <BalanceListPage route="BalanceGame" />;
export const BalanceCreateRoute = BalanceCreatePage;
export const BalanceEditRoute = BalanceEditPage;
export const BalanceDetailRoute = BalanceDetailPage;
export const BalanceApprovalRoute = BalanceApprovalPage;
export const ReadingDiscussionRoomRoute = DiscussionListPage;
export const ReadingDiscussionDetailRoute = DiscussionDetailPage;
export const ReadingDiscussionDetailTeacherRoute = DiscussionTeacherPage;
export const ReadingDiscussionFormRoute = DiscussionFormPage;
export const ReadingNewsGroupRoute = () => <NewsgroupPage route="ReadingNewsGroup" />;
export const VirtualCommunityRoute = () => <NewsgroupPage route="virtualCommunity" />;
