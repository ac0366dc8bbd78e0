import type { SiteBasePath } from '@reading/contract/codes/school-levels';
import type { ComponentType } from 'react';
import { type LoaderFunction, matchRoutes, type RouteObject, replace } from 'react-router';
import {
  hrefFor,
  isRedirectRoute,
  ROUTES,
  type RouteGuard,
  type RouteName,
  SITE_HOMES,
} from '../config/paths.ts';
import { alertDialog } from '../lib/dialogs.ts';
import { memberOf } from '../lib/member.ts';
import { getSession } from '../lib/session-store.ts';
import { PageLoading } from './page-loading.tsx';
import { RouteError } from './route-error.tsx';
import { guardMessage, memberSiteRedirect, needsFullReload } from './route-guard.ts';
import { SiteFrame } from './site-frame.tsx';

/** What route modules and later guards can read from `useMatches()`. */
export type RouteHandle = { routeName: RouteName };

type LazyRoute = NonNullable<RouteObject['lazy']>;

const preparingPage: LazyRoute = () =>
  import('./routes/preparing.tsx').then((m) => ({ Component: m.PreparingRoute }));
const notFoundPage: LazyRoute = () =>
  import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundRoute }));

/**
 * The pages of one route module: the function it returns, given an export's name, lazy-loads the module (a chunk of its own; the import is
 * written out at each call so the bundler splits it) and takes the named export as the route's component.
 */
function routeModule<M extends Record<string, unknown>>(load: () => Promise<M>) {
  return (name: keyof M & string): LazyRoute =>
    () =>
      load().then((m) => ({ Component: m[name] as ComponentType }));
}
/** The teacher share room (issue 21, decision 151): one route module. */
const teacherShare = routeModule(() => import('./routes/teacher-share.tsx'));
/** Class application (issue 21): the library-lesson booking pages share one route module. */
const classApply = routeModule(() => import('./routes/class-apply.tsx'));
/** Reading activities (issue 16, decision 130): one route module for the write flow and the reviews. */
const activityPage = routeModule(() => import('./routes/reading-activities.tsx'));
/** Reading quizzes and the golden bell (decisions 140–142): one route module. */
const quizPage = routeModule(() => import('./routes/quiz.tsx'));
/** Reading-report contests (issue 16.3, decision 135): one route module. */
const reportContestPage = routeModule(() => import('./routes/report-contest.tsx'));
/** Reading clubs and group reading (issue 20, decisions 190–194): one route module. */
const groupPage = routeModule(() => import('./routes/groups.tsx'));
/** Balance games, discussion rooms and newsgroups (issue 18, decisions 170–174): one route module. */
const debatePage = routeModule(() => import('./routes/debate.tsx'));
/** Reading marathons (issue 19, decisions 180–183): one route module for lists, steps and diaries. */
const marathonPage = routeModule(() => import('./routes/marathon.tsx'));
/** Portfolios (issue 16 part 4, decision 132): one route module; the PDF library loads on demand. */
const portfolioPage = routeModule(() => import('./routes/portfolio.tsx'));
/** The event pages (decision 103): one route module, one page component for every event route. */
const eventPage = routeModule(() => import('./routes/event.tsx'));
/** 교과연계 도서 (decision 290): the textbook books, browsable by subject and grade. */
const textbookPage = routeModule(() => import('./routes/textbook.tsx'));
/** The survey pages (decision 100): the members' list and form, the staff's builder and results. */
const surveyPage = routeModule(() => import('./routes/survey.tsx'));
/** The community pages share one route module; each route takes its own export. */
const community = routeModule(() => import('./routes/community.tsx'));
/** The staff console (decision 078): loaded only by staff, and the editor only by its write page. */
const staffConsole = routeModule(() => import('./routes/staff-console.tsx'));
/** The five promotion pages share one route module (decision 120). */
const promotion = routeModule(() => import('./routes/promotion.tsx'));

/**
 * The page module of every route marked 'ready' in config/paths.ts. A ready route without a module
 * here fails the router test, so the table's status cannot run ahead of the code.
 */
