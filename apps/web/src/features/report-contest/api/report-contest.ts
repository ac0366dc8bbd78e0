import { activityPageResponseSchema } from '@reading/contract/activities/activities';
import {
  myReadingContestResponseSchema,
  type ReportContestSaveRequest,
  reportContestDetailResponseSchema,
  reportContestDoneResponseSchema,
  reportContestListResponseSchema,
  reportEntryListResponseSchema,
} from '@reading/contract/activities/report-contest';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const BASE = '/schome/service/readingActivitesJoin/readingContest';
export const reportContestKey = ['reportContest'] as const;

export function useReportContestList(pageIndex: number, enabled: boolean) {
  return useQuery({
    queryKey: [...reportContestKey, 'list', pageIndex],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/list`, {
          query: { pageIndex, pageSize: 10 },
          schema: reportContestListResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled,
  });
}

export function useReportContest(contestKey: number | null) {
  return useQuery({
    queryKey: [...reportContestKey, 'detail', contestKey],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/detail`, {
          query: { contestKey: contestKey! },
          schema: reportContestDetailResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled: contestKey !== null,
  });
}

/** Every entry, for the school's teachers (the judges). */
export function useReportEntries(contestKey: number, enabled: boolean) {
  return useQuery({
    queryKey: [...reportContestKey, 'entries', contestKey],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/entries`, { query: { contestKey }, schema: reportEntryListResponseSchema, signal })
        .then((r) => r.data),
    enabled,
  });
}

/** The student's own reading reports (reaActCode 02), to choose the one they submit. */
export function useMyReports(memberKey: number, enabled: boolean) {
  return useQuery({
    queryKey: [...reportContestKey, 'myReports', memberKey],
    queryFn: ({ signal }) =>
      apiClient
        .get('/schome/service/readingActivitesMng/readingActivites/myList', {
          query: { memberKey, reaActCode: '02', pageIndex: 1, pageSize: 100 },
          schema: activityPageResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled,
  });
}

export function useMyReadingContest(enabled: boolean) {
  return useQuery({
    queryKey: [...reportContestKey, 'mine'],
    queryFn: ({ signal }) =>
      apiClient
        .get('/schome/service/mypage/myReadingContest/readingContest', {
          schema: myReadingContestResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled,
  });
}

const post = (call: string, body: object) =>
  apiClient.post(`${BASE}/${call}`, { body, schema: reportContestDoneResponseSchema });
export const saveReportContest = (body: ReportContestSaveRequest) => post('save', body);
export const submitReport = (contestKey: number, reaActKey: number) =>
  post('submit', { contestKey, reaActKey });
export const judgeEntry = (body: {
  entryKey: number;
  score: number;
  awardCode: string | null;
  judgeComment: string;
}) => post('judge', body);
export const publishResults = (contestKey: number) => post('publish', { contestKey });
