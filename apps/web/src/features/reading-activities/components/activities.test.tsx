import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { loginAs, STUDENT1 } from '../../../test/sessions.ts';
import { activityDetail, activityItem as item } from './activity-item.fixture.ts';

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
        ok(activityDetail('<p>주인공은 용기를 냈다.</p><img src="x" onerror="alert(1)">')),
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
