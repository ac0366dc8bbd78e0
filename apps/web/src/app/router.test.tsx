import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isRedirectRoute, ROUTES, type RouteName } from '../config/paths.ts';
import { setSession } from '../lib/session-store.ts';
import { mockFetch } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';
import { READY_PAGES } from './router.tsx';

describe('the router', () => {
  it('has a page module for every route the table marks ready', () => {
    for (const route of ROUTES) {
      if (!isRedirectRoute(route) && route.status === 'ready') {
        expect(READY_PAGES[route.name as RouteName], route.name).toBeTypeOf('function');
      }
    }
  });

  it.each(['/', '/Elementary', '/Middle', '/High'])('shows the home page at %s', async (path) => {
    mockFetch();
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: '독서로에 오신 것을 환영합니다' }),
    ).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it.each([
    ['/Community', '/Notice', '공지사항'],
    ['/Elementary/Community', '/Elementary/Notice', '공지사항'],
    ['/High/SchoolCommunity', '/High/SchoolNotice', '학교 공지사항'],
    ['/Middle/Recommend', '/Middle/RecommendList', '추천 독서활동'],
    ['/groupReadingActivity', '/readingBookGroup', '함께 읽기'],
    ['/Search?searchKeyword=abc', '/TotalSearch?searchKeyword=abc', '통합검색'],
  ])('redirects %s to %s, replacing the history entry', async (from, to, heading) => {
    mockFetch();
    const { router } = renderApp(from);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(to);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['/NoticePureScreen', '공지사항'],
    ['/Elementary/NoticePureScreen', '공지사항'],
  ])(
    'draws the PureScreen page %s alone: no header, menus, footer or quick menu (decision 202)',
    async (path, heading) => {
      mockFetch();
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(screen.getByRole('main')).toBeTruthy();
      // The page's own heading block is a <header> too: the frame's pieces are looked up by their class.
      for (const frame of ['.site-header', '.site-footer', '.quick-menu', '.menu-bar']) {
        expect(document.querySelector(frame), frame).toBeNull();
      }
      expect(screen.queryByRole('contentinfo')).toBeNull();
    },
  );

  it('lists the PureScreen variant in the route table, each beside the page it shows alone', () => {
    const pure = ROUTES.filter((route) => route.name.includes('PureScreen')).map((route) => route.name);
    expect(pure).toEqual(['NoticePureScreen', 'MembershipPureScreen', 'SearchResultPureScreen']);
    for (const name of pure) {
      const page = name.replace('PureScreen', '') as RouteName;
      expect(ROUTES.some((route) => route.name === page)).toBe(true);
    }
  });

  it('shows a Korean not-found page inside the frame for unknown paths', async () => {
    mockFetch();
    renderApp('/Elementary/NoSuchPage');
    expect(await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/Elementary');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('matches site roots and pages without regard to case', async () => {
    mockFetch();
    renderApp('/elementary/faq');
    expect(await screen.findByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('자주 묻는 질문 | 초등학교'));
  });
});

describe('the site frame', () => {
  it.each([
    ['/', '독서로'],
    ['/Elementary', '초등학교'],
    ['/Middle/Notice', '공지사항 | 중학교'],
    ['/High/Faq', '자주 묻는 질문 | 고등학교'],
    ['/TotalSearch', '통합검색 | 독서로'],
  ])('titles %s as %s', async (path, title) => {
    mockFetch();
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it("titles a school site with the logged-in member's school", async () => {
    setSession({ token: 't', userId: 'u', schKey: '7', schName: '대구중학교', memberTypeCode: '01' });
    mockFetch();
    renderApp('/Middle');
    await waitFor(() => expect(document.title).toBe('대구중학교'));
  });

  it('gives every page of the route table its own name in the title', async () => {
    const { ROUTE_TITLES } = await import('../messages/route-titles.ts');
    const names = Object.values(ROUTE_TITLES);
    expect(names.every((name) => name.trim().length > 0)).toBe(true);
    mockFetch();
    const { router } = renderApp('/Notice');
    await waitFor(() => expect(document.title).toBe('공지사항 | 독서로'));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe('독서로'));
  });

  it('keeps the base path of the visit in session storage', async () => {
    mockFetch();
    const { router } = renderApp('/High/Notice');
    await waitFor(() => expect(sessionStorage.getItem('baseUrl')).toBe('/High'));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(sessionStorage.getItem('baseUrl')).toBe('/'));
  });

  it('scrolls to the top on navigation unless the query says scroll=no', async () => {
    mockFetch();
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    const { router } = renderApp('/Notice');
    await screen.findByRole('heading', { level: 1, name: '공지사항' });
    // The page first drawn stays where the browser put it (a prerendered home scrolled before hydrating).
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/Faq'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate('/Faq?page=2&scroll=no'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('offers a skip link to the main content', async () => {
    mockFetch();
    renderApp('/');
    const skip = await screen.findByRole('link', { name: '본문 바로가기' });
    expect(skip.getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
  });

  it('links the four sites and marks the current one', async () => {
    mockFetch();
    renderApp('/Middle/Notice');
    const nav = await screen.findByRole('navigation', { name: '사이트 선택' });
    const links = Array.from(nav.querySelectorAll('a'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['메인', '/'],
      ['초등', '/Elementary'],
      ['중등', '/Middle'],
      ['고등', '/High'],
    ]);
    expect(links.filter((a) => a.getAttribute('aria-current')).map((a) => a.textContent)).toEqual(['중등']);
  });

  it('links the logo to the current site home and shows its level', async () => {
    mockFetch();
    renderApp('/Elementary/Notice');
    const logo = await screen.findByRole('link', { name: '독서로 초등학교' });
    expect(logo.getAttribute('href')).toBe('/Elementary');
  });
});