export const READY_PAGES: Partial<Record<RouteName, LazyRoute>> = {
  MyActivites: activityPage('MyActivitesRoute'),
  MyMediaActivities: activityPage('MyMediaActivitiesRoute'),
  ParticipationContestList: activityPage('ParticipationContestListRoute'),
  ParticipationContestDetail: activityPage('ParticipationContestDetailRoute'),
  contestForm: activityPage('ContestFormRoute'),
  contestFormEdit: activityPage('ContestFormEditRoute'),
  RecommendList: activityPage('RecommendListRoute'),
  RecommendDetail: activityPage('RecommendDetailRoute'),
  ParticipationActivityManageList: activityPage('ParticipationActivityManageListRoute'),
  ParticipationActivityReviewManage: activityPage('ParticipationActivityReviewManageRoute'),
  readingReportContest: reportContestPage('ReadingReportContestRoute'),
  readingContestDetail: reportContestPage('ReadingContestDetailRoute'),
  MyContestManage: reportContestPage('MyContestManageRoute'),
  MyPortfolio: portfolioPage('MyPortfolioRoute'),
  MyPortfolioCreation: portfolioPage('MyPortfolioCreationRoute'),
  MyPortfolioMod: portfolioPage('MyPortfolioModRoute'),
  PortfolioList: portfolioPage('PortfolioListRoute'),
  PortfolioDetail: portfolioPage('PortfolioDetailRoute'),
  ParticipationPortfolioList: portfolioPage('ParticipationPortfolioListRoute'),
  ParticipationActivityPortfolioManage: portfolioPage('ParticipationActivityPortfolioManageRoute'),
  Home: () => import('./routes/home.tsx').then((m) => ({ Component: m.HomeRoute })),
  TotalSearch: () =>
    import('./routes/search/total-search.tsx').then((m) => ({ Component: m.TotalSearchRoute })),
  SchoolSearch: () =>
    import('./routes/search/school-search.tsx').then((m) => ({ Component: m.SchoolSearchRoute })),
  SchoolSearchLogin: () =>
    import('./routes/search/school-search-login.tsx').then((m) => ({ Component: m.SchoolSearchLoginRoute })),
  SearchResult: () =>
    import('./routes/search/search-result.tsx').then((m) => ({ Component: m.SearchResultRoute })),
  SearchResultPureScreen: () =>
    import('./routes/search/search-result.tsx').then((m) => ({ Component: m.SearchResultRoute })),
  SchoolSearchResult: () =>
    import('./routes/search/search-result.tsx').then((m) => ({ Component: m.SchoolSearchResultRoute })),
  SchoolSearchResultLogin: () =>
    import('./routes/search/search-result.tsx').then((m) => ({ Component: m.SchoolSearchResultLoginRoute })),
  SearchDetail: () =>
    import('./routes/search/search-detail.tsx').then((m) => ({ Component: m.SearchDetailRoute })),
  SearchDetailISBN: () =>
    import('./routes/search/search-detail.tsx').then((m) => ({ Component: m.SearchDetailIsbnRoute })),
  SearchWordManage: () =>
    import('./routes/search/search-word-manage.tsx').then((m) => ({ Component: m.SearchWordManageRoute })),
  StudentLogin: () => import('./routes/login.tsx').then((m) => ({ Component: m.StudentLoginRoute })),
  AdminLogin: () => import('./routes/login.tsx').then((m) => ({ Component: m.AdminLoginRoute })),
  Signup: () => import('./routes/signup.tsx').then((m) => ({ Component: m.SignupRoute })),
  Membership: () => import('./routes/membership.tsx').then((m) => ({ Component: m.MembershipRoute })),
  MembershipPureScreen: () =>
    import('./routes/membership.tsx').then((m) => ({ Component: m.MembershipRoute })),
  MembershipUpdate: () =>
    import('./routes/membership.tsx').then((m) => ({ Component: m.MembershipUpdateRoute })),
  MembershipCheck: () =>
    import('./routes/membership.tsx').then((m) => ({ Component: m.MembershipCheckRoute })),
  MembershipCancel: () =>
    import('./routes/membership.tsx').then((m) => ({ Component: m.MembershipCancelRoute })),
  PopularCuration: () => import('./routes/curation.tsx').then((m) => ({ Component: m.PopularCurationRoute })),
  AccessionCuration: () =>
    import('./routes/curation.tsx').then((m) => ({ Component: m.AccessionCurationRoute })),
  CenterCuration: () => import('./routes/curation.tsx').then((m) => ({ Component: m.CenterCurationRoute })),
  StudentCuration: () => import('./routes/curation.tsx').then((m) => ({ Component: m.StudentCurationRoute })),
  ParticipationCustomizedCuration: () =>
    import('./routes/curation.tsx').then((m) => ({ Component: m.CustomizedCurationRoute })),
  ParticipationCustomizedProcess: () =>
    import('./routes/curation.tsx').then((m) => ({ Component: m.CustomizedProcessRoute })),
  ParticipationCustomizedCurationResult: () =>
    import('./routes/curation.tsx').then((m) => ({ Component: m.CustomizedResultRoute })),
  MyAiCuration: () => import('./routes/curation.tsx').then((m) => ({ Component: m.MyAiCurationRoute })),
  MyActivitesCuration: () =>
    import('./routes/curation.tsx').then((m) => ({ Component: m.MyActivitesCurationRoute })),
  RecommendedBookManage: () =>
    import('./routes/curation.tsx').then((m) => ({ Component: m.RecommendedBookManageRoute })),
  ReadingStatistics: () =>
    import('./routes/curation.tsx').then((m) => ({ Component: m.ReadingStatisticsRoute })),
  ResLogin: () => import('./routes/res-login.tsx').then((m) => ({ Component: m.ResLoginRoute })),
  MyLibraryStatus: () => import('./routes/library.tsx').then((m) => ({ Component: m.MyLibraryStatusRoute })),
  WishBookRequest: () => import('./routes/library.tsx').then((m) => ({ Component: m.WishBookRequestRoute })),
  MyLibraryClassList: () =>
    import('./routes/library.tsx').then((m) => ({ Component: m.MyLibraryClassListRoute })),
  LibraryDesk: () => import('./routes/library.tsx').then((m) => ({ Component: m.LibraryDeskRoute })),
  MyBadge: () => import('./routes/my-page.tsx').then((m) => ({ Component: m.MyBadgeRoute })),
  DashBoard: () => import('./routes/my-page.tsx').then((m) => ({ Component: m.DashBoardRoute })),
  InfoUpdate: () => import('./routes/my-page.tsx').then((m) => ({ Component: m.InfoUpdateRoute })),
  MyCommunity: () => import('./routes/my-page.tsx').then((m) => ({ Component: m.MyCommunityRoute })),
  MessageManage: () => import('./routes/my-page.tsx').then((m) => ({ Component: m.MessageManageRoute })),
  BookShelfList: () => import('./routes/my-page.tsx').then((m) => ({ Component: m.BookShelfListRoute })),
  PrivateShelfDetail: () =>
    import('./routes/my-page.tsx').then((m) => ({ Component: m.PrivateShelfDetailRoute })),
  PublicShelfDetail: () =>
    import('./routes/my-page.tsx').then((m) => ({ Component: m.PublicShelfDetailRoute })),
  CatalogueImport: () =>
    import('./routes/catalogue-import.tsx').then((m) => ({ Component: m.CatalogueImportRoute })),
  TeacherApprovalManage: () =>
    import('./routes/teacher-approval.tsx').then((m) => ({ Component: m.TeacherApprovalManageRoute })),
  Notice: community('NoticeRoute'),
  NoticePureScreen: community('NoticeRoute'),
  NoticeDetail: community('NoticeDetailRoute'),
  SchoolNotice: community('SchoolNoticeRoute'),
  EventNotice: community('EventNoticeRoute'),
  Faq: community('FaqRoute'),
  SchoolFaq: community('SchoolFaqRoute'),
  SchoolNews: community('SchoolNewsRoute'),
  SchoolNewsDetail: community('SchoolNewsDetailRoute'),
  DlsNotice: community('DlsNoticeRoute'),
  DlsNoticeDetail: community('DlsNoticeDetailRoute'),
  InquiryList: community('InquiryListRoute'),
  InquiryForm: community('InquiryFormRoute'),
  InquiryDetail: community('InquiryDetailRoute'),
  ApplyConsulting: community('ApplyConsultingRoute'),
  ApplyConsultingForm: community('ApplyConsultingFormRoute'),
  ApplyConsultingDetail: community('ApplyConsultingDetailRoute'),
  ServiceRequest: community('ServiceRequestRoute'),
  ServiceRequestForm: community('ServiceRequestFormRoute'),
  ServiceRequestDetail: community('ServiceRequestDetailRoute'),
  CenterReference: community('CenterReferenceRoute'),
  SystemInfo: community('SystemInfoRoute'),
  SchoolSystemInfo: community('SchoolSystemInfoRoute'),
  GoodUse: community('GoodUseRoute'),
  SchoolGoodUse: community('SchoolGoodUseRoute'),
  HowTo: community('HowToRoute'),
  SchoolHowTo: community('SchoolHowToRoute'),
  Dls: community('DlsRoute'),
  DlsGuide: community('DlsGuideRoute'),
  IntroduceGuide: community('IntroduceGuideRoute'),
  CenterReferenceDetail: community('CenterReferenceDetailRoute'),
  GoodUseDetail: community('GoodUseDetailRoute'),
  HowToDetail: community('HowToDetailRoute'),
  DlsGuideDetail: community('DlsGuideDetailRoute'),
  IntroduceGuideDetail: community('IntroduceGuideDetailRoute'),
  EmailRule: community('EmailRuleRoute'),
  PersonalPrivacy: community('PersonalPrivacyRoute'),
  UseCondition: community('UseConditionRoute'),
  Maintenance: community('MaintenanceRoute'),
  CommunityManage: staffConsole('CommunityManageRoute'),
  CommunityPostForm: staffConsole('CommunityPostFormRoute'),
  CommunityAnswerManage: staffConsole('CommunityAnswerManageRoute'),
  SitePageManage: staffConsole('SitePageManageRoute'),
  PromotionIntroManage: staffConsole('PromotionIntroManageRoute'),
  StaffAuditManage: staffConsole('StaffAuditManageRoute'),
  PromotionNovel: promotion('PromotionNovelRoute'),
  PromotionHuman: promotion('PromotionHumanRoute'),
  PromotionTravel: promotion('PromotionTravelRoute'),
  PromotionHistory: promotion('PromotionHistoryRoute'),
  PromotionLanguage: promotion('PromotionLanguageRoute'),
  Survey: surveyPage('SurveyRoute'),
  SurveyForm: surveyPage('SurveyFormRoute'),
  SurveyManage: surveyPage('SurveyManageRoute'),
  SurveyResult: surveyPage('SurveyResultRoute'),
  DLSEventSubmit: eventPage('DLSEventSubmitRoute'),
  DSREvent: eventPage('DSREventRoute'),
  DSREvent2025: eventPage('DSREvent2025Route'),
  MissionEvent2025: eventPage('MissionEvent2025Route'),
  EventBalanceGame: eventPage('EventBalanceGameRoute'),
  EventQuiz: eventPage('EventQuizRoute'),
  EventSurvey: eventPage('EventSurveyRoute'),
  GatheringEvent2025: eventPage('GatheringEvent2025Route'),
  UseBus: eventPage('UseBusRoute'),
  UseCoffee: eventPage('UseCoffeeRoute'),
  ContestEvent: eventPage('ContestEventRoute'),
  IntroduceLibraryEvent: eventPage('IntroduceLibraryEventRoute'),
  BestUseEvent: eventPage('BestUseEventRoute'),
  ContestVote: eventPage('ContestVoteRoute'),
  TextbookCount: eventPage('TextbookCountRoute'),
  Textbook: textbookPage('TextbookRoute'),
  EventManage: eventPage('EventManageRoute'),
  applyClassList: classApply('ApplyClassListRoute'),
  ClassManage: classApply('ClassManageRoute'),
  applyClassCalendar: classApply('ApplyClassCalendarRoute'),
  applyClassForm: classApply('ApplyClassFormRoute'),
  applyClassDetail: classApply('ApplyClassDetailRoute'),
  ModifyClass: classApply('ModifyClassRoute'),
  ReadingGroup: groupPage('ReadingGroupRoute'),
  readingBookGroup: groupPage('ReadingBookGroupRoute'),
  BookGroupView: groupPage('BookGroupViewRoute'),
  BookGroupForm: groupPage('BookGroupFormRoute'),
  BookGroupClub: groupPage('BookGroupClubRoute'),
  BookGroupManage: groupPage('BookGroupManageRoute'),
  GroupNoticeDetail: groupPage('GroupNoticeDetailRoute'),
  GroupBoardDetail: groupPage('GroupBoardDetailRoute'),
  GroupDiscussionDetail: groupPage('GroupDiscussionDetailRoute'),
  GroupNoticeForm: groupPage('GroupNoticeFormRoute'),
  GroupBoardForm: groupPage('GroupBoardFormRoute'),
  GroupDiscussionForm: groupPage('GroupDiscussionFormRoute'),
  readingQuiz: quizPage('ReadingQuizRoute'),
  QuizList: quizPage('QuizListRoute'),
  readingQuizDetail: quizPage('ReadingQuizDetailRoute'),
  readingQuizDetailAnswer: quizPage('ReadingQuizDetailAnswerRoute'),
  readingQuizDetailTeacher: quizPage('ReadingQuizDetailTeacherRoute'),
  readingQuizCreate: quizPage('ReadingQuizCreateRoute'),
  ReadingQuizUpdate: quizPage('ReadingQuizUpdateRoute'),
  MyQuizActivities: quizPage('MyQuizActivitiesRoute'),
  contestMarathon: marathonPage('ContestMarathonRoute'),
  ReadingMarathon: marathonPage('ReadingMarathonRoute'),
  CreateMarathonStep1: marathonPage('CreateStep1Route'),
  CreateMarathonStep2: marathonPage('CreateStep2Route'),
  CreateMarathonStep3specific: marathonPage('CreateStep3SpecificRoute'),
  CreateMarathonStep3target: marathonPage('CreateStep3TargetRoute'),
  CreateMarathonStep3subject: marathonPage('CreateStep3SubjectRoute'),
  CreateMarathonStep4: marathonPage('CreateStep4Route'),
  contestMarathonDetail: marathonPage('DetailRoute'),
  contestMarathonDiary: marathonPage('DiaryRoute'),
  listOfCreateMarathonDiary: marathonPage('DiaryListRoute'),
  listOfCreateMarathonDiaryForBook: marathonPage('DiaryForBookRoute'),
  createReadingDiary: marathonPage('CreateDiaryRoute'),
  editMarathonStep2: marathonPage('EditStep2Route'),
  editMarathonStep3specific: marathonPage('EditStep3SpecificRoute'),
  editMarathonStep3subject: marathonPage('EditStep3SubjectRoute'),
  editMarathonStep3target: marathonPage('EditStep3TargetRoute'),
  ReadingQuizContest: quizPage('ReadingQuizContestRoute'),
  QuizContest: quizPage('QuizContestRoute'),
  ReadingQuizContestCreate: quizPage('ReadingQuizContestCreateRoute'),
  ReadingQuizContestCreateComplate: quizPage('ReadingQuizContestCreateComplateRoute'),
  QuizContestUpdateForm: quizPage('QuizContestUpdateFormRoute'),
  QuizContestQuizUpdateForm: quizPage('QuizContestQuizUpdateFormRoute'),
  ReadingQuizContestDetail: quizPage('ReadingQuizContestDetailRoute'),
  ReadingQuizContestDetailTeacher: quizPage('ReadingQuizContestDetailTeacherRoute'),
  ReadingQuizContestDetailFinish: quizPage('ReadingQuizContestDetailFinishRoute'),
  TeacherShareRoom: teacherShare('TeacherShareRoomRoute'),
  TeacherShareDetail: teacherShare('TeacherShareDetailRoute'),
  TeacherShareEdit: teacherShare('TeacherShareEditRoute'),
  contestBalanceGame: debatePage('ContestBalanceGameRoute'),
  BalanceGame: debatePage('BalanceGameRoute'),
  BalanceCreate: debatePage('BalanceCreateRoute'),
  BalanceEdit: debatePage('BalanceEditRoute'),
  BalanceDetail: debatePage('BalanceDetailRoute'),
  BalanceApproval: debatePage('BalanceApprovalRoute'),
  readingDiscussionRoom: debatePage('ReadingDiscussionRoomRoute'),
  ReadingDiscussionDetail: debatePage('ReadingDiscussionDetailRoute'),
  ReadingDiscussionDetailTeacher: debatePage('ReadingDiscussionDetailTeacherRoute'),
  ReadingDiscussionForm: debatePage('ReadingDiscussionFormRoute'),
  ReadingNewsGroup: debatePage('ReadingNewsGroupRoute'),
  virtualCommunity: debatePage('VirtualCommunityRoute'),
};

