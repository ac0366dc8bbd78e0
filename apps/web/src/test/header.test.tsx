import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { calledPaths, jsonResponse, mockFetch } from './fetch-mock.ts';
import { renderApp } from './render-app.tsx';
import { loginAs, STUDENT1, TEACHER1 } from './sessions.ts';

const envelope = (data: unknown) => ({ status: 'OK', message: '', data });
const keywords = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ rank: i + 1, keyword: `검색어${i + 1}`, searchCount: 100 - i }));

function mockShellFetch(options: { best?: unknown[]; block?: string[]; menu?: unknown[] } = {}) {
  return mockFetch({
    '/alpasq/api/keyword/best': () =>
      options.best
        ? jsonResponse(envelope({ list: options.best, totalCount: options.best.length }))
        : jsonResponse({ status: 'FAIL', message: '없음', data: null }, 404),
    '/alpasq/api/keyword/block/list': () =>
      jsonResponse(envelope({ list: (options.block ?? []).map((keyword) => ({ keyword })), totalCount: 0 })),
    '/schome/service/main/menu/list': () =>
      jsonResponse(envelope({ list: options.menu ?? [], totalCount: (options.menu ?? []).length })),
    '/schome/service/statistics/menu': () =>
      jsonResponse(envelope({ statDate: '2026-01-01', clickCount: 1 })),
  });
}

describe('the header search', () => {
  it("alerts '검색어를 입력해주세요.' for an empty term and does not search", async () => {
    mockShellFetch();
    const { router } = renderApp('/');
    fireEvent.submit(await screen.findByRole('search'));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('검색어를 입력해주세요.');
    expect(router.state.location.pathname).toBe('/');
  });

  it("alerts '차단된 검색어입니다.' for a blocked term and does not search", async () => {
    mockShellFetch({ block: ['나쁜말'] });
    const { router } = renderApp('/');
    const input = await screen.findByRole('searchbox', { name: '검색어' });
    await waitFor(() => expect(screen.getByRole('search')).toBeTruthy());
    // Let the block list arrive.
    await act(async () => {});
    fireEvent.change(input, { target: { value: '아주 나쁜말 이야기' } });
    fireEvent.submit(screen.getByRole('search'));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('차단된 검색어입니다.');
    expect(router.state.location.pathname).toBe('/');
  });

  it('searches the chosen region on the main site', async () => {
    mockShellFetch();
    const { router } = renderApp('/');
    fireEvent.change(await screen.findByRole('combobox', { name: '지역 선택' }), {
      target: { value: 'C10' },
    });
    fireEvent.change(screen.getByRole('searchbox', { name: '검색어' }), { target: { value: ' 역사 ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/SearchResult'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      searchKeyword: '역사',
      searchType: 'all',
      provCode: 'C10',
    });
  });

  it("adds the member's school on a school site, where no region selector shows", async () => {
    mockShellFetch();
    loginAs(STUDENT1);
    const { router } = renderApp('/Elementary');
    expect(screen.queryByRole('combobox', { name: '지역 선택' })).toBeNull();
    fireEvent.change(await screen.findByRole('searchbox', { name: '검색어' }), { target: { value: '과학' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Elementary/SearchResult'));
    expect(new URLSearchParams(router.state.location.search).get('neisCode')).toBe('7130102');
    expect(new URLSearchParams(router.state.location.search).get('provCode')).toBe('B10');
  });
});

describe('the narrow search box (600px and below)', () => {
  function narrowScreen() {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(max-width: 600px)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      })),
    );
  }

  it('opens on the first click, searches on the second, and collapses and clears on a click elsewhere', async () => {
    narrowScreen();
    mockShellFetch();
    const { router } = renderApp('/');
    const submit = await screen.findByRole('button', { name: '검색' });
    const input = screen.getByLabelText('검색어') as HTMLInputElement;
    // The fold itself is CSS on data-expanded (header-search.css), checked in a browser by shell.e2e.ts.
    const form = screen.getByRole('search');
    expect(form.dataset.expanded).toBe('false');
    expect(submit.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(submit);
    expect(form.dataset.expanded).toBe('true');
    expect(submit.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.change(input, { target: { value: '우주' } });
    fireEvent.pointerDown(document.body);
    expect(form.dataset.expanded).toBe('false');
    expect(input.value).toBe('');
    fireEvent.click(submit);
    fireEvent.change(input, { target: { value: '우주' } });
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/SearchResult'));
  });
});

describe('the popular-keyword panel', () => {
  it('lists ten entries with two-digit ranks and the blocked-term label', async () => {
    const fetchMock = mockShellFetch({ best: keywords(12), block: ['검색어3'] });
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: '인기 검색어' }));
    const panel = await screen.findByRole('region', { name: '오늘의 인기 검색어' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(10));
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]!.textContent).toBe('01검색어1');
    expect(items[2]!.textContent).toBe('03차단된 검색어');
    expect(items[9]!.textContent).toBe('10검색어10');
    expect(calledPaths(fetchMock)).toContain('/alpasq/api/keyword/best?type=D');
  });

  it("asks for the member's school's keywords on a school site", async () => {
    const fetchMock = mockShellFetch({ best: keywords(3) });
    loginAs(STUDENT1);
    renderApp('/Elementary');
    fireEvent.click(await screen.findByRole('button', { name: '인기 검색어' }));
    await screen.findByText('검색어1');
    expect(calledPaths(fetchMock)).toContain('/alpasq/api/keyword/best?type=D&neisCode=7130102');
  });

  it('shows an empty state when the server does not answer, and closes on a backdrop click', async () => {
    mockShellFetch();
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: '인기 검색어' });
    fireEvent.click(toggle);
    expect(await screen.findByText('아직 집계된 인기 검색어가 없습니다.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('keyword-backdrop'));
    expect(screen.queryByRole('region', { name: '오늘의 인기 검색어' })).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('region', { name: '오늘의 인기 검색어' })).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.queryByRole('region', { name: '오늘의 인기 검색어' })).toBeNull();
  });
});

