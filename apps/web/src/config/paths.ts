import type { SiteBasePath } from '@reading/contract/codes/school-levels';
import { generatePath } from 'react-router';

/**
 * Every route of the portal (spec 001 §2.2, plus the shell's names from spec 000 §2) in one table.
 *
 * Paths are relative to a site root: each entry exists under '/', '/Elementary', '/Middle' and '/High'
 * alike ('/Notice' and '/Elementary/Notice'), so the table never repeats the site variants.
 * Names are the spec's words; where the spec names a route only by a nested path ('/HowTo/Detail',
 * '/Promotion/Novel/{type}') the name joins the path's words.
 *
 * `status` shows progress in one place: a 'preparing' page renders the spec's '서비스 준비중입니다.'
 * until its feature lands. Redirects carry no status: they work as soon as they are listed.
 *
 * Not listed: the spec's two unnamed '/{hash}' event pages.
 *
 * The PureScreen variant (spec 000 §1, spec 001 §2.3; decision 202): the routes whose name ends in
 * PureScreen draw their page alone, with no header, menus, banner, footer or quick menu, for the
 * school-admin site and library kiosks to embed, and load in full on entry. The spec gives no paths:
 * NoticePureScreen, SearchResultPureScreen and MembershipPureScreen are ours.
 */
export type RouteArea =
  | 'home'
  | 'announcements'
  | 'schoolCommunity'
  | 'curation'
  | 'guide'
  | 'groupReading'
  | 'myPage'
  | 'participation'
  | 'promotion'
  | 'browse'
  | 'search'
  | 'classApplication'
  | 'login';

export type RouteStatus = 'ready' | 'preparing';

/**
 * Spec 001 §6: a 'notStudent' route answers students with '접근이 불가합니다.'; a 'studentOnly' route
 * answers everyone else with '학생만 접근가능한 메뉴입니다.'. Enforced once login exists. A 'managerOnly'
 * route (the circulation desk, decision 046) answers everyone but school managers '접근이 불가합니다.'.
 */
export type RouteGuard = 'notStudent' | 'studentOnly' | 'managerOnly';

export type PageRouteDefinition = {
  name: string;
  path: string;
  area: RouteArea;
  status: RouteStatus;
  guard?: RouteGuard;
};

export type RedirectRouteDefinition = {
  name: string;
  path: string;
  area: RouteArea;
  redirect: { to: string; params?: Readonly<Record<string, string>> };
};

export type RouteDefinition = PageRouteDefinition | RedirectRouteDefinition;

function page<const N extends string, const P extends string, const S extends RouteStatus>(
  name: N,
  path: P,
  status: S,
  guard?: RouteGuard,
) {
  return { name, path, status, ...(guard ? { guard } : {}) };
}

function redirect<const N extends string, const P extends string, const T extends string>(
  name: N,
  path: P,
  to: T,
  params?: Readonly<Record<string, string>>,
) {
  return { name, path, redirect: params ? { to, params } : { to } };
}

function inArea<const A extends RouteArea, const E extends readonly object[]>(area: A, entries: E) {
  return entries.map((entry) => ({ ...entry, area })) as { [K in keyof E]: E[K] & { area: A } };
}

