import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { loginAs, STUDENT1, TEACHER1 } from '../../../test/sessions.ts';

/** Book search and shelves, assignments (decision 137); nationwide contests in the list (decision 138). */
const ok = (data: unknown, message = '') => jsonResponse({ status: 'OK', message, data });
const ra = '/schome/service/readingActivitesMng';
const book = (bookKey: number, title: string, note = '') => ({
  bookKey,
  title,
  author: '생텍쥐페리',
  publisher: '문학동네',
  isbn: null,
  note,
  subjectKey: null,
});
const subject = (subjectKey: number, title: string, extra: object = {}) => ({
  subjectKey,
  teacherMemberKey: 4,
  teacherName: '이교사',
  title,
  theme: '인상 깊은 장면을 써 보세요.',
  bookKey: 3,
  bookTitle: '어린 왕자',
  targetGrade: 5,
  targetClass: 2,
  dueDate: '20261231',
  activityCount: 2,
  ...extra,
});
const page = (list: unknown[]) => ({ list, totalCount: list.length, pageIndex: 1, totalPage: 1 });
/** The element showing `text`, whose data sits in its own lang="ko" element (decision 210). */
const withData = (text: string) => (_: string, el: Element | null) =>
  el?.textContent === text && ![...el.children].some((child) => child.textContent === text);
/** An accessible name with data inside it: jsdom puts spaces around the data's element, browsers do not. */
const named = (name: string) => (computed: string) => computed.replace(/\s/g, '') === name.replace(/\s/g, '');

