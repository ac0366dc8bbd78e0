import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyEnglishCatalogue } from '../../../messages/en/index.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { activityDetail, activityItem as item } from './activity-item.fixture.ts';

/**
 * The reading activities in English (decision 210): kinds, states and visibility named by their codes,
 * the member's and the teacher's writing shown as stored in lang="ko" parts. Korean mode is
 * activities.test.tsx.
 */
const ok = (data: unknown) => jsonResponse({ status: 'OK', message: '', data });
const hangul = /[\uac00-\ud7a3]/;
/** Korean outside any lang="ko" part, as the English walk finds it. */
const koreanOutsideData = (root: HTMLElement) =>
  [...root.querySelectorAll('*')]
    .flatMap((el) =>
      [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => [el, n] as const),
    )
    .filter(([el, n]) => hangul.test(n.textContent ?? '') && !el.closest('[lang^="ko"]'))
    .map(([, n]) => n.textContent);

describe('reading activities in English', () => {
  beforeAll(() => {
    window.localStorage.setItem('lang', 'en');
    applyEnglishCatalogue();
  });

  it('names the kind, the state and the visibility by code; the writing, the book and the names are marked as data', async () => {
    mockFetch({
      '/schome/service/readingActivitesMng/readingActivites/detail': () =>
        ok(activityDetail('<p>주인공은 용기를 냈다.</p>')),
    });
    renderApp('/Elementary/RecommendDetail/7');
    const article = await screen.findByRole('article');
    expect(within(article).getByText('Book report')).toBeTruthy();
    expect(within(article).getByText('Approved')).toBeTruthy();
    expect(article.textContent).toContain('Everyone (nationwide) · 2026-11-20');
    expect(within(article).getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('ko');
    const reply = within(article).getByText('정민아');
    expect(reply.getAttribute('lang')).toBe('ko');
    expect(reply.parentElement?.textContent).toContain('Teacher 정민아');
    expect(koreanOutsideData(article)).toEqual([]);
  });

  it('lists activities with English kinds and states and the titles, books and writers as data', async () => {
    mockFetch({
      '/schome/service/readingActivitesMng/readingActivites/recommendList': () =>
        ok({ list: [item], totalCount: 1, totalPage: 1, pageIndex: 1, pageSize: 10 }),
    });
    renderApp('/Elementary/RecommendList');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: '용기를 배운 이야기' }).getAttribute('lang')).toBe('ko');
    expect(within(table).getByText('Book report')).toBeTruthy();
    expect(within(table).getByText('Approved')).toBeTruthy();
    expect(koreanOutsideData(table)).toEqual([]);
  });
});
