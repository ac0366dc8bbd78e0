import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { loginAs, STUDENT1 } from '../../../test/sessions.ts';

const ok = (data: unknown) => jsonResponse({ status: 'OK', message: '', data });
const DLS_TOKEN = { tokenType: 'Bearer', accessToken: 'dls-access-1' };

/** The headers of every call to `path`, in order. */
function searchApi() {
  const aggkw: Headers[] = [];
  const search: Headers[] = [];
  mockFetch({
    '/alpasq/api/search/aggkw': (_url, init) => {
      aggkw.push(new Headers(init?.headers));
      return ok({ logged: true });
    },
    '/alpasq/api/search': (_url, init) => {
      search.push(new Headers(init?.headers));
      return ok({ list: [], totalCount: 0, totalPage: 0, page: 1, display: 10 });
    },
  });
  return { aggkw, search };
}

// Every page that runs a search logs its keyword first (spec 000 §2 routes, §7).
const SEARCH_PAGES = [
  '/SearchResult?searchKeyword=완득이',
  '/Elementary/SchoolSearchResult?searchKeyword=완득이',
  '/Elementary/SchoolSearchResultLogin?searchKeyword=완득이',
];

describe('the search keyword log (aggkw)', () => {
  it.each(SEARCH_PAGES)(
    '000 §7: POST /alpasq/api/search/aggkw carries an Authorization header of tokenType followed by accessToken (%s)',
    async (page) => {
      loginAs({ ...STUDENT1, dlsToken: DLS_TOKEN });
      const calls = searchApi();
      renderApp(page);
      await screen.findByRole('main');
      await expect.poll(() => calls.search.length).toBe(1);
      expect(calls.aggkw.map((h) => h.get('Authorization'))).toEqual(['Bearer dls-access-1']);
      expect(calls.aggkw[0]?.get('token')).toBe('test-token');
    },
  );

  it('000 §7: without a library token the keyword is still logged, with no Authorization header', async () => {
    loginAs(STUDENT1);
    const calls = searchApi();
    renderApp('/SearchResult?searchKeyword=완득이');
    await expect.poll(() => calls.search.length).toBe(1);
    expect(calls.aggkw).toHaveLength(1);
    expect(calls.aggkw[0]?.has('Authorization')).toBe(false);
  });
});
