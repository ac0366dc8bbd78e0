import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { AreaRouteName, RouteArea } from '../../config/paths.ts';

export type LazyRoute = NonNullable<RouteObject['lazy']>;

/**
 * The page module of each ready route of one area, by the route's name in the paths table. Only that
 * area's names fit, so a page sits in the file of the area its route is listed in.
 */
export type AreaPages<A extends RouteArea> = Partial<Record<AreaRouteName<A>, LazyRoute>>;

/**
 * The pages of one route module (`app/routes/`): the function it returns, given an export's name,
 * lazy-loads the module (a chunk of its own; the import is written out at each call so the bundler
 * splits it) and takes the named export as the route's component. Nothing here loads a page: the
 * home page's first load never grows with the areas (decisions 025, 026).
 */
function routeModule<M extends Record<string, unknown>>(load: () => Promise<M>) {
  return (name: keyof M & string): LazyRoute =>
    () =>
      load().then((m) => ({ Component: m[name] as ComponentType }));
}

/** The teacher share room (issue 21, decision 151): one route module. */
export const teacherSharePage = routeModule(() => import('../routes/teacher-share.tsx'));
/** Class application (issue 21): the library-lesson booking pages share one route module. */
export const classApplyPage = routeModule(() => import('../routes/class-apply.tsx'));
/** Reading activities (issue 16, decision 130): one route module for the write flow and the reviews. */
export const activityPage = routeModule(() => import('../routes/reading-activities.tsx'));
/** Reading quizzes and the golden bell (decisions 140–142): one route module. */
export const quizPage = routeModule(() => import('../routes/quiz.tsx'));
/** Reading-report contests (issue 16.3, decision 135): one route module. */
export const reportContestPage = routeModule(() => import('../routes/report-contest.tsx'));
/** Reading clubs and group reading (issue 20, decisions 190–194): one route module. */
export const groupPage = routeModule(() => import('../routes/groups.tsx'));
/** Balance games, discussion rooms and newsgroups (issue 18, decisions 170–174): one route module. */
export const debatePage = routeModule(() => import('../routes/debate.tsx'));
/** Reading marathons (issue 19, decisions 180–183): one route module for lists, steps and diaries. */
export const marathonPage = routeModule(() => import('../routes/marathon.tsx'));
/** Portfolios (issue 16 part 4, decision 132): one route module; the PDF library loads on demand. */
export const portfolioPage = routeModule(() => import('../routes/portfolio.tsx'));
/** The event pages (decision 103): one route module, one page component for every event route. */
export const eventPage = routeModule(() => import('../routes/event.tsx'));
/** 교과연계 도서 (decision 290): the textbook books, browsable by subject and grade. */
export const textbookPage = routeModule(() => import('../routes/textbook.tsx'));
/** The survey pages (decision 100): the members' list and form, the staff's builder and results. */
export const surveyPage = routeModule(() => import('../routes/survey.tsx'));
/** The community pages share one route module; each route takes its own export. */
export const communityPage = routeModule(() => import('../routes/community.tsx'));
/** The staff console (decision 078): loaded only by staff, and the editor only by its write page. */
export const staffConsolePage = routeModule(() => import('../routes/staff-console.tsx'));
/** The five promotion pages share one route module (decision 120). */
export const promotionPage = routeModule(() => import('../routes/promotion.tsx'));
/** The home page (the site roots). */
export const homePage = routeModule(() => import('../routes/home.tsx'));
/** Search: one route module per search page; the result pages share theirs, as do the two detail pages. */
export const totalSearchPage = routeModule(() => import('../routes/search/total-search.tsx'));
export const schoolSearchPage = routeModule(() => import('../routes/search/school-search.tsx'));
export const schoolSearchLoginPage = routeModule(() => import('../routes/search/school-search-login.tsx'));
export const searchResultPage = routeModule(() => import('../routes/search/search-result.tsx'));
export const searchDetailPage = routeModule(() => import('../routes/search/search-detail.tsx'));
export const searchWordManagePage = routeModule(() => import('../routes/search/search-word-manage.tsx'));
/** Login, signup and the sso return path. */
export const loginPage = routeModule(() => import('../routes/login.tsx'));
export const signupPage = routeModule(() => import('../routes/signup.tsx'));
export const resLoginPage = routeModule(() => import('../routes/res-login.tsx'));
/** The library membership pages (and their PureScreen variant). */
export const membershipPage = routeModule(() => import('../routes/membership.tsx'));
/** Curation: the curation lists, the customized curation, my AI curation and the reading statistics. */
export const curationPage = routeModule(() => import('../routes/curation.tsx'));
/** The school library: my library status, wish books, class lists and the circulation desk. */
export const libraryPage = routeModule(() => import('../routes/library.tsx'));
/** My page: badges, dashboard, my details, my community, messages and bookshelves. */
export const myPageModule = routeModule(() => import('../routes/my-page.tsx'));
/** The school catalogue's import and export (decision 283). */
export const catalogueImportPage = routeModule(() => import('../routes/catalogue-import.tsx'));
/** The school manager's teacher approval (decision 050). */
export const teacherApprovalPage = routeModule(() => import('../routes/teacher-approval.tsx'));
