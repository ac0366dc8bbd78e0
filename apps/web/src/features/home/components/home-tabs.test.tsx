import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { HOME_SECTIONS } from '../../../test/home-sections-fixture.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { enabledTabs } from './home-tabs.tsx';

const setup = (list: unknown[]) => () =>
  jsonResponse({ status: 'OK', message: '', data: { list, totalCount: list.length } });

const SETUP_PATH = '/schome/service/main/getTotalReadingMainSetup';
const SECTIONS_PATH = '/schome/service/main/home/sections';

describe('enabledTabs', () => {
  it("keeps the items switched on, in the server's order", () => {
    expect(
      enabledTabs([
        { setupCode: 'CATEGORY_BOOKS', setupName: '분야별 추천도서', sortOrder: 3, useYN: 'Y' },
        { setupCode: 'READING_STATISTICS', setupName: '독서통계', sortOrder: 2, useYN: 'N' },
        { setupCode: 'HOME', setupName: '홈', sortOrder: 1, useYN: 'Y' },
      ]),
    ).toEqual([
      { setupCode: 'HOME', name: '홈' },
      { setupCode: 'CATEGORY_BOOKS', name: '분야별 추천도서' },
    ]);
  });
});

describe('HomeTabs', () => {
  it('shows the tabs the main setup switches on', async () => {
    mockFetch({
      [SETUP_PATH]: setup([
        { setupCode: 'HOME', setupName: '홈', sortOrder: 1, useYN: 'Y' },
        { setupCode: 'READING_STATISTICS', setupName: '독서통계', sortOrder: 2, useYN: 'N' },
        { setupCode: 'CATEGORY_BOOKS', setupName: '분야별 추천도서', sortOrder: 3, useYN: 'Y' },
      ]),
    });
    renderApp('/');
    const tablist = await screen.findByRole('tablist', { name: '메인 화면 보기 선택' });
    // Every tab shows until the setup arrives; wait for the server's flags to apply.
    await waitFor(() => expect(within(tablist).queryByRole('tab', { name: '독서통계' })).toBeNull());
    expect(within(tablist).getByRole('tab', { name: '분야별 추천도서' })).toBeTruthy();
    expect(within(tablist).getByRole('tab', { name: '홈' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: '독서로에서 할 수 있는 일' })).toBeTruthy();
  });

  it('shows every tab when the setup cannot be loaded', async () => {
    let failed = 0;
    mockFetch({
      [SETUP_PATH]: () => {
        failed += 1;
        return new Response('', { status: 500 });
      },
    });
    renderApp('/Elementary');
    const tablist = await screen.findByRole('tablist');
    // Look only after the failed answer has been handled, not at the tabs drawn before it came.
    await waitFor(() => expect(failed).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['홈', '독서통계', '분야별 추천도서']);
  });

  it('shows the reading statistics in their tab, and moves with the arrow keys', async () => {
    mockFetch({ [SECTIONS_PATH]: () => jsonResponse({ status: 'OK', message: '', data: HOME_SECTIONS }) });
    renderApp('/');
    const homeTab = await screen.findByRole('tab', { name: '홈' });
    fireEvent.keyDown(homeTab, { key: 'ArrowRight' });
    const statisticsTab = screen.getByRole('tab', { name: '독서통계' });
    expect(statisticsTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(statisticsTab);
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { name: '독서로 현황' })).toBeTruthy();
    expect(within(panel).getByText('12,485')).toBeTruthy();
    expect(within(panel).getByText('서울')).toBeTruthy();
    fireEvent.keyDown(statisticsTab, { key: 'Home' });
    expect(screen.getByRole('tab', { name: '홈' }).getAttribute('aria-selected')).toBe('true');
  });

  it('links each feature card to its area under the current site', async () => {
    mockFetch();
    renderApp('/High');
    expect((await screen.findByRole('link', { name: '도서 검색' })).getAttribute('href')).toBe(
      '/High/TotalSearch',
    );
    expect(screen.getByRole('link', { name: '추천도서' }).getAttribute('href')).toBe('/High/PopularCuration');
  });
});
