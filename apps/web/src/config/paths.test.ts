import { isPureScreenPage, PURE_SCREEN_PATHS } from '@reading/contract/main/pure-screen-pages';
import { describe, expect, it } from 'vitest';
import {
  hrefFor,
  isRedirectRoute,
  joinSitePath,
  ROUTES,
  type RouteName,
  routeByName,
  SITE_HOMES,
} from './paths.ts';

const names = ROUTES.map((route) => route.name);

describe('the paths table', () => {
  it('names every route once', () => {
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every route its own path, even ignoring case as the router does', () => {
    const paths = ROUTES.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("lists exactly the contract's PureScreen pages, the only documents the server lets be framed (204)", () => {
    const pure = ROUTES.filter((route) => route.name.includes('PureScreen')).map((route) => route.path);
    expect(pure.sort()).toEqual([...PURE_SCREEN_PATHS].sort());
    const others = ROUTES.filter((route) => !route.name.includes('PureScreen'));
    expect(others.filter((route) => isPureScreenPage(route.path)).map((route) => route.name)).toEqual([]);
  });

  it('redirects only to routes that exist and are not redirects themselves', () => {
    for (const route of ROUTES.filter(isRedirectRoute)) {
      const target = routeByName(route.redirect.to as RouteName);
      expect(target, `${route.name} → ${route.redirect.to}`).toBeDefined();
      expect(isRedirectRoute(target)).toBe(false);
      expect(() => hrefFor(target.name as RouteName, { params: route.redirect.params })).not.toThrow();
    }
  });

  it("redirects the spec's group routes to their first child", () => {
    const targets = Object.fromEntries(
      ROUTES.filter(isRedirectRoute).map((route) => [
        route.path,
        hrefFor(route.redirect.to as RouteName, { params: route.redirect.params }),
      ]),
    );
    expect(targets).toEqual({
      '/Community': '/Notice',
      '/SchoolCommunity': '/SchoolNotice',
      '/Curation': '/PopularCuration',
      '/ParticipationCustomizedBooks': '/ParticipationCustomizedCurationResult',
      '/groupReadingActivity': '/readingBookGroup',
      '/mypage': '/DashBoard',
      '/participation': '/ParticipationContestList/recentLoanBooks',
      '/Recommend': '/RecommendList',
      '/Search': '/TotalSearch',
      '/applyClass': '/applyClassList',
      '/Login': '/StudentLogin',
    });
  });

  it("holds the spec's key routes at the spec's paths", () => {
    const expected: Partial<Record<RouteName, string>> = {
      Home: '/',
      Notice: '/Notice',
      SchoolNotice: '/SchoolNotice',
      NoticeDetail: '/NoticeDetail',
      PopularCuration: '/PopularCuration',
      PersonalPrivacy: '/PersonalPrivacy',
      UseCondition: '/UseCondition',
      EmailRule: '/EmailRule',
      Maintenance: '/Maintenance',
      HowToDetail: '/HowTo/Detail',
      IntroduceGuideDetail: '/IntroduceGuide/Detail',
      readingBookGroup: '/readingBookGroup',
      DashBoard: '/DashBoard',
      MyBadge: '/MyBadge',
      Membership: '/Membership',
      MembershipUpdate: '/MembershipUpdate',
      ParticipationContestList: '/ParticipationContestList/:type',
      ParticipationContestDetail: '/ParticipationContestDetail/:reaActKey',
      contestFormEdit: '/contestFormEdit/:reaActKey',
      CreateMarathonStep1: '/CreateMarathonStep1',
      CreateMarathonStep2: '/CreateMarathonStep2',
      CreateMarathonStep3specific: '/CreateMarathonStep3specific',
      CreateMarathonStep3target: '/CreateMarathonStep3target',
      CreateMarathonStep3subject: '/CreateMarathonStep3subject',
      CreateMarathonStep4: '/CreateMarathonStep4',
      editMarathonStep2: '/editMarathonStep2',
      editMarathonStep3specific: '/editMarathonStep3specific',
      editMarathonStep3subject: '/editMarathonStep3subject',
      editMarathonStep3target: '/editMarathonStep3target',
      PromotionNovel: '/Promotion/Novel/:type',
      PromotionHistory: '/Promotion/History/:type',
      RecommendList: '/RecommendList',
      RecommendDetail: '/RecommendDetail/:reaActKey',
      PortfolioDetail: '/PortfolioDetail/:portfolioKey',
      TotalSearch: '/TotalSearch',
      SearchResult: '/SearchResult',
      SchoolSearchLogin: '/SchoolSearchLogin',
      SchoolSearchResultLogin: '/SchoolSearchResultLogin',
      applyClassList: '/applyClassList',
      StudentLogin: '/StudentLogin',
      AdminLogin: '/AdminLogin',
      Signup: '/Signup',
      ResLogin: '/ResLogin',
    };
    for (const [name, path] of Object.entries(expected)) {
      expect(routeByName(name as RouteName)?.path, name).toBe(path);
    }
  });

  it('lists the four site homes of the shell', () => {
    expect(SITE_HOMES.map((home) => `${home.name} ${home.basePath}`)).toEqual([
      'Home /',
      'ElementaryHome /Elementary',
      'MiddleHome /Middle',
      'HighHome /High',
    ]);
  });

  it('marks Home ready and every page with a status', () => {
    expect(routeByName('Home')).toMatchObject({ status: 'ready' });
    for (const route of ROUTES) {
      if (!isRedirectRoute(route)) expect(['ready', 'preparing']).toContain(route.status);
    }
  });

  it("keeps the spec's role guards on teacher-only and student-only routes", () => {
    const guarded = Object.fromEntries(
      ROUTES.flatMap((route) => ('guard' in route && route.guard ? [[route.name, route.guard]] : [])),
    );
    expect(guarded).toEqual({
      ApplyConsultingForm: 'studentOnly',
      LibraryDesk: 'managerOnly',
      TeacherApprovalManage: 'managerOnly',
      CatalogueImport: 'managerOnly',
      MyLibraryClassList: 'notStudent',
      // A teacher's classes and their pupils (decision 153); the server admits verified staff only.
      ClassManage: 'notStudent',
      ParticipationActivityPortfolioManage: 'notStudent',
      ParticipationActivityManageList: 'notStudent',
      ParticipationActivityReviewManage: 'notStudent',
      TeacherShareRoom: 'notStudent',
      ServiceRequest: 'notStudent',
      ServiceRequestDetail: 'notStudent',
      ServiceRequestForm: 'notStudent',
      // The teachers' recommended books (issue 15); the server admits verified teachers only.
      RecommendedBookManage: 'notStudent',
      // Not a spec route: the librarian's word lists (decision 014); the page admits managers only.
      SearchWordManage: 'notStudent',
      // Not spec routes: the staff console (decision 078); each page asks the server what the member may do.
      CommunityManage: 'notStudent',
      CommunityPostForm: 'notStudent',
      CommunityAnswerManage: 'notStudent',
      SitePageManage: 'notStudent',
      // Not a spec route: operators write the promotion collections' introductions (decision 120).
      PromotionIntroManage: 'notStudent',
      // Not spec routes: the survey builder and results (decision 100).
      SurveyManage: 'notStudent',
      SurveyResult: 'notStudent',
      // Not a spec route: the events' console (decision 103).
      EventManage: 'notStudent',
    });
  });

  it('never shadows an API path, which the server answers before the page fallback', () => {
    const apiPrefixes = ['/schome', '/alpasq', '/dls', '/keris-sso', '/service', '/docs', '/healthz'];
    for (const route of ROUTES) {
      for (const prefix of apiPrefixes) {
        expect(route.path === prefix || route.path.startsWith(`${prefix}/`), route.path).toBe(false);
      }
    }
  });
});

describe('hrefFor', () => {
  it('puts a route under the site root', () => {
    expect(hrefFor('Notice')).toBe('/Notice');
    expect(hrefFor('Notice', { basePath: '/Elementary' })).toBe('/Elementary/Notice');
    expect(hrefFor('Home', { basePath: '/High' })).toBe('/High');
    expect(hrefFor('Home')).toBe('/');
  });

  it('fills path parameters and the query', () => {
    expect(hrefFor('RecommendDetail', { basePath: '/Middle', params: { reaActKey: '42' } })).toBe(
      '/Middle/RecommendDetail/42',
    );
    expect(hrefFor('SearchResult', { search: { searchKeyword: '역사', searchType: 'all' } })).toBe(
      '/SearchResult?searchKeyword=%EC%97%AD%EC%82%AC&searchType=all',
    );
  });

  it('refuses a route whose parameter is missing', () => {
    expect(() => hrefFor('PortfolioDetail')).toThrow();
  });

  it('joins paths without doubling slashes', () => {
    expect(joinSitePath('/', '/Notice')).toBe('/Notice');
    expect(joinSitePath('/Elementary/', '/Notice')).toBe('/Elementary/Notice');
    expect(joinSitePath('/Elementary', '/')).toBe('/Elementary');
  });
});
