import {
  type AccessionListRequest,
  accessionListResponseSchema,
  answersSaveResponseSchema,
  type CurationPeriod,
  type CustomizedRequest,
  centerListResponseSchema,
  customizedResponseSchema,
  myCurationResponseSchema,
  type PickSaveRequest,
  type PickUpdateRequest,
  type PopularListRequest,
  pickDeleteResponseSchema,
  pickSaveResponseSchema,
  popularListResponseSchema,
  type StudentTeacherListRequest,
  savedAnswersListResponseSchema,
  statisticsResponseSchema,
  studentTeacherListResponseSchema,
} from '@reading/contract/curation/curation';
import { searchResponseSchema } from '@reading/contract/search/search';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { currentSiteLevel } from '../../../lib/site.ts';

/** The recommended-book calls (issue 15, docs/decisions/110); the member's school comes from the session. */
const base = '/schome/service/recommendbook';
export const curationKey = ['curation'] as const;

type Query = Record<string, string | number | undefined>;
const clean = (q: Query) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number
  >;

/** Lists differ by member (availability at my school): the session token is part of the key. */
export function usePopularList(query: PopularListRequest, member: string | null) {
  return useQuery({
    queryKey: [...curationKey, 'popular', query, member, currentSiteLevel()],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/popular/list`, {
          query: clean({ ...query, siteLevel: currentSiteLevel() } as Query),
          schema: popularListResponseSchema,
          signal,
        })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

export function useAccessionList(query: AccessionListRequest, member: string | null) {
  return useQuery({
    queryKey: [...curationKey, 'accession', query, member, currentSiteLevel()],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/accession/list`, {
          query: clean({ ...query, siteLevel: currentSiteLevel() } as Query),
          schema: accessionListResponseSchema,
          signal,
        })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

export function useCenterList(pageIndex: number, member: string | null) {
  return useQuery({
    queryKey: [...curationKey, 'center', pageIndex, member, currentSiteLevel()],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/centerRecommendBook/list`, {
          query: clean({ pageIndex, pageSize: 5, siteLevel: currentSiteLevel() }),
          schema: centerListResponseSchema,
          signal,
        })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

export function usePickList(query: StudentTeacherListRequest, member: string | null, own = false) {
  return useQuery({
    queryKey: [...curationKey, own ? 'mine' : 'picks', query, member, currentSiteLevel()],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/student-teacher/${own ? 'mine' : 'list'}`, {
          query: clean({ ...query, siteLevel: currentSiteLevel() } as Query),
          schema: studentTeacherListResponseSchema,
          signal,
        })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

export function savePick(body: PickSaveRequest) {
  return apiClient.post(`${base}/student-teacher/save`, { body, schema: pickSaveResponseSchema });
}

export function deletePick(recommendKey: number) {
  return apiClient.post(`${base}/student-teacher/delete`, {
    body: { recommendKey },
    schema: pickDeleteResponseSchema,
  });
}

export function useCustomizedList(answers: CustomizedRequest | null, member: string | null) {
  return useQuery({
    queryKey: [...curationKey, 'customized', answers, member, currentSiteLevel()],
    enabled: answers !== null,
    queryFn: ({ signal }) =>
      apiClient
        .post(`${base}/customized`, {
          body: { ...answers!, siteLevel: currentSiteLevel() },
          schema: customizedResponseSchema,
          signal,
        })
        .then((r) => r.data),
  });
}

export function useMyCuration(member: string | null) {
  return useQuery({
    queryKey: [...curationKey, 'my', member],
    enabled: member !== null,
    queryFn: ({ signal }) =>
      apiClient.get(`${base}/my`, { schema: myCurationResponseSchema, signal }).then((r) => r.data),
  });
}

export function useReadingStatistics(period: CurationPeriod) {
  return useQuery({
    queryKey: [...curationKey, 'statistics', period],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/statistics`, { query: { period }, schema: statisticsResponseSchema, signal })
        .then((r) => r.data),
  });
}

/** Books by title or author for a pick or a favourite (the union catalogue's search, first page). */
export function findBooks(searchKeyword: string) {
  return apiClient
    .post('/alpasq/api/search', {
      body: { searchKeyword, searchType: 'all', display: 10, siteLevel: currentSiteLevel() },
      schema: searchResponseSchema,
    })
    .then((r) => r.data);
}

/** A student's own pick (StudentCuration; teachers write on RecommendedBookManage). */
export function saveStudentPick(body: PickSaveRequest) {
  return apiClient.post(`${base}/student-teacher/student/save`, { body, schema: pickSaveResponseSchema });
}

/** MyActivitesCuration: the member's own picks and kept questionnaires (decision 111). */
export function useMyActivityPicks(pageIndex: number, member: string | null) {
  return useQuery({
    queryKey: [...curationKey, 'my-activities', 'picks', pageIndex, member],
    enabled: member !== null,
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/my-activities/picks`, {
          query: { pageIndex, pageSize: 10 },
          schema: studentTeacherListResponseSchema,
          signal,
        })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

export function updateMyPick(body: PickUpdateRequest) {
  return apiClient.post(`${base}/my-activities/picks/update`, { body, schema: pickDeleteResponseSchema });
}

export function deleteMyPick(recommendKey: number) {
  return apiClient.post(`${base}/my-activities/picks/delete`, {
    body: { recommendKey },
    schema: pickDeleteResponseSchema,
  });
}

export function useSavedAnswers(member: string | null) {
  return useQuery({
    queryKey: [...curationKey, 'my-activities', 'customized', member],
    enabled: member !== null,
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/my-activities/customized`, {
          query: { pageSize: 50 },
          schema: savedAnswersListResponseSchema,
          signal,
        })
        .then((r) => r.data),
  });
}

export function saveAnswers(body: CustomizedRequest) {
  return apiClient.post(`${base}/my-activities/customized/save`, { body, schema: answersSaveResponseSchema });
}

export function deleteSavedAnswers(answerKey: number) {
  return apiClient.post(`${base}/my-activities/customized/delete`, {
    body: { answerKey },
    schema: pickDeleteResponseSchema,
  });
}
