import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { inEnglish, koreanOutsideData } from '../../../test/english.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { loginAs, STUDENT1 } from '../../../test/sessions.ts';

/**
 * My page in English (decision 210): the dashboard's units, months and badge kinds in English, the
 * chart's own words from its catalogue; MyCommunity's server names through its catalogue and the done
 * state by code; the member's data marked lang="ko". Korean mode is my-page.test.tsx.
 */
const ok = (data: unknown) => jsonResponse({ status: 'OK', message: '', data });

const figures = {
  loansByMonth: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, count: i === 0 ? 1 : 3 })),
  booksRead: 1,
  activitiesByKind: [{ badgeTypeCode: '01', badgeTypeName: '대출/반납', count: 2 }],
  badgesEarned: 2,
};

describe('my page in English', () => {
  beforeAll(inEnglish);

  it('shows the dashboard with English units, months and kinds, and the books and notifications as data', async () => {
    mockFetch({
      '/schome/service/mypage/dashboard': () =>
        ok({
          ...figures,
          year: 2026,
          badgesTotal: 24,
          currentLoans: [
            { loanKey: 1, title: '완득이', libName: '가락초', dueDate: '2026-12-01', overdueYn: 'N' },
          ],
          latestNotifications: [
            {
              notificationKey: 1,
              kind: 'badge',
              title: "'대출/반납' 배지 1단계를 획득했습니다.",
              content: null,
              linkRoute: null,
              linkQuery: null,
              readYn: 'N',
              regDate: '2026-11-27T03:00:00.000Z',
            },
          ],
          unreadNotificationCount: 1,
          unreadMessageCount: 0,
          bookshelfBookCount: 5,
          cardLinkedYn: 'Y',
          classFigures: null,
        }),
    });
    loginAs({ ...STUDENT1, memberKey: 11 });
    renderApp('/Elementary/DashBoard');
    expect(await screen.findByText('5 books')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Books read this year').nextElementSibling?.textContent).toBe('1 book');
    const loans = screen.getByRole('img', { name: /^Loans by month, 2026: Jan: 1 book; Feb: 3 books;/ });
    expect(loans).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Activities by kind: Loans and returns: 2 times' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Show as a table' })).toHaveLength(2);
    expect(screen.getByText('완득이').getAttribute('lang')).toBe('ko');
    expect(koreanOutsideData(document.body)).toEqual([]);
  });

  it("names MyCommunity's sections, boards and statuses in English and marks the titles as data", async () => {
    mockFetch({
      '/schome/service/mypage/readingCommunity/count': () =>
        ok({
          list: [{ sectionCode: 'qna', sectionName: '문의하기', totalCount: 1, moreRoute: 'InquiryList' }],
          totalCount: 1,
        }),
      '/schome/service/mypage/readingCommunity/list': () =>
        ok({
          sectionCode: 'qna',
          sectionName: '문의하기',
          list: [
            {
              key: 3,
              boardName: '문의하기',
              title: '모바일 회원증 바코드가 보이지 않아요',
              regDate: '2026-11-20T03:00:00.000Z',
              statusName: '답변완료',
              statusCode: '2',
              linkRoute: 'InquiryDetail',
              linkQuery: { qnaKey: '3' },
            },
          ],
          totalCount: 1,
          totalPage: 1,
          pageIndex: 1,
          pageSize: 10,
        }),
    });
    loginAs({ ...STUDENT1, memberKey: 11 });
    renderApp('/Elementary/MyCommunity');
    const section = await screen.findByRole('region', { name: 'Questions 1 post' });
    const status = await within(section).findByText('Answered');
    expect(status.className).toContain('is-done');
    expect(within(section).getByRole('link', { name: 'Go to Questions' })).toBeTruthy();
    expect(within(section).getByText('모바일 회원증 바코드가 보이지 않아요').getAttribute('lang')).toBe('ko');
    expect(koreanOutsideData(document.body)).toEqual([]);
  });
});
