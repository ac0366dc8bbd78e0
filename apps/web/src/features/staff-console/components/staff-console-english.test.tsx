import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyEnglishCatalogue } from '../../../messages/en/index.ts';
import { boardPage, boardPost, okAnswer } from '../../../test/board-post-fixture.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { koreanOutsideData } from '../../../test/korean-outside-data.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { loginAs, MANAGER1 } from '../../../test/sessions.ts';

/**
 * The staff console in English (decision 210): boards named by code, states and actions in English,
 * the posts' titles marked as data, also inside the actions' accessible names.
 */
const post = {
  ...boardPost,
  postKey: 31,
  title: '가을 독서 행사 안내',
  endDate: '2026-12-31',
  viewCount: 1500,
  openScope: '04',
  visibleYn: 'Y',
};

describe('the staff console in English', () => {
  beforeAll(() => {
    window.localStorage.setItem('lang', 'en');
    applyEnglishCatalogue();
  });

  it('lists a board’s posts with English states and actions named with the title as data', async () => {
    loginAs(MANAGER1);
    mockFetch({
      '/schome/service/community/staff/me': () =>
        okAnswer({
          operatorYn: 'N',
          manageSchKey: 7,
          counselingAnswerYn: 'Y',
          inquiryAnswerYn: 'Y',
          serviceRequestAnswerYn: 'N',
          boards: [{ boardCode: 'notice', boardName: '공지사항', schKey: 7 }],
          pagesYn: 'N',
        }),
      '/schome/service/community/board/manage/list': () => okAnswer(boardPage([post])),
    });
    renderApp('/Elementary/CommunityManage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage boards' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Notices (Our school)' })).toBeTruthy();
    const title = await screen.findByText(post.title, { selector: '.manage-row__title span' });
    expect(title.getAttribute('lang')).toBe('ko');
    const row = title.closest('li') as HTMLElement;
    expect(within(row).getByText('Pinned')).toBeTruthy();
    expect(within(row).getByText('Published')).toBeTruthy();
    expect(within(row).getByText('From the start – 2026-12-31')).toBeTruthy();
    expect(within(row).getByText('Views 1,500')).toBeTruthy();
    expect(within(row).getByRole('button', { name: `${post.title} Unpin` })).toBeTruthy();
    expect(within(row).getByRole('link', { name: `${post.title} Edit` })).toBeTruthy();
    expect(koreanOutsideData(screen.getByRole('main'))).toEqual([]);
  });
});
