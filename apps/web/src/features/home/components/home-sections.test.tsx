import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calledPaths, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { HOME_SECTIONS } from '../../../test/home-sections-fixture.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { BANNER_AUTOPLAY_MS } from './banner-carousel.tsx';

const SECTIONS_PATH = '/schome/service/main/home/sections';

describe('the home page', () => {
  it('shows popular books, new arrivals and the latest notices from the server', async () => {
    mockFetch({ [SECTIONS_PATH]: () => jsonResponse({ status: 'OK', message: '', data: HOME_SECTIONS }) });
    renderApp('/');
    const popular = await screen.findByRole('region', { name: '인기도서' });
    const items = await within(popular).findAllByRole('listitem');
    expect(items[0]!.textContent).toContain('1위');
    expect(items[0]!.textContent).toContain('아몬드');
    expect(items[0]!.textContent).toContain('대출 1,234회');
    expect(within(screen.getByRole('region', { name: '신착도서' })).getByText('새로 들어온 책')).toBeTruthy();
    const notice = within(screen.getByRole('region', { name: '공지사항' })).getByRole('link', {
      name: '개인정보처리방침 개정 안내',
    });
    expect(notice.getAttribute('href')).toBe('/NoticeDetail?noticeKey=5');
  });

  it("links each book card to the book's detail on the same site, and shows the children's rank there", async () => {
    const children = HOME_SECTIONS.popularBooks.map((b) => ({ ...b, loans: null }));
    mockFetch({
      [SECTIONS_PATH]: () =>
        jsonResponse({ status: 'OK', message: '', data: { ...HOME_SECTIONS, popularBooks: children } }),
    });
    renderApp('/Elementary');
    const popular = await screen.findByRole('region', { name: '인기도서' });
    const [card] = await within(popular).findAllByRole('listitem');
    const book = HOME_SECTIONS.popularBooks[0]!;
    expect(within(card!).getByRole('link').getAttribute('href')).toBe(
      `/Elementary/SearchDetail?bookKey=${book.bookKey}`,
    );
    expect(within(popular).getAllByRole('listitem')[0]!.textContent).toContain('어린이 대출 순위');
    expect(popular.textContent).toContain('2025년 공공도서관 어린이 도서 대출 순위');
  });

  it('holds the room of a full answer while the sections load, hidden from assistive technology', async () => {
    mockFetch({ [SECTIONS_PATH]: () => new Promise<Response>(() => {}) });
    const { container } = renderApp('/');
    const popular = await screen.findByRole('region', { name: '인기도서' });
    const sections = popular.closest<HTMLElement>('.home-sections')!;
    expect(within(sections).getByRole('status').textContent).toBe('불러오는 중입니다.');
    expect(popular.querySelectorAll('.book-card')).toHaveLength(10);
    expect(within(popular).queryAllByRole('listitem')).toHaveLength(0);
    expect(container.querySelectorAll('.home-new__item')).toHaveLength(6);
    expect(container.querySelectorAll('.home-notices__item')).toHaveLength(5);
  });

  it("asks for the site's school level on a school site", async () => {
    const fetchMock = mockFetch({
      [SECTIONS_PATH]: () => jsonResponse({ status: 'OK', message: '', data: HOME_SECTIONS }),
    });
    renderApp('/High');
    await screen.findByRole('region', { name: '인기도서' });
    expect(calledPaths(fetchMock)).toContain(`${SECTIONS_PATH}?schLevelCode=03`);
  });

  it('says so when the sections cannot be loaded', async () => {
    mockFetch();
    renderApp('/');
    expect(await screen.findByText('정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
  });

  it('has a banner carousel that autoplays every 2.5 s with a pause/play button', async () => {
    mockFetch();
    renderApp('/');
    const banner = await screen.findByRole('region', { name: '주요 안내' });
    expect(BANNER_AUTOPLAY_MS).toBe(2500);
    expect(within(banner).getAllByRole('group', { hidden: true })).toHaveLength(4);
    const pause = within(banner).getByRole('button', { name: '자동 넘김 멈춤' });
    fireEvent.click(pause);
    expect(within(banner).getByRole('button', { name: '자동 넘김 시작' })).toBeTruthy();
  });
});
