import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProvider } from '../../app/provider.tsx';
import { applyEnglishCatalogue } from '../../messages/en/index.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { koreanOutsideData } from '../../test/korean-outside-data.ts';
import { loginAs, STUDENT1 } from '../../test/sessions.ts';
import { CommentThread } from './comment-thread.tsx';

/**
 * The shared comment thread in English (decision 210): its actions, sides and the report form's
 * messages in English, the writers, schools and what they wrote marked as data.
 */
const comment = {
  commentKey: 5,
  parentKey: null,
  writerKey: 9,
  writerName: '김*늘',
  schName: '서울가락초등학교',
  sideCode: 'pro',
  content: '네빌이 가장 용감했어요.',
  statusCode: 'shown',
  pinnedYn: 'Y',
  mineYn: 'N',
  regDate: '2026-11-27T01:00:00.000Z',
  modDate: null,
  replyList: [],
};

describe('the comment thread in English', () => {
  beforeAll(() => {
    window.localStorage.setItem('lang', 'en');
    applyEnglishCatalogue();
  });

  it('words the thread in English and marks the comments as data', async () => {
    loginAs(STUDENT1);
    mockFetch({
      '/schome/service/comment/list': () =>
        jsonResponse({
          status: 'OK',
          message: '',
          data: {
            list: [comment],
            totalCount: 1,
            totalPage: 1,
            pageIndex: 1,
            pageSize: 20,
            sideCounts: { pro: 1 },
            canWriteYn: 'Y',
            canModerateYn: 'N',
            sideList: ['pro', 'con'],
            sideRequiredYn: 'Y',
          },
        }),
    });
    render(
      <AppProvider>
        <MemoryRouter>
          <CommentThread targetType="discussion" targetKey="1" />
        </MemoryRouter>
      </AppProvider>,
    );
    const thread = await screen.findByRole('region', { name: /Comments/ });
    const item = (await within(thread).findByText(comment.content)).closest('article') as HTMLElement;
    expect(within(item).getByText(comment.content).getAttribute('lang')).toBe('ko');
    expect(within(item).getByText(comment.writerName).getAttribute('lang')).toBe('ko');
    expect(within(item).getByText('Pinned')).toBeTruthy();
    expect(within(item).getByText('For')).toBeTruthy();
    expect(within(thread).getByRole('radio', { name: 'Against' })).toBeTruthy();
    expect(within(thread).getByText('For 1 · Against 0')).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Report' }));
    fireEvent.click(await within(item).findByRole('button', { name: 'Send the report' }));
    expect(await within(item).findByText('Enter a reason for the report.')).toBeTruthy();
    expect(koreanOutsideData(thread)).toEqual([]);
  });
});
