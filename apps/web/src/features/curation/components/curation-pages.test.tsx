import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { loginAs, STUDENT1 } from '../../../test/sessions.ts';

const book = (
  bookKey: number,
  title: string,
  availability: { copies: number; available: number } | null,
) => ({
  rank: bookKey,
  bookKey,
  isbn: null,
  title,
  author: '지은이',
  publisher: '출판사',
  pubYear: 2020,
  volume: null,
  kdc: '813',
  count: 12 - bookKey,
  reason: null,
  availability,
  accessionDate: null,
});

const popular = (list: unknown[], totalCount = list.length) => ({
  status: 'OK',
  message: '',
  data: { list, totalCount, pageIndex: 1, pageSize: 10, schoolName: '서울가락초등학교', source: 'loans' },
});

describe('PopularCuration', () => {
  it('shows each book with its loans, its availability at my school, and links to detail and reserve', async () => {
    mockFetch({
      '/schome/service/recommendbook/popular/list': () =>
        jsonResponse(
          popular([
            book(1, '아몬드', { copies: 2, available: 1 }),
            book(2, '페인트', { copies: 1, available: 0 }),
            book(3, '불편한 편의점', { copies: 0, available: 0 }),
          ]),
        ),
    });
    renderApp('/PopularCuration');
    const cards = await screen.findAllByTestId('curation-book');
    expect(cards).toHaveLength(3);
    expect(cards[0]!.textContent).toContain('1위');
    expect(cards[0]!.textContent).toContain('대출 11회');
    expect(cards[0]!.textContent).toContain('대출 가능 1/2권');
    expect(within(cards[0]!).queryByRole('link', { name: '아몬드 예약하기' })).toBeNull();
    expect(cards[1]!.textContent).toContain('모두 대출 중 (1권)');
    expect(within(cards[1]!).getByRole('link', { name: '페인트 예약하기' }).getAttribute('href')).toBe(
      '/SearchDetail?bookKey=2#reserve',
    );
    expect(cards[2]!.textContent).toContain('우리 학교 미소장');
    for (const card of cards)
      expect(within(card).getByRole('button', { name: '내 서재에 담기' })).toBeTruthy();
    expect(within(cards[2]!).getByRole('link', { name: '불편한 편의점 상세보기' }).getAttribute('href')).toBe(
      '/SearchDetail?bookKey=3',
    );
  });

  it("shows an empty list's message, and the server's message when the list fails", async () => {
    mockFetch({ '/schome/service/recommendbook/popular/list': () => jsonResponse(popular([])) });
    renderApp('/PopularCuration');
    expect(await screen.findByText('표시할 도서가 없습니다.')).toBeTruthy();
  });

  it("shows the server's message in an alert when the list cannot load (spec 001 §8)", async () => {
    mockFetch({
      '/schome/service/recommendbook/popular/list': () =>
        jsonResponse(
          { status: 'FAIL', message: 'period: week, month, year, all 중 하나여야 합니다.', data: null },
          400,
        ),
    });
    renderApp('/PopularCuration');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('period: week, month, year, all 중 하나여야 합니다.');
    // Spec 001 §8 "Recommended-book load error: server message in an alert": the alert dialog says it too.
    const dialog = await screen.findByRole('alertdialog', { name: '알림' });
    expect(dialog.textContent).toContain('period: week, month, year, all 중 하나여야 합니다.');
  });
});

describe('MyActivitesCuration', () => {
  it('lists my own picks with edit and delete, and my saved questionnaires linking their results', async () => {
    const pick = {
      recommendKey: 7,
      memberTypeCode: '01',
      writerName: '김하늘',
      schoolName: '서울가락초등학교',
      reason: '그림이 많아서 좋아요.',
      regDate: '2026-11-25',
      book: book(4, '에그박사', { copies: 1, available: 1 }),
    };
    const survey = {
      answerKey: 3,
      grade: 5,
      interests: ['8', '4'],
      favouriteBookKeys: [],
      readingLevel: 'easy',
      regDate: '2026-11-25',
    };
    const ok = (data: unknown) => jsonResponse({ status: 'OK', message: '', data });
    mockFetch({
      '/schome/service/recommendbook/my-activities/picks': () => ok({ list: [pick], totalCount: 1 }),
      '/schome/service/recommendbook/my-activities/customized': () => ok({ list: [survey], totalCount: 1 }),
    });
    loginAs({ ...STUDENT1, memberKey: 11 });
    renderApp('/Elementary/MyActivitesCuration');
    const picks = await screen.findAllByTestId('curation-pick');
    expect(picks[0]!.textContent).toContain('그림이 많아서 좋아요.');
    expect(within(picks[0]!).getByRole('button', { name: '에그박사 추천 이유 수정' })).toBeTruthy();
    expect(within(picks[0]!).getByRole('button', { name: '에그박사 삭제' })).toBeTruthy();
    const saved = await screen.findByTestId('saved-survey');
    expect(saved.textContent).toContain('5학년 · 관심 분야 문학, 자연과학 · 짧은 동화·만화');
    expect(
      within(saved)
        .getByRole('link', { name: /추천 결과 보기$/ })
        .getAttribute('href'),
    ).toBe(
      '/Elementary/ParticipationCustomizedCurationResult?grade=5&interests=8%2C4&favourites=&readingLevel=easy',
    );
  });
});
