import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyEnglishCatalogue } from '../../../messages/en/index.ts';
import { boardPage, boardPost, okAnswer } from '../../../test/board-post-fixture.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { koreanOutsideData } from '../../../test/korean-outside-data.ts';
import { renderApp } from '../../../test/render-app.tsx';

/**
 * The community boards in English (decision 210): the interface's words in English, categories named
 * by their codes, and what staff and members wrote (titles, text, names, schools) shown as stored in
 * lang="ko" parts.
 */
const post = boardPost;
const notice = { ...post, noticeKey: 12, mySchoolKey: null, mainImgUrl: null };

describe('the community boards in English', () => {
  beforeAll(() => {
    window.localStorage.setItem('lang', 'en');
    applyEnglishCatalogue();
  });

  it('lists notices with English words and the titles, schools and writers marked as data', async () => {
    mockFetch({ '/schome/service/community/noticeBoard/list': () => okAnswer(boardPage([notice])) });
    renderApp('/Middle/Notice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notices' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: post.title });
    expect(link.getAttribute('lang')).toBe('ko');
    const list = link.closest('ul') as HTMLElement;
    expect(within(list).getByText('Pinned')).toBeTruthy();
    expect(within(list).getByText('1 attachment')).toBeTruthy();
    expect(within(list).getByText('1,234')).toBeTruthy();
    expect(within(list).getByText('서울가락초등학교').getAttribute('lang')).toBe('ko');
    expect(screen.getByText('1 post in all')).toBeTruthy();
    expect(koreanOutsideData(screen.getByRole('main'))).toEqual([]);
  });

  it('opens a notice: its title, text, writer and files are data; the rest is English', async () => {
    mockFetch({
      '/schome/service/community/noticeBoard/detail': () =>
        okAnswer({
          ...notice,
          content: '<p>8월 1일부터 문을 엽니다.</p>',
          fileList: [
            {
              fileKey: 3,
              noticeFileKey: 3,
              originalFileName: '개방 일정.pdf',
              fileSize: 2048,
              mimeType: 'application/pdf',
              imageYn: 'N',
            },
          ],
          prev: null,
          next: { postKey: 11, title: '2학기 독서교실 안내' },
        }),
    });
    renderApp('/Elementary/NoticeDetail?noticeKey=12');
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 2, name: post.title }).getAttribute('lang')).toBe(
      'ko',
    );
    expect(within(article).getByText('Previous')).toBeTruthy();
    expect(within(article).getByText('None')).toBeTruthy();
    expect(within(article).getByRole('link', { name: '2학기 독서교실 안내' }).getAttribute('lang')).toBe(
      'ko',
    );
    expect(within(article).getByRole('button', { name: /개방 일정\.pdf \(download\)/ })).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'Back to the list' })).toBeTruthy();
    expect(koreanOutsideData(screen.getByRole('main'))).toEqual([]);
  });

  it('names the FAQ categories by their codes and keeps the questions and answers as written', async () => {
    mockFetch({
      '/schome/service/community/faqBoard/categoryList': () =>
        okAnswer({ list: [{ codeId: '04', codeName: '모바일 회원증' }], totalCount: 1 }),
      '/schome/service/community/faqBoard/list': () =>
        okAnswer(
          boardPage([
            {
              ...post,
              boardCode: 'faq',
              schKey: null,
              schName: null,
              categoryCode: '04',
              categoryName: '모바일 회원증',
              title: '회원증 바코드가 보이지 않아요',
              content: '<p>화면 밝기를 높여 주세요.</p>',
            },
          ]),
        ),
    });
    renderApp('/Faq');
    expect(await screen.findByRole('tab', { name: 'Mobile library card' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All', selected: true })).toBeTruthy();
    const question = await screen.findByRole('button', { name: /회원증 바코드가 보이지 않아요/ });
    expect(within(question).getByText('Mobile library card')).toBeTruthy();
    fireEvent.click(question);
    expect(screen.getByText('화면 밝기를 높여 주세요.').closest('[lang]')?.getAttribute('lang')).toBe('ko');
    expect(koreanOutsideData(screen.getByRole('main'))).toEqual([]);
  });
});