export const ROUTES = [
  // Home: the site roots themselves; see SITE_HOMES for the per-site names.
  ...inArea('home', [page('Home', '/', 'ready')]),
  ...inArea('announcements', [
    redirect('Community', '/Community', 'Notice'),
    page('Notice', '/Notice', 'ready'),
    page('NoticePureScreen', '/NoticePureScreen', 'ready'),
    page('Faq', '/Faq', 'ready'),
    page('SystemInfo', '/SystemInfo', 'ready'),
    page('GoodUse', '/GoodUse', 'ready'),
    page('Dls', '/Dls', 'ready'),
    page('HowTo', '/HowTo', 'ready'),
    page('NoticeDetail', '/NoticeDetail', 'ready'),
    page('DLSEventSubmit', '/DLSEventSubmit', 'ready'),
    page('DSREvent', '/DSREvent', 'ready'),
    page('DSREvent2025', '/DSREvent2025', 'ready'),
    page('MissionEvent2025', '/MissionEvent2025', 'ready'),
    page('EventBalanceGame', '/EventBalanceGame', 'ready'),
    page('EventQuiz', '/EventQuiz', 'ready'),
    page('EventSurvey', '/EventSurvey', 'ready'),
    page('GatheringEvent2025', '/GatheringEvent2025', 'ready'),
    // Two '/{hash}' event pages follow here in the spec; they are unnamed, so they are left out.
    page('UseBus', '/UseBus', 'ready'),
    page('UseCoffee', '/UseCoffee', 'ready'),
    page('ContestEvent', '/ContestEvent', 'ready'),
    page('IntroduceLibraryEvent', '/IntroduceLibraryEvent', 'ready'),
    page('BestUseEvent', '/BestUseEvent', 'ready'),
    page('ContestVote', '/ContestVote', 'ready'),
    page('TextbookCount', '/TextbookCount', 'ready'),
    page('Textbook', '/Textbook', 'ready'),
  ]),
  ...inArea('schoolCommunity', [
    redirect('SchoolCommunity', '/SchoolCommunity', 'SchoolNotice'),
    page('SchoolNotice', '/SchoolNotice', 'ready'),
    page('SchoolFaq', '/SchoolFaq', 'ready'),
    page('Survey', '/Survey', 'ready'),
    page('CenterReference', '/CenterReference', 'ready'),
    page('ApplyConsulting', '/ApplyConsulting', 'ready'),
    page('SchoolNews', '/SchoolNews', 'ready'),
    page('SchoolSystemInfo', '/SchoolSystemInfo', 'ready'),
    page('SchoolGoodUse', '/SchoolGoodUse', 'ready'),
    page('InquiryList', '/InquiryList', 'ready'),
    page('EventNotice', '/EventNotice', 'ready'),
    page('DlsNotice', '/DlsNotice', 'ready'),
    page('SchoolHowTo', '/SchoolHowTo', 'ready'),
    page('SurveyForm', '/SurveyForm', 'ready'),
    page('CenterReferenceDetail', '/CenterReferenceDetail', 'ready'),
    page('SchoolNewsDetail', '/SchoolNewsDetail', 'ready'),
    page('ApplyConsultingForm', '/ApplyConsultingForm', 'ready', 'studentOnly'),
    page('ApplyConsultingDetail', '/ApplyConsultingDetail', 'ready'),
    page('InquiryForm', '/InquiryForm', 'ready'),
    page('InquiryDetail', '/InquiryDetail', 'ready'),
    page('DlsNoticeDetail', '/DlsNoticeDetail', 'ready'),
    // Not in the spec: the staff console (decision 078). The table keeps students out; each page asks
    // the server what the member may write or answer (staff/me), and the server refuses the rest.
    page('CommunityManage', '/CommunityManage', 'ready', 'notStudent'),
    page('CommunityPostForm', '/CommunityPostForm', 'ready', 'notStudent'),
    page('CommunityAnswerManage', '/CommunityAnswerManage', 'ready', 'notStudent'),
    page('SitePageManage', '/SitePageManage', 'ready', 'notStudent'),
    // Not in the spec (decision 120): operators write the promotion collections' introductions.
    page('PromotionIntroManage', '/PromotionIntroManage', 'ready', 'notStudent'),
    // Not in the spec: the survey builder and its results (decision 100); the server admits operators
    // and school managers only.
    page('SurveyManage', '/SurveyManage', 'ready', 'notStudent'),
    page('SurveyResult', '/SurveyResult', 'ready', 'notStudent'),
    // Not in the spec: the events' console (decision 103); the server admits operators only.
    page('EventManage', '/EventManage', 'ready', 'notStudent'),
  ]),
  ...inArea('curation', [
    redirect('Curation', '/Curation', 'PopularCuration'),
    page('PopularCuration', '/PopularCuration', 'ready'),
    page('StudentCuration', '/StudentCuration', 'ready'),
    page('CenterCuration', '/CenterCuration', 'ready'),
    page('AccessionCuration', '/AccessionCuration', 'ready'),
    redirect(
      'ParticipationCustomizedBooks',
      '/ParticipationCustomizedBooks',
      'ParticipationCustomizedCurationResult',
    ),
    page('ParticipationCustomizedCuration', '/ParticipationCustomizedCuration', 'ready'),
    page('ParticipationCustomizedCurationResult', '/ParticipationCustomizedCurationResult', 'ready'),
    page('ParticipationCustomizedProcess', '/ParticipationCustomizedProcess', 'ready'),
    // Not in the spec: the reading statistics page behind the home's statistics tab (issue 15).
    page('ReadingStatistics', '/ReadingStatistics', 'ready'),
  ]),
  ...inArea('guide', [
    page('EmailRule', '/EmailRule', 'ready'),
    page('PersonalPrivacy', '/PersonalPrivacy', 'ready'),
    page('IntroduceGuide', '/IntroduceGuide', 'ready'),
    page('DlsGuide', '/DlsGuide', 'ready'),
    page('DlsGuideDetail', '/DlsGuideDetail', 'ready'),
    page('IntroduceGuideDetail', '/IntroduceGuide/Detail', 'ready'),
    page('UseCondition', '/UseCondition', 'ready'),
    page('Maintenance', '/Maintenance', 'ready'),
    page('HowToDetail', '/HowTo/Detail', 'ready'),
    page('GoodUseDetail', '/GoodUse/Detail', 'ready'),
  ]),
  ...inArea('groupReading', [
    redirect('groupReadingActivity', '/groupReadingActivity', 'readingBookGroup'),
    page('readingBookGroup', '/readingBookGroup', 'ready'),
  ]),
  ...inArea('myPage', [
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
  ]),
  ...inArea('participation', [
    redirect('participation', '/participation', 'ParticipationContestList', { type: 'recentLoanBooks' }),
    page(
      'ParticipationActivityPortfolioManage',
      '/ParticipationActivityPortfolioManage',
      'ready',
      'notStudent',
    ),
    page('ParticipationActivityManageList', '/ParticipationActivityManageList', 'ready', 'notStudent'),
    page('ParticipationActivityReviewManage', '/ParticipationActivityReviewManage', 'ready', 'notStudent'),
    page('ParticipationContestList', '/ParticipationContestList/:type', 'ready'),
    page('ParticipationPortfolioList', '/ParticipationPortfolioList', 'ready'),
    page('contestMarathon', '/contestMarathon', 'ready'),
    page('virtualCommunity', '/virtualCommunity', 'ready'),
    page('readingQuiz', '/readingQuiz', 'ready'),
    page('contestBalanceGame', '/contestBalanceGame', 'ready'),
    page('readingReportContest', '/readingReportContest', 'ready'),
    page('readingDiscussionRoom', '/readingDiscussionRoom', 'ready'),
    page('ReadingQuizContest', '/ReadingQuizContest', 'ready'),
    page('ParticipationContestDetail', '/ParticipationContestDetail/:reaActKey', 'ready'),
    page('readingQuizDetail', '/readingQuizDetail', 'ready'),
    page('readingQuizDetailAnswer', '/readingQuizDetailAnswer', 'ready'),
    page('readingQuizDetailTeacher', '/readingQuizDetailTeacher', 'ready'),
    page('readingContestDetail', '/readingContestDetail', 'ready'),
    page('ReadingQuizContestCreate', '/ReadingQuizContestCreate', 'ready'),
    page('ReadingQuizContestCreateComplate', '/ReadingQuizContestCreateComplate', 'ready'),
    page('ReadingQuizContestDetail', '/ReadingQuizContestDetail', 'ready'),
    page('ReadingQuizContestDetailFinish', '/ReadingQuizContestDetailFinish', 'ready'),
    page('BalanceCreate', '/BalanceCreate', 'ready'),
    page('BalanceEdit', '/BalanceEdit', 'ready'),
    page('BalanceDetail', '/BalanceDetail', 'ready'),
    page('BalanceApproval', '/BalanceApproval', 'ready'),
    page('ReadingDiscussionDetail', '/ReadingDiscussionDetail', 'ready'),
    page('ReadingDiscussionDetailTeacher', '/ReadingDiscussionDetailTeacher', 'ready'),
    page('ReadingDiscussionForm', '/ReadingDiscussionForm', 'ready'),
    page('BookGroupView', '/BookGroupView', 'ready'),
    page('BookGroupForm', '/BookGroupForm', 'ready'),
    page('GroupNoticeDetail', '/GroupNoticeDetail', 'ready'),
    page('GroupDiscussionDetail', '/GroupDiscussionDetail', 'ready'),
    page('GroupDiscussionForm', '/GroupDiscussionForm', 'ready'),
    page('GroupBoardDetail', '/GroupBoardDetail', 'ready'),
    page('GroupBoardForm', '/GroupBoardForm', 'ready'),
    page('BookGroupClub', '/BookGroupClub', 'ready'),
    page('GroupNoticeForm', '/GroupNoticeForm', 'ready'),
    page('contestForm', '/contestForm', 'ready'),
    page('contestFormEdit', '/contestFormEdit/:reaActKey', 'ready'),
    page('readingQuizCreate', '/readingQuizCreate', 'ready'),
    page('ReadingQuizUpdate', '/ReadingQuizUpdate', 'ready'),
    page('BookGroupManage', '/BookGroupManage', 'ready'),
    page('ReadingQuizContestDetailTeacher', '/ReadingQuizContestDetailTeacher', 'ready'),
    page('QuizContestUpdateForm', '/QuizContestUpdateForm', 'ready'),
    page('QuizContestQuizUpdateForm', '/QuizContestQuizUpdateForm', 'ready'),
    // Reading marathon: creation steps, diaries, then the edit steps.
    page('CreateMarathonStep1', '/CreateMarathonStep1', 'ready'),
    page('CreateMarathonStep2', '/CreateMarathonStep2', 'ready'),
    page('CreateMarathonStep3specific', '/CreateMarathonStep3specific', 'ready'),
    page('CreateMarathonStep3target', '/CreateMarathonStep3target', 'ready'),
    page('CreateMarathonStep3subject', '/CreateMarathonStep3subject', 'ready'),
    page('CreateMarathonStep4', '/CreateMarathonStep4', 'ready'),
    page('contestMarathonDetail', '/contestMarathonDetail', 'ready'),
    page('contestMarathonDiary', '/contestMarathonDiary', 'ready'),
    page('listOfCreateMarathonDiary', '/listOfCreateMarathonDiary', 'ready'),
    page('listOfCreateMarathonDiaryForBook', '/listOfCreateMarathonDiaryForBook', 'ready'),
    page('createReadingDiary', '/createReadingDiary', 'ready'),
    page('editMarathonStep2', '/editMarathonStep2', 'ready'),
    page('editMarathonStep3specific', '/editMarathonStep3specific', 'ready'),
    page('editMarathonStep3subject', '/editMarathonStep3subject', 'ready'),
    page('editMarathonStep3target', '/editMarathonStep3target', 'ready'),
  ]),
  // Promotion: recommended books, world regions, travel books, historical incidents of the day.
  ...inArea('promotion', [
    page('PromotionNovel', '/Promotion/Novel/:type', 'ready'),
    page('PromotionHuman', '/Promotion/Human/:type', 'ready'),
    page('PromotionTravel', '/Promotion/Travel/:type', 'ready'),
    page('PromotionHistory', '/Promotion/History/:type', 'ready'),
    page('PromotionLanguage', '/Promotion/Language/:type', 'ready'),
  ]),
  ...inArea('browse', [
    redirect('Recommend', '/Recommend', 'RecommendList'),
    page('RecommendList', '/RecommendList', 'ready'),
    page('QuizList', '/QuizList', 'ready'),
    page('ReadingMarathon', '/ReadingMarathon', 'ready'),
    page('BalanceGame', '/BalanceGame', 'ready'),
    page('QuizContest', '/QuizContest', 'ready'),
    page('ReadingNewsGroup', '/ReadingNewsGroup', 'ready'),
    page('ReadingGroup', '/ReadingGroup', 'ready'),
    page('PortfolioList', '/PortfolioList', 'ready'),
    page('RecommendDetail', '/RecommendDetail/:reaActKey', 'ready'),
    page('PortfolioDetail', '/PortfolioDetail/:portfolioKey', 'ready'),
  ]),
  // Search (SearchResult takes neisCode, provCode, searchKeyword, searchType in its query: spec 000 §2)
  ...inArea('search', [
    redirect('Search', '/Search', 'TotalSearch'),
    page('TotalSearch', '/TotalSearch', 'ready'),
    page('SchoolSearch', '/SchoolSearch', 'ready'),
    page('SchoolSearchLogin', '/SchoolSearchLogin', 'ready'),
    page('SearchResult', '/SearchResult', 'ready'),
    page('SearchResultPureScreen', '/SearchResultPureScreen', 'ready'),
    page('SearchDetail', '/SearchDetail', 'ready'),
    page('SearchDetailISBN', '/SearchDetailISBN', 'ready'),
    page('SchoolSearchResult', '/SchoolSearchResult', 'ready'),
    page('SchoolSearchResultLogin', '/SchoolSearchResultLogin', 'ready'),
    // Not in the spec: the school librarian's block-list and banned-word editor (decision 014). The
    // table's guard keeps students out; the page and the server admit managers (03) only.
    page('SearchWordManage', '/SearchWordManage', 'ready', 'notStudent'),
  ]),
  ...inArea('classApplication', [
    redirect('applyClass', '/applyClass', 'applyClassList'),
    page('applyClassList', '/applyClassList', 'ready'),
    page('applyClassCalendar', '/applyClassCalendar', 'ready'),
    page('TeacherShareRoom', '/TeacherShareRoom', 'ready', 'notStudent'),
    page('ServiceRequest', '/ServiceRequest', 'ready', 'notStudent'),
    page('applyClassForm', '/applyClassForm', 'ready'),
    page('applyClassDetail', '/applyClassDetail', 'ready'),
    page('ModifyClass', '/ModifyClass', 'ready'),
    page('TeacherShareDetail', '/TeacherShareDetail', 'ready'),
    page('TeacherShareEdit', '/TeacherShareEdit', 'ready'),
    page('ServiceRequestDetail', '/ServiceRequestDetail', 'ready', 'notStudent'),
    page('ServiceRequestForm', '/ServiceRequestForm', 'ready', 'notStudent'),
  ]),
  // Login and signup; ResLogin is the sso return path (spec 000 §2).
  ...inArea('login', [
    redirect('Login', '/Login', 'StudentLogin'),
    page('StudentLogin', '/StudentLogin', 'ready'),
    page('AdminLogin', '/AdminLogin', 'ready'),
    page('Signup', '/Signup', 'ready'),
    page('ResLogin', '/ResLogin', 'ready'),
  ]),
] satisfies readonly RouteDefinition[];

