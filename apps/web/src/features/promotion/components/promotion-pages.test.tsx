import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calledPaths, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const ok = (data: unknown) => jsonResponse({ status: 'OK', message: '', data });
const book = (bookKey: number, title: string, availableCount = 1, holdingCount = 2) => ({
  bookKey,
  isbn13: null,
  title,
  author: '작가',
  publisher: '출판사',
  pubYear: 2020,
  kdc: '813.7',
  languageCode: 'kor',
  holdingCount,
  availableCount,
});
const collection = (type: string, title: string, intro: string | null = null) => ({
  collectionKey: `novel-${type}`,
  kind: 'novel',
  type,
  title,
  summary: '요약',
  intro,
  introModDate: intro ? '2026-01-01T00:00:00.000Z' : null,
});
const base = '/schome/service/promotion';

describe('PromotionNovel', () => {
  it('opens main on the first collection with the operator’s sanitized introduction and its books', async () => {
    const fetchMock = mockFetch({
      [`${base}/PromotionRecommend/novel-korean`]: () =>
        ok({
          collection: collection(
            'korean',
            '한국 소설',
            '<p>소개 <strong>글</strong></p><img src=x onerror="alert(1)">',
          ),
          list: [book(1, '완득이'), book(2, '아몬드', 0), book(3, '소장 없는 책', 0, 0)],
          totalCount: 3,
          totalPage: 1,
        }),
    });
    const { container } = renderApp('/Promotion/Novel/main');
    const main = within(await screen.findByRole('main'));
    await main.findByText('완득이');
    expect(main.getByRole('heading', { level: 1, name: '소설로 떠나는 여행' })).toBeTruthy();
    expect(main.getByRole('link', { name: '한국 소설' }).getAttribute('aria-current')).toBe('page');
    expect(main.getByText('글').tagName).toBe('STRONG');
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(main.getByText('대출 가능 1권')).toBeTruthy();
    expect(main.getByText('모두 대출 중')).toBeTruthy();
    expect(main.getByText('학교도서관 소장 없음')).toBeTruthy();
    expect(calledPaths(fetchMock)).toContain(
      `${base}/PromotionRecommend/novel-korean?pageIndex=1&availableOnly=N&sort=popular&pageSize=12`,
    );
  });

  it('shows the summary without an introduction, and asks again for available books only', async () => {
    const fetchMock = mockFetch({
      [`${base}/PromotionRecommend/novel-world`]: (url) =>
        ok({
          collection: collection('world', '세계 소설'),
          list: url.searchParams.get('availableOnly') === 'Y' ? [] : [book(4, '노르웨이의 숲')],
          totalCount: url.searchParams.get('availableOnly') === 'Y' ? 0 : 1,
          totalPage: 1,
        }),
    });
    const { router } = renderApp('/Promotion/Novel/world');
    const main = within(await screen.findByRole('main'));
    await main.findByText('노르웨이의 숲');
    expect(main.getByText('일본·영미·유럽·중국 작가의 소설을 우리말로')).toBeTruthy();
    fireEvent.click(main.getByRole('checkbox', { name: '대출 가능한 책만' }));
    await main.findByText('지금 대출 가능한 책이 없습니다. ‘대출 가능한 책만’을 해제해 보세요.');
    expect(router.state.location.search).toBe('?availableOnly=Y');
    expect(calledPaths(fetchMock).some((p) => p.includes('availableOnly=Y'))).toBe(true);
  });

  it('says an unknown type is not a collection, and shows the server’s error with a retry', async () => {
    mockFetch({
      [`${base}/PromotionRecommend/novel-korean`]: () =>
        jsonResponse({ status: 'FAIL', message: '잠시 후 다시 시도해 주세요.', data: null }, 503),
    });
    const { router } = renderApp('/Promotion/Novel/poem');
    const main = within(await screen.findByRole('main'));
    await main.findByRole('heading', { name: '추천 도서 묶음을 찾을 수 없습니다.' });
    fireEvent.click(main.getByRole('link', { name: '처음 묶음 보기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Promotion/Novel/main'));
    expect(await main.findByRole('alert')).toBeTruthy();
    expect(main.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});

describe('PromotionHistory', () => {
  it('says when the day has no events and shows the nearest day’s', async () => {
    mockFetch({
      [`${base}/history`]: (url) =>
        ok({
          date: url.searchParams.get('date'),
          eventDates: ['0101'],
          exact: false,
          previousDate: '0101',
          nextDate: '0103',
          list: [
            {
              eventKey: '0101-1485-4',
              date: '0101',
              year: 1485,
              title: '경국대전 시행',
              description: '조선의 기본 법전인 경국대전이 완성되어 시행되었다.',
              categoryCode: '012002004',
              categoryName: '조선 전기',
              books: [book(9, '설민석의 조선왕조실록')],
            },
          ],
          totalCount: 1,
        }),
    });
    renderApp('/Promotion/History/0102');
    const main = within(await screen.findByRole('main'));
    await main.findByRole('heading', { level: 3, name: '경국대전 시행' });
    expect(main.getByRole('heading', { level: 2, name: '1월 2일의 역사' })).toBeTruthy();
    expect(main.getByRole('note').textContent).toBe(
      '1월 2일에 기록된 사건이 없어 가장 가까운 날(1월 1일)의 사건을 보여 드립니다.',
    );
    expect(main.getByText('1485년')).toBeTruthy();
    expect(main.getByText('설민석의 조선왕조실록')).toBeTruthy();
    expect(main.getByRole('link', { name: /다음 날/ }).getAttribute('href')).toBe('/Promotion/History/0103');
  });

  it('refuses an address that is not a day without calling the server', async () => {
    const fetchMock = mockFetch();
    renderApp('/Promotion/History/13xx');
    const main = within(await screen.findByRole('main'));
    await main.findByRole('heading', { name: '날짜를 다시 선택해 주세요.' });
    expect(calledPaths(fetchMock).some((p) => p.startsWith(`${base}/history`))).toBe(false);
  });
});
