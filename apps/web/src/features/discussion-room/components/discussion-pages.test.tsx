import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { loginAs, STUDENT1, TEACHER1 } from '../../../test/sessions.ts';

const ok = (data: unknown) => () => jsonResponse({ status: 'OK', message: '', data });
const room = (canManageYn: 'Y' | 'N') => ({
  roomKey: 3,
  title: '『동물농장』 찬반 토론',
  question: '나폴레옹의 규칙 바꾸기는 농장을 위한 것이었을까요?',
  bookTitle: '동물농장',
  bookAuthor: '조지 오웰',
  requestType: 'Y',
  scopeCode: 'national',
  maskingYn: 'Y',
  startDate: '2026-11-20',
  endDate: '2026-12-01',
  stateCode: 'open',
  schName: '서울가락초등학교',
  writerName: '정민아',
  commentCount: 2,
  regDate: '2026-11-20T00:00:00.000Z',
  summary: null,
  canManageYn,
});
const comment = (over: object) => ({
  commentKey: 1,
  parentKey: null,
  writerKey: 9,
  writerName: '오*린',
  schName: '가락초등학교',
  sideCode: 'con',
  content: '다른 동물에게 묻지 않은 규칙은 공정하지 않아요.',
  statusCode: 'shown',
  pinnedYn: 'N',
  mineYn: 'N',
  regDate: '2026-11-24T00:00:00.000Z',
  modDate: null,
  replyList: [],
  ...over,
});
const thread = (canModerateYn: 'Y' | 'N', list: object[]) => ({
  list,
  totalCount: list.length,
  totalPage: 1,
  pageIndex: 1,
  pageSize: 20,
  sideCounts: { con: 1 },
  canWriteYn: 'Y',
  canModerateYn,
  sideList: ['pro', 'con'],
  sideRequiredYn: 'Y',
});

describe('ReadingDiscussionDetail', () => {
  it('shows the question, names as the server sends them, a side choice, and no moderation for a student', async () => {
    loginAs(STUDENT1);
    mockFetch({
      '/schome/service/readingActivitesJoin/readingDiscussion/detail': ok(room('N')),
      '/schome/service/comment/list': ok(
        thread('N', [
          comment({}),
          comment({ commentKey: 2, statusCode: 'hidden', content: '', writerName: '송민준' }),
        ]),
      ),
    });
    renderApp('/ReadingDiscussionDetail?roomKey=3');
    expect(await screen.findByText('나폴레옹의 규칙 바꾸기는 농장을 위한 것이었을까요?')).toBeTruthy();
    expect(await screen.findByText('오*린')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '찬성' })).toBeTruthy();
    expect(screen.getByText('선생님이 숨긴 댓글입니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '숨기기' })).toBeNull();
    expect(screen.getAllByRole('button', { name: '신고' })).toHaveLength(1);
  });

  it('offers the room’s teacher hide and pin on each opinion', async () => {
    loginAs(TEACHER1);
    mockFetch({
      '/schome/service/readingActivitesJoin/readingDiscussion/detail': ok(room('Y')),
      '/schome/service/comment/list': ok(thread('Y', [comment({})])),
      '/schome/service/comment/reports': ok({ list: [], totalCount: 0, totalPage: 0 }),
    });
    renderApp('/ReadingDiscussionDetailTeacher?roomKey=3');
    const opinion = (await screen.findByText('다른 동물에게 묻지 않은 규칙은 공정하지 않아요.')).closest(
      'article',
    );
    expect(opinion).toBeTruthy();
    expect(within(opinion as HTMLElement).getByRole('button', { name: '숨기기' })).toBeTruthy();
    expect(within(opinion as HTMLElement).getByRole('button', { name: '고정' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '정리 저장' })).toBeTruthy();
  });
});
