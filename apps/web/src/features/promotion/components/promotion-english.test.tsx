import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { inEnglish, koreanOutsideData } from '../../../test/english.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

/**
 * The promotion pages in English (decision 210): the pages, collections and counts in English (the
 * collections named by the contract's table), the operator's introduction and the book data in lang="ko".
 * Korean mode is promotion-pages.test.tsx.
 */
const ok = (data: unknown) => jsonResponse({ status: 'OK', message: '', data });

describe('promotion pages in English', () => {
  beforeAll(inEnglish);

  it('names the page and its collections in English and shows the introduction and books as data', async () => {
    mockFetch({
      '/schome/service/promotion/PromotionRecommend/novel-korean': () =>
        ok({
          collection: {
            collectionKey: 'novel-korean',
            kind: 'novel',
            type: 'korean',
            title: '한국 소설',
            summary: '요약',
            intro: '<p>우리 작가들의 소설</p>',
            introModDate: '2026-01-01T00:00:00.000Z',
          },
          list: [
            {
              bookKey: 1,
              isbn13: null,
              title: '완득이',
              author: '김려령',
              publisher: '창비',
              pubYear: 2008,
              kdc: '813.7',
              languageCode: 'kor',
              holdingCount: 2,
              availableCount: 1,
            },
          ],
          totalCount: 1,
          totalPage: 1,
        }),
    });
    renderApp('/Promotion/Novel/main');
    const main = within(await screen.findByRole('main'));
    const title = await main.findByRole('link', { name: '완득이' });
    expect(title.getAttribute('lang')).toBe('ko');
    expect(main.getByRole('heading', { level: 1, name: 'Journeys through novels' })).toBeTruthy();
    expect(main.getByRole('link', { name: 'Korean novels' }).getAttribute('aria-current')).toBe('page');
    expect(main.getByText('1 available')).toBeTruthy();
    expect(main.getByText('2 held in all')).toBeTruthy();
    expect(koreanOutsideData(document.body)).toEqual([]);
  });
});
