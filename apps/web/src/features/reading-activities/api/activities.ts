import {
  type ActivitySaveRequest,
  activityDetailResponseSchema,
  activityDoneResponseSchema,
  activityPageResponseSchema,
  activitySavedResponseSchema,
  bookListResponseSchema,
  replyResponseSchema,
  type SubjectSaveRequest,
  subjectDoneResponseSchema,
  subjectListResponseSchema,
} from '@reading/contract/activities/activities';

import type { BookListType } from '@reading/contract/activities/codes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { currentSiteLevel } from '../../../lib/site.ts';

const base = '/schome/service/readingActivitesMng';
export const activitiesKey = ['readingActivities'] as const;

const page = (path: string, query: Record<string, string | number | undefined>, signal: AbortSignal) =>
  apiClient.get(`${base}${path}`, { query, schema: activityPageResponseSchema, signal }).then((r) => r.data);

/** The member's own activities, of one kind when `reaActCode` is given (MyMediaActivities: '04'). */
export function useMyActivities(memberKey: number, pageIndex: number, reaActCode?: string) {
  return useQuery({
    queryKey: [...activitiesKey, 'mine', memberKey, reaActCode ?? 'all', pageIndex],
    queryFn: ({ signal }) =>
      page('/readingActivites/myList', { memberKey, reaActCode, pageIndex, pageSize: 10 }, signal),
    staleTime: 0,
  });
}

export function useRecommendList(pageIndex: number) {
  return useQuery({
    queryKey: [...activitiesKey, 'recommended', pageIndex, currentSiteLevel()],
    queryFn: ({ signal }) =>
      page(
        '/readingActivites/recommendList',
        { pageIndex, pageSize: 10, siteLevel: currentSiteLevel() },
        signal,
      ),
    staleTime: 0,
  });
}

export function useManageList(teacherMemberKey: number, statusCode: string, pageIndex: number) {
  return useQuery({
    queryKey: [...activitiesKey, 'manage', teacherMemberKey, statusCode, pageIndex],
    queryFn: ({ signal }) =>
      page('/readingActivites/manageList', { teacherMemberKey, statusCode, pageIndex, pageSize: 10 }, signal),
    staleTime: 0,
  });
}

/** An activity's detail: the reader's view, or the reviewing teacher's (`manage`). */
export function useActivityDetail(reaActKey: number, manage = false) {
  return useQuery({
    queryKey: [...activitiesKey, manage ? 'manageDetail' : 'detail', reaActKey],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/readingActivites/${manage ? 'manageDetail' : 'detail'}`, {
          query: { reaActKey },
          schema: activityDetailResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled: reaActKey > 0,
    retry: false,
    staleTime: 0,
  });
}

/** ParticipationContestList/{type}: the books of a type; searchBooks only once there is a keyword. */
export function useBookChoices(type: BookListType, keyword = '', pageIndex = 1) {
  const searching = type === 'searchBooks';
  return useQuery({
    queryKey: [...activitiesKey, 'books', type, searching ? keyword : '', searching ? pageIndex : 1],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/readingActivites/books`, {
          query: searching ? { type, keyword, pageIndex } : { type },
          schema: bookListResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled: !searching || keyword.trim().length > 0,
  });
}

/** subjectMng/list: a teacher's school's assignments, a student's class's. */
export function useSubjects() {
  return useQuery({
    queryKey: [...activitiesKey, 'subjects'],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/subjectMng/list`, { schema: subjectListResponseSchema, signal })
        .then((r) => r.data.list),
    staleTime: 0,
  });
}

export const saveSubject = (body: SubjectSaveRequest) =>
  apiClient.post(`${base}/subjectMng/save`, { body, schema: subjectDoneResponseSchema });
export const deleteSubject = (subjectKey: number) =>
  apiClient.post(`${base}/subjectMng/delete`, { body: { subjectKey }, schema: subjectDoneResponseSchema });

export const saveActivity = (body: ActivitySaveRequest) =>
  apiClient.post(`${base}/readingActivites/save`, { body, schema: activitySavedResponseSchema });

export const deleteActivity = (reaActKey: number) =>
  apiClient.post(`${base}/readingActivites/delete`, {
    body: { reaActKey },
    schema: activityDoneResponseSchema,
  });

export const replyToActivity = (reaActKey: number, content: string) =>
  apiClient.post(`${base}/replyMng/save`, { body: { reaActKey, content }, schema: replyResponseSchema });

export const reviewActivity = {
  approve: (reaActKey: number) =>
    apiClient.post(`${base}/readingActivites/approve`, {
      body: { reaActKey },
      schema: activityDoneResponseSchema,
    }),
  giveBack: (reaActKey: number, reason: string) =>
    apiClient.post(`${base}/readingActivites/return`, {
      body: { reaActKey, reason },
      schema: activityDoneResponseSchema,
    }),
  recommend: (reaActKey: number, recommendYn: 'Y' | 'N') =>
    apiClient.post(`${base}/readingActivites/recommend`, {
      body: { reaActKey, recommendYn },
      schema: activityDoneResponseSchema,
    }),
};
