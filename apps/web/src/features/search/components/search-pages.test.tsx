import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getOpenDialogs, settleDialog } from '../../../lib/dialogs.ts';
import { calledPaths, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const ok = (data: unknown) => jsonResponse({ status: 'OK', message: '', data });

const book = {
  bookKey: 7,
  isbn: '9788936433635',
  title: '완득이',
  subtitle: '김려령 장편소설',
  author: '김려령',
  publisher: '창비',
  pubYear: 2008,
  volume: null,
  kdc: '813.6',
  kdcName: '한국문학',
  categoryCode: '0',
  pubFormCode: 'BK',
  languageCode: 'kor',
  holdingCount: 1,
  availableCount: 1,
  loanAvailableYn: 'Y',
  work: { workKey: '완득이|김려령', series: null, volumes: [], recordCount: 1 },
  summary: {
    ownSchool: { availableCount: 1, holdingCount: 1 },
    otherLibraryCount: 0,
    otherAvailableLibraryCount: 0,
  },
  holdings: [
    {
      bookKey: 7,
      volume: null,
      libCode: 'LIB7130102',
      libName: '서울가락초등학교',
      neisCode: '7130102',
      provCode: 'B10',
      callNo: '813.6 김10',
      regNo: 'EM000001',
      status: 'AVAILABLE',
      statusName: '대출가능',
      dueDate: null,
    },
  ],
};

function searchApi(bodies: unknown[] = []) {
  return mockFetch({
    '/alpasq/api/keyword/block/list': () => ok({ list: [{ keyword: '도박' }], totalCount: 1 }),
    '/alpasq/api/search/aggkw': () => ok({ logged: true }),
    '/alpasq/api/search': (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return ok({ list: [book], totalCount: 23, totalPage: 3, page: 1, display: 10 });
    },
  });
}

afterEach(() => {
  for (const d of getOpenDialogs()) settleDialog(d.id);
});

describe('search pages', () => {
  it('alerts 검색어를 입력해주세요. and does not search when the term is empty', async () => {
    const fetchMock = searchApi();
    renderApp('/TotalSearch');
    const page = within(await screen.findByRole('main'));
    fireEvent.click(await page.findByRole('button', { name: '검색' }));
    await waitFor(() => expect(getOpenDialogs().map((d) => d.message)).toEqual(['검색어를 입력해주세요.']));
    expect(calledPaths(fetchMock).some((p) => p.startsWith('/alpasq/api/search'))).toBe(false);
  });

  it('alerts 차단된 검색어입니다. and does not search for a blocked term', async () => {
    const fetchMock = searchApi();
    const { router } = renderApp('/TotalSearch');
    const page = within(await screen.findByRole('main'));
    fireEvent.change(await page.findByRole('searchbox', { name: '검색어' }), {
      target: { value: '온라인 도박' },
    });
    fireEvent.click(page.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(getOpenDialogs().map((d) => d.message)).toEqual(['차단된 검색어입니다.']));
    expect(router.state.location.pathname).toBe('/TotalSearch');
    expect(calledPaths(fetchMock).some((p) => p.startsWith('/alpasq/api/search'))).toBe(false);
  });

  it('reads the header’s query on SearchResult, logs the keyword, then searches', async () => {
    const bodies: unknown[] = [];
    const fetchMock = searchApi(bodies);
    renderApp('/Elementary/SearchResult?searchKeyword=완득이&searchType=all&provCode=B10&neisCode=7130102');
    expect(await screen.findByRole('link', { name: '완득이' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '검색 결과 23건' })).toBeTruthy();
    const paths = calledPaths(fetchMock).filter((p) => p.startsWith('/alpasq/api/search'));
    expect(paths).toEqual(['/alpasq/api/search/aggkw', '/alpasq/api/search']);
    expect(bodies[0]).toMatchObject({
      searchKeyword: '완득이',
      searchType: 'all',
      provCode: ['B10'],
      neisCode: '7130102',
      page: 1,
      display: 10,
    });
    expect(screen.getByRole('link', { name: '완득이' }).getAttribute('href')).toBe(
      '/Elementary/SearchDetail?bookKey=7&neisCode=7130102',
    );
  });

  it('puts filters and pages in the URL, and clears filters to empty', async () => {
    searchApi();
    const { router } = renderApp('/SearchResult?searchKeyword=완득이');
    await screen.findByRole('link', { name: '완득이' });
    fireEvent.click(screen.getByRole('checkbox', { name: '문학' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '대출불가 도서 제외' }));
    fireEvent.change(screen.getByRole('textbox', { name: '발행연도 시작' }), { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: '필터 적용' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?${new URLSearchParams('searchKeyword=완득이&searchType=all&kdcCode=8&excludeNonLending=Y&startPubYear=2000')}`,
      ),
    );
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: /^2\s?쪽$/ }));
    });
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    fireEvent.click(screen.getByRole('button', { name: '필터 초기화' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?${new URLSearchParams('searchKeyword=완득이&searchType=all')}`,
      ),
    );
  });

  it('000 §3 SKCO: the filter panel offers SKCO (주제, KDC) beside the categories (이용대상) and sends both', async () => {
    searchApi();
    const { router } = renderApp('/SearchResult?searchKeyword=완득이');
    await screen.findByRole('link', { name: '완득이' });
    expect(screen.getByRole('group', { name: '주제(KDC)' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '이용대상' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '아동' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '자연과학' }));
    fireEvent.click(screen.getByRole('button', { name: '필터 적용' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?${new URLSearchParams('searchKeyword=완득이&searchType=all&categoryCode=7&kdcCode=4')}`,
      ),
    );
  });

  it('sends SchoolSearchLogin to StudentLogin when nobody is logged in', async () => {
    mockFetch();
    const { router } = renderApp('/Elementary/SchoolSearchLogin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Elementary/StudentLogin'));
  });
});