describe('books to write about and assignments', () => {
  it('searches the catalogue with the keyword in the address and links each book to the form, keeping the assignment', async () => {
    loginAs({ ...STUDENT1, memberKey: 11 });
    const asked: string[] = [];
    mockFetch({
      [`${ra}/readingActivites/books`]: (url) => {
        asked.push(url.search);
        return ok({ ...page([book(3, '어린 왕자', '2015년')]), totalCount: 31, totalPage: 2 });
      },
      [`${ra}/subjectMng/list`]: () => ok({ list: [subject(5, '자유 독서', { bookKey: null })] }),
    });
    renderApp('/Elementary/ParticipationContestList/searchBooks?subjectKey=5');
    expect(await screen.findByText(withData('과제 「자유 독서」로 쓸 책을 고르세요.'))).toBeTruthy();
    expect(screen.getByText('읽은 책의 제목이나 지은이를 검색해 보세요.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: '도서 검색' }), { target: { value: '어린' } });
    fireEvent.click(screen.getByRole('button', { name: '책 찾기' }));
    expect(await screen.findByText(withData('「어린」 검색 결과 31건'))).toBeTruthy();
    const params = new URLSearchParams(asked.at(-1));
    expect(params.get('type')).toBe('searchBooks');
    expect(params.get('keyword')).toBe('어린');
    const link = screen.getByRole('link', { name: named('「어린 왕자」 독서활동 쓰기') });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/Elementary/contestForm');
    expect(href.searchParams.get('bookKey')).toBe('3');
    expect(href.searchParams.get('subjectKey')).toBe('5');
    expect(screen.getByRole('navigation', { name: '검색 결과 페이지' })).toBeTruthy();
  });

  it("lists the student's assignments on subjectBooks: a book goes to the form, an open theme to the search", async () => {
    loginAs({ ...STUDENT1, memberKey: 11 });
    mockFetch({
      [`${ra}/subjectMng/list`]: () =>
        ok({ list: [subject(1, '편지 쓰기'), subject(2, '자유 독서', { bookKey: null, bookTitle: null })] }),
    });
    renderApp('/Elementary/ParticipationContestList/subjectBooks');
    const withBook = await screen.findByRole('link', { name: named('이 과제로 쓰기 (과제 「편지 쓰기」)') });
    expect(withBook.getAttribute('href')).toContain('/Elementary/contestForm?bookKey=3');
    expect(withBook.getAttribute('href')).toContain('subjectKey=1');
    const open = screen.getByRole('link', { name: named('책 골라 쓰기 (과제 「자유 독서」)') });
    expect(open.getAttribute('href')).toBe('/Elementary/ParticipationContestList/searchBooks?subjectKey=2');
    expect(screen.getAllByText(withData('5학년 2반 · 마감 2026.12.31 · 이교사 선생님'))).toHaveLength(2);
    expect(screen.getByText('책은 스스로 골라요')).toBeTruthy();
  });

  it('a teacher sets an assignment on the manage area’s tab and edits or deletes only their own', async () => {
    loginAs({ ...TEACHER1, memberKey: 4 });
    const saved: unknown[] = [];
    mockFetch({
      '/schome/service/block/words': () => ok([]),
      [`${ra}/subjectMng/list`]: () =>
        ok({
          list: [
            subject(1, '내 과제'),
            subject(2, '동료 과제', { teacherMemberKey: 9, teacherName: '정교사' }),
          ],
        }),
      [`${ra}/readingActivites/books`]: () => ok(page([book(8, '마당을 나온 암탉')])),
      [`${ra}/subjectMng/save`]: (_url, init) => {
        saved.push(JSON.parse(String(init?.body)));
        return ok({ subjectKey: 3 }, '과제를 등록했습니다.');
      },
    });
    renderApp('/Elementary/ParticipationActivityManageList?tab=subject');
    expect((await screen.findByRole('link', { name: '과제 관리' })).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await screen.findByRole('button', { name: '내 과제 고치기' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '동료 과제 고치기' })).toBeNull();
    expect(screen.getAllByText('제출 2건').length).toBe(2);

    fireEvent.change(screen.getByRole('textbox', { name: /과제 제목/ }), { target: { value: '새 과제' } });
    fireEvent.change(screen.getByRole('searchbox', { name: '과제 도서 검색' }), {
      target: { value: '암탉' },
    });
    fireEvent.click(screen.getByRole('button', { name: '도서 찾기' }));
    fireEvent.click(
      await screen.findByRole('button', { name: named('「마당을 나온 암탉」을 과제 도서로 고르기') }),
    );
    expect(screen.getByText(withData('고른 도서: 마당을 나온 암탉'))).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: '학년' }), { target: { value: '5' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^반/ }), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(/마감일/), { target: { value: '2026-12-24' } });
    fireEvent.click(screen.getByRole('button', { name: '과제 내기' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      title: '새 과제',
      theme: '',
      bookKey: 8,
      targetGrade: 5,
      targetClass: 2,
      dueDate: '20261224',
    });
    expect(await screen.findByText('과제를 등록했습니다.')).toBeTruthy();
  });

  it('marks nationwide contests in the school’s contest list', async () => {
    loginAs({ ...STUDENT1, memberKey: 11 });
    const contest = {
      contestKey: 1,
      title: '2026 전국 학생 독후감 대회',
      theme: '',
      rules: '',
      targetGrade: null,
      startDate: '20261101',
      endDate: '20261231',
      statusCode: 'open',
      teacherMemberKey: 2,
      teacherName: '운영자',
      entryCount: 0,
      regDate: '2026-11-01T00:00:00.000Z',
    };
    mockFetch({
      '/schome/service/readingActivitesJoin/readingContest/list': () =>
        ok({
          list: [
            { ...contest, nationwideYn: 'Y', schName: null },
            {
              ...contest,
              contestKey: 2,
              title: '우리 학교 대회',
              nationwideYn: 'N',
              schName: '서울가락초등학교',
            },
          ],
          totalCount: 2,
          totalPage: 1,
          pageIndex: 1,
          pageSize: 10,
        }),
    });
    renderApp('/Elementary/readingReportContest');
    expect(await screen.findByRole('link', { name: '2026 전국 학생 독후감 대회' })).toBeTruthy();
    expect(screen.getByText('전국')).toBeTruthy();
    expect(screen.getAllByText('서울가락초등학교').length).toBeGreaterThan(0);
  });
});
