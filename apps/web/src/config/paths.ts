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
 * Not listed: the spec's two unnamed '/{hash}' event pages, and the PureScreen variant, whose paths
 * the spec does not give.
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
    page('Notice', '/Notice', 'preparing'),
    page('Faq', '/Faq', 'preparing'),
    page('SystemInfo', '/SystemInfo', 'preparing'),
    page('GoodUse', '/GoodUse', 'preparing'),
    page('Dls', '/Dls', 'preparing'),
    page('HowTo', '/HowTo', 'preparing'),
    page('NoticeDetail', '/NoticeDetail', 'preparing'),
    page('DLSEventSubmit', '/DLSEventSubmit', 'preparing'),
    page('DSREvent', '/DSREvent', 'preparing'),
    page('DSREvent2025', '/DSREvent2025', 'preparing'),
    page('MissionEvent2025', '/MissionEvent2025', 'preparing'),
    page('EventBalanceGame', '/EventBalanceGame', 'preparing'),
    page('EventQuiz', '/EventQuiz', 'preparing'),
    page('EventSurvey', '/EventSurvey', 'preparing'),
    page('GatheringEvent2025', '/GatheringEvent2025', 'preparing'),
    // Two '/{hash}' event pages follow here in the spec; they are unnamed, so they are left out.
    page('UseBus', '/UseBus', 'preparing'),
    page('UseCoffee', '/UseCoffee', 'preparing'),
    page('ContestEvent', '/ContestEvent', 'preparing'),
    page('IntroduceLibraryEvent', '/IntroduceLibraryEvent', 'preparing'),
    page('BestUseEvent', '/BestUseEvent', 'preparing'),
    page('ContestVote', '/ContestVote', 'preparing'),
    page('TextbookCount', '/TextbookCount', 'preparing'),
    page('Textbook', '/Textbook', 'preparing'),
  ]),
  ...inArea('schoolCommunity', [
    redirect('SchoolCommunity', '/SchoolCommunity', 'SchoolNotice'),
    page('SchoolNotice', '/SchoolNotice', 'preparing'),
    page('SchoolFaq', '/SchoolFaq', 'preparing'),
    page('Survey', '/Survey', 'preparing'),
    page('CenterReference', '/CenterReference', 'preparing'),
    page('ApplyConsulting', '/ApplyConsulting', 'preparing'),
    page('SchoolNews', '/SchoolNews', 'preparing'),
    page('SchoolSystemInfo', '/SchoolSystemInfo', 'preparing'),
    page('SchoolGoodUse', '/SchoolGoodUse', 'preparing'),
    page('InquiryList', '/InquiryList', 'preparing'),
    page('EventNotice', '/EventNotice', 'preparing'),
    page('DlsNotice', '/DlsNotice', 'preparing'),
    page('SchoolHowTo', '/SchoolHowTo', 'preparing'),
    page('SurveyForm', '/SurveyForm', 'preparing'),
    page('CenterReferenceDetail', '/CenterReferenceDetail', 'preparing'),
    page('SchoolNewsDetail', '/SchoolNewsDetail', 'preparing'),
    page('ApplyConsultingForm', '/ApplyConsultingForm', 'preparing', 'studentOnly'),
    page('ApplyConsultingDetail', '/ApplyConsultingDetail', 'preparing'),
    page('InquiryForm', '/InquiryForm', 'preparing'),
    page('InquiryDetail', '/InquiryDetail', 'preparing'),
    page('DlsNoticeDetail', '/DlsNoticeDetail', 'preparing'),
  ]),
  ...inArea('curation', [
    redirect('Curation', '/Curation', 'PopularCuration'),
    page('PopularCuration', '/PopularCuration', 'preparing'),
    page('StudentCuration', '/StudentCuration', 'preparing'),
    page('CenterCuration', '/CenterCuration', 'preparing'),
    page('AccessionCuration', '/AccessionCuration', 'preparing'),
    redirect(
      'ParticipationCustomizedBooks',
      '/ParticipationCustomizedBooks',
      'ParticipationCustomizedCurationResult',
    ),
    page('ParticipationCustomizedCuration', '/ParticipationCustomizedCuration', 'preparing'),
    page('ParticipationCustomizedCurationResult', '/ParticipationCustomizedCurationResult', 'preparing'),
    page('ParticipationCustomizedProcess', '/ParticipationCustomizedProcess', 'preparing'),
  ]),
  ...inArea('guide', [
    page('EmailRule', '/EmailRule', 'preparing'),
    page('PersonalPrivacy', '/PersonalPrivacy', 'preparing'),
    page('IntroduceGuide', '/IntroduceGuide', 'preparing'),
    page('DlsGuide', '/DlsGuide', 'preparing'),
    page('DlsGuideDetail', '/DlsGuideDetail', 'preparing'),
    page('IntroduceGuideDetail', '/IntroduceGuide/Detail', 'preparing'),
    page('UseCondition', '/UseCondition', 'preparing'),
    page('Maintenance', '/Maintenance', 'preparing'),
    page('HowToDetail', '/HowTo/Detail', 'preparing'),
    page('GoodUseDetail', '/GoodUse/Detail', 'preparing'),
  ]),
  ...inArea('groupReading', [
    redirect('groupReadingActivity', '/groupReadingActivity', 'readingBookGroup'),
    page('readingBookGroup', '/readingBookGroup', 'preparing'),
  ]),
  ...inArea('myPage', [
    redirect('mypage', '/mypage', 'DashBoard'),
    page('MyActivites', '/MyActivites', 'preparing'),
    page('MyActivitesCuration', '/MyActivitesCuration', 'preparing'),
    page('MyBadge', '/MyBadge', 'preparing'),
    page('DashBoard', '/DashBoard', 'preparing'),
    page('InfoUpdate', '/InfoUpdate', 'preparing'),
    page('MyMediaActivities', '/MyMediaActivities', 'preparing'),
    page('MyQuizActivities', '/MyQuizActivities', 'preparing'),
    page('MyContestManage', '/MyContestManage', 'preparing'),
    page('MyAiCuration', '/MyAiCuration', 'preparing'),
    page('MyLibraryStatus', '/MyLibraryStatus', 'ready'),
    page('MyLibraryClassList', '/MyLibraryClassList', 'ready', 'notStudent'),
    page('MyPortfolio', '/MyPortfolio', 'preparing'),
    page('MyCommunity', '/MyCommunity', 'preparing'),
    page('BookShelfList', '/BookShelfList', 'preparing'),
    page('PrivateShelfDetail', '/PrivateShelfDetail', 'preparing'),
    page('PublicShelfDetail', '/PublicShelfDetail', 'preparing'),
    page('MessageManage', '/MessageManage', 'preparing'),
    page('Membership', '/Membership', 'ready'),
    page('MembershipCheck', '/MembershipCheck', 'ready'),
    page('MembershipUpdate', '/MembershipUpdate', 'ready'),
    page('MembershipCancel', '/MembershipCancel', 'ready'),
    page('ClassManage', '/ClassManage', 'preparing'),
    page('RecommendedBookManage', '/RecommendedBookManage', 'preparing'),
    page('MyPortfolioCreation', '/MyPortfolioCreation', 'preparing'),
    page('MyPortfolioMod', '/MyPortfolioMod', 'preparing'),
    page('WishBookRequest', '/WishBookRequest', 'ready'),
    // Not in the spec: the school librarian's circulation desk (issue 6, docs/decisions/046).
    page('LibraryDesk', '/LibraryDesk', 'ready', 'managerOnly'),
    // Not in the spec: the school manager approves the school's teachers (issue 23, docs/decisions/050).
    page('TeacherApprovalManage', '/TeacherApprovalManage', 'ready', 'managerOnly'),
  ]),
  ...inArea('participation', [
    redirect('participation', '/participation', 'ParticipationContestList', { type: 'recentLoanBooks' }),
    page(
      'ParticipationActivityPortfolioManage',
      '/ParticipationActivityPortfolioManage',
      'preparing',
      'notStudent',
    ),
    page('ParticipationActivityManageList', '/ParticipationActivityManageList', 'preparing', 'notStudent'),
    page(
      'ParticipationActivityReviewManage',
      '/ParticipationActivityReviewManage',
      'preparing',
      'notStudent',
    ),
    page('ParticipationContestList', '/ParticipationContestList/:type', 'preparing'),
    page('ParticipationPortfolioList', '/ParticipationPortfolioList', 'preparing'),
    page('contestMarathon', '/contestMarathon', 'preparing'),
    page('virtualCommunity', '/virtualCommunity', 'preparing'),
    page('readingQuiz', '/readingQuiz', 'preparing'),
    page('contestBalanceGame', '/contestBalanceGame', 'preparing'),
    page('readingReportContest', '/readingReportContest', 'preparing'),
    page('readingDiscussionRoom', '/readingDiscussionRoom', 'preparing'),
    page('ReadingQuizContest', '/ReadingQuizContest', 'preparing'),
    page('ParticipationContestDetail', '/ParticipationContestDetail/:reaActKey', 'preparing'),
    page('readingQuizDetail', '/readingQuizDetail', 'preparing'),
    page('readingQuizDetailAnswer', '/readingQuizDetailAnswer', 'preparing'),
    page('readingQuizDetailTeacher', '/readingQuizDetailTeacher', 'preparing'),
    page('readingContestDetail', '/readingContestDetail', 'preparing'),
    page('ReadingQuizContestCreate', '/ReadingQuizContestCreate', 'preparing'),
    page('ReadingQuizContestCreateComplate', '/ReadingQuizContestCreateComplate', 'preparing'),
    page('ReadingQuizContestDetail', '/ReadingQuizContestDetail', 'preparing'),
    page('ReadingQuizContestDetailFinish', '/ReadingQuizContestDetailFinish', 'preparing'),
    page('BalanceCreate', '/BalanceCreate', 'preparing'),
    page('BalanceEdit', '/BalanceEdit', 'preparing'),
    page('BalanceDetail', '/BalanceDetail', 'preparing'),
    page('BalanceApproval', '/BalanceApproval', 'preparing'),
    page('ReadingDiscussionDetail', '/ReadingDiscussionDetail', 'preparing'),
    page('ReadingDiscussionDetailTeacher', '/ReadingDiscussionDetailTeacher', 'preparing'),
    page('ReadingDiscussionForm', '/ReadingDiscussionForm', 'preparing'),
    page('BookGroupView', '/BookGroupView', 'preparing'),
    page('BookGroupForm', '/BookGroupForm', 'preparing'),
    page('GroupNoticeDetail', '/GroupNoticeDetail', 'preparing'),
    page('GroupDiscussionDetail', '/GroupDiscussionDetail', 'preparing'),
    page('GroupDiscussionForm', '/GroupDiscussionForm', 'preparing'),
    page('GroupBoardDetail', '/GroupBoardDetail', 'preparing'),
    page('GroupBoardForm', '/GroupBoardForm', 'preparing'),
    page('BookGroupClub', '/BookGroupClub', 'preparing'),
    page('GroupNoticeForm', '/GroupNoticeForm', 'preparing'),
    page('contestForm', '/contestForm', 'preparing'),
    page('contestFormEdit', '/contestFormEdit/:reaActKey', 'preparing'),
    page('readingQuizCreate', '/readingQuizCreate', 'preparing'),
    page('ReadingQuizUpdate', '/ReadingQuizUpdate', 'preparing'),
    page('BookGroupManage', '/BookGroupManage', 'preparing'),
    page('ReadingQuizContestDetailTeacher', '/ReadingQuizContestDetailTeacher', 'preparing'),
    page('QuizContestUpdateForm', '/QuizContestUpdateForm', 'preparing'),
    page('QuizContestQuizUpdateForm', '/QuizContestQuizUpdateForm', 'preparing'),
    // Reading marathon: creation steps, diaries, then the edit steps.
    page('CreateMarathonStep1', '/CreateMarathonStep1', 'preparing'),
    page('CreateMarathonStep2', '/CreateMarathonStep2', 'preparing'),
    page('CreateMarathonStep3specific', '/CreateMarathonStep3specific', 'preparing'),
    page('CreateMarathonStep3target', '/CreateMarathonStep3target', 'preparing'),
    page('CreateMarathonStep3subject', '/CreateMarathonStep3subject', 'preparing'),
    page('CreateMarathonStep4', '/CreateMarathonStep4', 'preparing'),
    page('contestMarathonDetail', '/contestMarathonDetail', 'preparing'),
    page('contestMarathonDiary', '/contestMarathonDiary', 'preparing'),
    page('listOfCreateMarathonDiary', '/listOfCreateMarathonDiary', 'preparing'),
    page('listOfCreateMarathonDiaryForBook', '/listOfCreateMarathonDiaryForBook', 'preparing'),
    page('createReadingDiary', '/createReadingDiary', 'preparing'),
    page('editMarathonStep2', '/editMarathonStep2', 'preparing'),
    page('editMarathonStep3specific', '/editMarathonStep3specific', 'preparing'),
    page('editMarathonStep3subject', '/editMarathonStep3subject', 'preparing'),
    page('editMarathonStep3target', '/editMarathonStep3target', 'preparing'),
  ]),
  // Promotion: recommended books, world regions, travel books, historical incidents of the day.
  ...inArea('promotion', [
    page('PromotionNovel', '/Promotion/Novel/:type', 'preparing'),
    page('PromotionHuman', '/Promotion/Human/:type', 'preparing'),
    page('PromotionTravel', '/Promotion/Travel/:type', 'preparing'),
    page('PromotionHistory', '/Promotion/History/:type', 'preparing'),
    page('PromotionLanguage', '/Promotion/Language/:type', 'preparing'),
  ]),
  ...inArea('browse', [
    redirect('Recommend', '/Recommend', 'RecommendList'),
    page('RecommendList', '/RecommendList', 'preparing'),
    page('QuizList', '/QuizList', 'preparing'),
    page('ReadingMarathon', '/ReadingMarathon', 'preparing'),
    page('BalanceGame', '/BalanceGame', 'preparing'),
    page('QuizContest', '/QuizContest', 'preparing'),
    page('ReadingNewsGroup', '/ReadingNewsGroup', 'preparing'),
    page('ReadingGroup', '/ReadingGroup', 'preparing'),
    page('PortfolioList', '/PortfolioList', 'preparing'),
    page('RecommendDetail', '/RecommendDetail/:reaActKey', 'preparing'),
    page('PortfolioDetail', '/PortfolioDetail/:portfolioKey', 'preparing'),
  ]),
  // Search (SearchResult takes neisCode, provCode, searchKeyword, searchType in its query: spec 000 §2)
  ...inArea('search', [
    redirect('Search', '/Search', 'TotalSearch'),
    page('TotalSearch', '/TotalSearch', 'ready'),
    page('SchoolSearch', '/SchoolSearch', 'ready'),
    page('SchoolSearchLogin', '/SchoolSearchLogin', 'ready'),
    page('SearchResult', '/SearchResult', 'ready'),
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
    page('applyClassList', '/applyClassList', 'preparing'),
    page('applyClassCalendar', '/applyClassCalendar', 'preparing'),
    page('TeacherShareRoom', '/TeacherShareRoom', 'preparing', 'notStudent'),
    page('ServiceRequest', '/ServiceRequest', 'preparing', 'notStudent'),
    page('applyClassForm', '/applyClassForm', 'preparing'),
    page('applyClassDetail', '/applyClassDetail', 'preparing'),
    page('ModifyClass', '/ModifyClass', 'preparing'),
    page('TeacherShareDetail', '/TeacherShareDetail', 'preparing'),
    page('TeacherShareEdit', '/TeacherShareEdit', 'preparing'),
    page('ServiceRequestDetail', '/ServiceRequestDetail', 'preparing', 'notStudent'),
    page('ServiceRequestForm', '/ServiceRequestForm', 'preparing', 'notStudent'),
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