function relativePath(path: string): string {
  return path.replace(/^\/+/, '');
}

/**
 * Spec 001 §6: a route the member may not open shows the spec's message and leads to the site's home
 * (on a first visit there is no page to stay on). Redirecting before the page loads keeps its data
 * calls from ever being made.
 */
function guardLoader(guard: RouteGuard | undefined, basePath: SiteBasePath): LoaderFunction | undefined {
  if (!guard) return undefined;
  return () => {
    const message = guardMessage(guard, memberOf(getSession()));
    if (!message) return null;
    void alertDialog(message);
    return replace(basePath);
  };
}

/** Spec 001 §2.3: PureScreen routes leave the single-page app and load in full. */
function fullReloadLoader(routeName: string): LoaderFunction | undefined {
  if (!needsFullReload(routeName)) return undefined;
  return ({ request }) => {
    if (window.location.href !== request.url) window.location.assign(request.url);
    return null;
  };
}

/** Spec 001 §2.3: a logged-in member is kept on the site of their school level. */
const memberSiteLoader: LoaderFunction = ({ request }) => {
  const url = new URL(request.url);
  const target = memberSiteRedirect(url.pathname, url.search, memberOf(getSession()));
  return target ? replace(target) : null;
};

/** The table's routes under one site root. */
function siteRoutes(basePath: SiteBasePath): RouteObject[] {
  return ROUTES.map((route): RouteObject => {
    const handle: RouteHandle = { routeName: route.name };
    if (isRedirectRoute(route)) {
      const { to, params } = route.redirect;
      return {
        path: relativePath(route.path),
        handle,
        // Never rendered: the loader answers first. Explicit so the router does not warn of an empty page.
        element: null,
        // `replace`: the redirecting address never becomes a history entry of its own.
        loader: ({ request }) =>
          replace(hrefFor(to, { basePath, params, search: new URL(request.url).search })),
      };
    }
    const lazy = route.status === 'ready' ? READY_PAGES[route.name] : preparingPage;
    const guard = 'guard' in route ? route.guard : undefined;
    const loader = guardLoader(guard, basePath) ?? fullReloadLoader(route.name);
    if (route.path === '/') return { index: true, handle, lazy, loader };
    return { path: relativePath(route.path), handle, lazy, loader };
  });
}

/**
 * Four site roots with the same children (spec 000 §1): '/Notice' and '/Elementary/Notice' both work.
 * The pathless child keeps header and footer on screen when a page fails or is still loading.
 */
export function createAppRoutes(): RouteObject[] {
  return SITE_HOMES.map(({ basePath }) => ({
    path: basePath,
    id: `site:${basePath}`,
    loader: memberSiteLoader,
    // Every navigation re-checks the member's site: a login can happen between two of them.
    shouldRevalidate: () => true,
    hydrateFallbackElement: <PageLoading />,
    element: <SiteFrame />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        hydrateFallbackElement: <PageLoading />,
        children: [...siteRoutes(basePath), { path: '*', lazy: notFoundPage }],
      },
    ],
  }));
}

/**
 * Loads the page modules of the routes that match `pathname` and puts them on the route objects, so a
 * router created from these routes can hydrate prerendered markup without a loading state in between.
 */
export async function resolveInitialLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}
