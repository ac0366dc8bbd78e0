import {
  type DiarySaveRequest,
  diaryListResponseSchema,
  diarySaveResponseSchema,
} from '@reading/contract/marathon/diary';
import {
  type MarathonSaveRequest,
  type MarathonUpdateRequest,
  marathonDetailResponseSchema,
  marathonDoneResponseSchema,
  marathonListResponseSchema,
  marathonProgressResponseSchema,
} from '@reading/contract/marathon/marathon';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** /schome/service/readingActivitesJoin/readingMarathon (contract marathon/marathon.ts, diary.ts). */
const BASE = '/schome/service/readingActivitesJoin/readingMarathon';

/** The school list's parameters as the page sends them (spec §3; the server applies the defaults). */
export type SchoolListQuery = {
  pageIndex: number;
  progressStatus?: string;
  readingMarathonTypeCode?: string;
  targetGrade?: string;
  contestName?: string;
  myMakeYN: 'Y' | 'N';
  myJoinYN: 'Y' | 'N';
};

export const marathonKeys = {
  all: ['marathon'] as const,
  school: (q: SchoolListQuery) => ['marathon', 'school', q] as const,
  recommend: (pageIndex: number) => ['marathon', 'recommend', pageIndex] as const,
  detail: (key: number) => ['marathon', 'detail', key] as const,
  progress: (key: number) => ['marathon', 'progress', key] as const,
  diaries: (key: number, bookKey?: number) => ['marathon', 'diaries', key, bookKey ?? 0] as const,
};

export function useSchoolMarathons(query: SchoolListQuery, enabled: boolean) {
  return useQuery({
    queryKey: marathonKeys.school(query),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/schoolList`, { query, schema: marathonListResponseSchema, signal })
        .then((r) => r.data),
    enabled,
  });
}

export function useRecommendMarathons(pageIndex: number) {
  return useQuery({
    queryKey: marathonKeys.recommend(pageIndex),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/recommendList`, { query: { pageIndex }, schema: marathonListResponseSchema, signal })
        .then((r) => r.data),
  });
}

export function useMarathonDetail(key: number | null) {
  return useQuery({
    queryKey: marathonKeys.detail(key ?? 0),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/detail`, {
          query: { readingMarathonKey: key! },
          schema: marathonDetailResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled: key !== null,
    retry: false,
  });
}

export function useMarathonProgress(key: number, enabled: boolean) {
  return useQuery({
    queryKey: marathonKeys.progress(key),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/progress`, {
          query: { readingMarathonKey: key },
          schema: marathonProgressResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled,
  });
}

export function useDiaries(key: number | null, bookKey?: number) {
  return useQuery({
    queryKey: marathonKeys.diaries(key ?? 0, bookKey),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/diary/list`, {
          query: { readingMarathonKey: key!, ...(bookKey ? { bookKey } : {}) },
          schema: diaryListResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled: key !== null,
    retry: false,
  });
}

export const saveMarathon = (body: MarathonSaveRequest) =>
  apiClient.post(`${BASE}/save`, { body, schema: marathonDoneResponseSchema });
export const updateMarathon = (body: MarathonUpdateRequest) =>
  apiClient.post(`${BASE}/update`, { body, schema: marathonDoneResponseSchema });
const byKey = (call: string) => (readingMarathonKey: number) =>
  apiClient.post(`${BASE}/${call}`, { body: { readingMarathonKey }, schema: marathonDoneResponseSchema });
export const deleteMarathon = byKey('delete');
export const joinMarathon = byKey('join');
export const leaveMarathon = byKey('leave');
export const saveDiary = (body: DiarySaveRequest) =>
  apiClient.post(`${BASE}/diary/save`, { body, schema: diarySaveResponseSchema });
