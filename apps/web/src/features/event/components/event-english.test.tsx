import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { inEnglish, koreanOutsideData } from '../../../test/english.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

/**
 * The event pages in English (decision 210): the kind, state and counts in English, the vote's tally
 * with its candidates (what operators wrote) marked lang="ko" in the chart's table and label.
 */
const ok = (data: unknown) => jsonResponse({ status: 'OK', message: '', data });

const vote = {
  eventId: 4,
  routeName: 'ContestVote',
  kind: 'vote',
  title: '우리 학교 독서 표어 결선 투표',
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  openYn: 'Y',
  participantCount: 3,
  content: '<p>가장 마음에 드는 표어에 한 표를 주세요.</p>',
  candidates: [
    { id: 'c1', name: '책 한 권, 생각 한 뼘', description: '', votes: 1 },
    { id: 'c2', name: '함께 읽으면 더 멀리 간다', description: '', votes: 2 },
  ],
  options: [],
  questions: [],
  surveyKey: null,
  unit: null,
  goal: null,
  total: 0,
  mine: null,
};

describe('event pages in English', () => {
  beforeAll(inEnglish);

  it('shows a vote with English words and its title, text and candidates as data', async () => {
    mockFetch({ '/schome/service/event/page': () => ok({ event: vote, pastEvents: [] }) });
    renderApp('/ContestVote');
    const title = await screen.findByRole('heading', { level: 2, name: vote.title });
    expect(title.getAttribute('lang')).toBe('ko');
    expect(screen.getByText('Vote')).toBeTruthy();
    expect(screen.getByText(/3 participants/)).toBeTruthy();
    // The label's data parts are elements: the test DOM's name computation spaces them; browsers do not.
    const label = /^Votes so far: 책 한 권, 생각 한 뼘 ?: 1 vote; 함께 읽으면 더 멀리 간다 ?: 2 votes$/;
    expect(screen.getByRole('img', { name: label })).toBeTruthy();
    expect(
      screen.getByRole('rowheader', { name: '책 한 권, 생각 한 뼘', hidden: true }).getAttribute('lang'),
    ).toBe('ko');
    expect(koreanOutsideData(document.body)).toEqual([]);
  });
});
