import { inArea, page, redirect } from './route-entry.ts';

/** The myPage area's routes (spec 001 §2.2), in the paths table's order. */
export const MY_PAGE_ROUTES = inArea('myPage', [
  redirect('mypage', '/mypage', 'DashBoard'),
  page('MyActivites', '/MyActivites', 'ready'),
  page('MyActivitesCuration', '/MyActivitesCuration', 'ready'),
  page('MyBadge', '/MyBadge', 'ready'),
  page('DashBoard', '/DashBoard', 'ready'),
  page('InfoUpdate', '/InfoUpdate', 'ready'),
  page('MyMediaActivities', '/MyMediaActivities', 'ready'),
  page('MyQuizActivities', '/MyQuizActivities', 'ready'),
  page('MyContestManage', '/MyContestManage', 'ready'),
  page('MyAiCuration', '/MyAiCuration', 'ready'),
  page('MyLibraryStatus', '/MyLibraryStatus', 'ready'),
  page('MyLibraryClassList', '/MyLibraryClassList', 'ready', 'notStudent'),
  page('MyPortfolio', '/MyPortfolio', 'ready'),
  page('MyCommunity', '/MyCommunity', 'ready'),
  page('BookShelfList', '/BookShelfList', 'ready'),
  page('PrivateShelfDetail', '/PrivateShelfDetail', 'ready'),
  page('PublicShelfDetail', '/PublicShelfDetail', 'ready'),
  page('MessageManage', '/MessageManage', 'ready'),
  page('Membership', '/Membership', 'ready'),
  page('MembershipPureScreen', '/MembershipPureScreen', 'ready'),
  page('MembershipCheck', '/MembershipCheck', 'ready'),
  page('MembershipUpdate', '/MembershipUpdate', 'ready'),
  page('MembershipCancel', '/MembershipCancel', 'ready'),
  page('ClassManage', '/ClassManage', 'ready', 'notStudent'),
  page('RecommendedBookManage', '/RecommendedBookManage', 'ready', 'notStudent'),
  page('MyPortfolioCreation', '/MyPortfolioCreation', 'ready'),
  page('MyPortfolioMod', '/MyPortfolioMod', 'ready'),
  page('WishBookRequest', '/WishBookRequest', 'ready'),
  // Not in the spec: the school librarian's circulation desk (issue 6, docs/decisions/046).
  page('LibraryDesk', '/LibraryDesk', 'ready', 'managerOnly'),
  // Not in the spec: the school manager approves the school's teachers (issue 23, docs/decisions/050).
  page('TeacherApprovalManage', '/TeacherApprovalManage', 'ready', 'managerOnly'),
  // Not in the spec: the school librarian imports and exports the school catalogue (issue 40, decision 283).
  page('CatalogueImport', '/CatalogueImport', 'ready', 'managerOnly'),
]);
