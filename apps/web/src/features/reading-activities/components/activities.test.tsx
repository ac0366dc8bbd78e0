import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { loginAs, STUDENT1 } from '../../../test/sessions.ts';

const item = {
  reaActKey: 7,
  reaActCode: '02',
  reaActName: '독서감상문',
  memberKey: 11,
  memberName: '김하늘',
  schKey: 1,
  schName: '서울가락초등학교',
  bookKey: 3,
  bookTitle: '어린 왕자',
  author: '생텍쥐페리',
  title: '용기를 배운 이야기',
  summary: '주인공은 용기를 냈다.',
  rating: null,
  privacyBoundCode: '04',
  statusCode: '02',
  statusName: '승인',
  recommendYn: 'Y',
  replyCount: 1,
  regDate: '2026-11-20T01:00:00.000Z',
  updDate: '2026-11-20T01:00:00.000Z',
};
const ok = (data: unknown) => jsonResponse({ status: 'OK', message: '', data });

describe('reading activities pages', () => {
  it('RecommendList links each recommended activity to RecommendDetail', async () => {
    mockFetch({
      '/schome/service/readingActivitesMng/readingActivites/recommendList': () =>
        ok({ list: [item], totalCount: 1, totalPage: 1, pageIndex: 1, pageSize: 10 }),
    });
    renderApp('/Elementary/RecommendList');
    const link = await screen.findByRole('link', { name: '용기를 배운 이야기' });
    expect(link.getAttribute('href')).toBe('/Elementary/RecommendDetail/7');
  });

  it('RecommendDetail shows the content safely and the teacher’s reply', async () => {
    mockFetch({
      '/schome/service/readingActivitesMng/readingActivites/detail': () =>
        ok({
          ...item,
          content: '<p>주인공은 용기를 냈다.</p><img src="x" onerror="alert(1)">',
          returnReason: null,
          subjectKey: null,
          subjectTitle: null,
          replies: [
            {
              replyKey: 1,
              reaActKey: 7,
              memberKey: 4,
              memberName: '정민아',
              content: '멋져요!',
              regDate: item.regDate,
            },
          ],
          editableYn: 'N',
          reviewableYn: 'N',
        }),
    });
    renderApp('/Elementary/RecommendDetail/7');
    expect(await screen.findByRole('heading', { level: 1, name: '용기를 배운 이야기' })).toBeTruthy();
    expect(screen.getByText('주인공은 용기를 냈다.')).toBeTruthy();
    expect(screen.getByText('멋져요!')).toBeTruthy();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('MyMediaActivities lists only the member’s drawings and media (reaActCode 04), asked of the server', async () => {
    loginAs({ ...STUDENT1, memberKey: 11 });
    const asked: string[] = [];
    mockFetch({
      '/schome/service/readingActivitesMng/readingActivites/myList': (url) => {
        asked.push(url.search);
        const media = {
          ...item,
          reaActKey: 9,
          reaActCode: '04',
          reaActName: '그림·미디어',
          title: '내가 그린 장면',
        };
        return ok({ list: [media], totalCount: 1, totalPage: 1, pageIndex: 1, pageSize: 10 });
      },
    });
    renderApp('/Elementary/MyMediaActivities');
    expect(await screen.findByRole('heading', { level: 1, name: '나의 미디어 활동' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: '내가 그린 장면' });
    expect(link.getAttribute('href')).toBe('/Elementary/ParticipationContestDetail/9');
    expect(asked.every((q) => new URLSearchParams(q).get('reaActCode') === '04')).toBe(true);
    expect(new URLSearchParams(asked[0]).get('memberKey')).toBe('11');
  });
});