describe('the menus', () => {
  it('hide an item and an emptied group by the server flags', async () => {
    mockShellFetch({
      menu: [
        { menuId: 't4-share', useYN: 'N' },
        { menuId: 's1-marathon', useYN: 'N' },
      ],
    });
    loginAs(TEACHER1);
    renderApp('/Elementary');
    const nav = await screen.findByRole('navigation', { name: '주요 메뉴' });
    await waitFor(() => expect(within(nav).queryByText('교사 공유방')).toBeNull());
    expect(within(nav).queryByRole('link', { name: '독서마라톤' })).toBeNull();
    expect(within(nav).getByRole('link', { name: '독서활동 관리' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: '골든벨 퀴즈대회' })).toBeTruthy();
  });

  it('report every click to the menu statistics with the school and type 01', async () => {
    const fetchMock = mockShellFetch();
    const { router } = renderApp('/Elementary?schKey=7');
    const nav = await screen.findByRole('navigation', { name: '주요 메뉴' });
    fireEvent.click(within(nav).getByRole('link', { name: '독서퀴즈' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Elementary/readingQuiz'));
    expect(calledPaths(fetchMock)).toContain(
      `/schome/service/statistics/menu?schKey=7&menuName=${encodeURIComponent('독서퀴즈').replace(/%20/g, '+')}&type=01`,
    );
  });

  it('open the drawer by its toggle, close it on the backdrop, and show the loan card on school sites', async () => {
    mockShellFetch();
    renderApp('/Middle');
    const toggle = await screen.findByRole('button', { name: '전체 메뉴' });
    fireEvent.click(toggle);
    // The drawer's code loads on its first opening (decision 025); after that it opens at once.
    const drawer = await screen.findByRole('dialog', { name: '전체 메뉴' });
    expect(within(drawer).getByRole('region', { name: '모바일 대출증' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('menu-drawer-backdrop'));
    expect(screen.queryByRole('dialog', { name: '전체 메뉴' })).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('dialog', { name: '전체 메뉴' })).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.queryByRole('dialog', { name: '전체 메뉴' })).toBeNull();
  });

  it('show no loan card in the main site drawer', async () => {
    mockShellFetch();
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: '전체 메뉴' }));
    const drawer = await screen.findByRole('dialog', { name: '전체 메뉴' });
    expect(within(drawer).queryByRole('region', { name: '모바일 대출증' })).toBeNull();
  });
});