export type RouteName = (typeof ROUTES)[number]['name'];

/** The home of each site variant (spec 000 §2: Home, ElementaryHome, MiddleHome, HighHome). */
export const SITE_HOMES = [
  { name: 'Home', basePath: '/' },
  { name: 'ElementaryHome', basePath: '/Elementary' },
  { name: 'MiddleHome', basePath: '/Middle' },
  { name: 'HighHome', basePath: '/High' },
] as const satisfies readonly { name: string; basePath: SiteBasePath }[];

const routesByName: ReadonlyMap<string, RouteDefinition> = new Map(ROUTES.map((r) => [r.name, r]));

/** Whether a name from the server (a notification's or an item's link) is a route of this table. */
export const isRouteName = (name: string): name is RouteName => routesByName.has(name);

export function routeByName(name: RouteName): RouteDefinition {
  // The map is built from ROUTES and RouteName comes from ROUTES, so the entry always exists.
  return routesByName.get(name)!;
}

export function isRedirectRoute<R extends RouteDefinition>(
  route: R,
): route is Extract<R, { redirect: RedirectRouteDefinition['redirect'] }> {
  return 'redirect' in route;
}

/** Puts a site-relative path under a site root: ('/Elementary', '/Notice') gives '/Elementary/Notice'. */
export function joinSitePath(basePath: string, path: string): string {
  const base = basePath === '/' ? '' : basePath.replace(/\/+$/, '');
  if (path === '/' || path === '') return base || '/';
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

export type HrefOptions = {
  basePath?: SiteBasePath;
  params?: Readonly<Record<string, string>>;
  search?: string | URLSearchParams | Readonly<Record<string, string>>;
};

/**
 * The link to a named route on a given site, e.g. hrefFor('ParticipationContestList',
 * { basePath: '/Middle', params: { type: 'recentLoanBooks' } }). Throws when a path parameter is missing.
 */
export function hrefFor(name: RouteName, { basePath = '/', params, search }: HrefOptions = {}): string {
  const path = generatePath(routeByName(name).path, params ?? {});
  const query = search === undefined ? '' : new URLSearchParams(search).toString();
  return `${joinSitePath(basePath, path)}${query ? `?${query}` : ''}`;
}
