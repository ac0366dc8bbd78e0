import {
  type LessonFields,
  type LessonSlotSave,
  lessonCalendarResponseSchema,
  lessonDetailResponseSchema,
  lessonDoneResponseSchema,
  lessonListResponseSchema,
  lessonSlotResponseSchema,
} from '@reading/contract/teachersupport/lesson-apply';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const BASE = '/schome/service/teachersupport/libPracticeLessionApply';

export const lessonKeys = {
  all: ['lessons'] as const,
  list: (statusCode: string) => ['lessons', 'list', statusCode] as const,
  detail: (applyKey: number) => ['lessons', 'detail', applyKey] as const,
  calendar: (from: string, to: string) => ['lessons', 'calendar', from, to] as const,
};

/** GET libPracticeLessionApply/list (spec 001 §7): the teacher's applications, or the school's for its manager. */
export function useLessonList(statusCode: string, enabled: boolean) {
  return useQuery({
    queryKey: lessonKeys.list(statusCode),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/list`, {
          query: statusCode ? { statusCode } : {},
          schema: lessonListResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled,
  });
}

export function useLessonDetail(applyKey: number | null) {
  return useQuery({
    queryKey: lessonKeys.detail(applyKey ?? 0),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/detail`, { query: { applyKey: applyKey! }, schema: lessonDetailResponseSchema, signal })
        .then((r) => r.data),
    enabled: applyKey !== null,
  });
}

export function useLessonCalendar(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: lessonKeys.calendar(from, to),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/calendar`, { query: { from, to }, schema: lessonCalendarResponseSchema, signal })
        .then((r) => r.data),
    enabled,
  });
}

const post = (path: string, body: object) =>
  apiClient.post(`${BASE}/${path}`, { body, schema: lessonDetailResponseSchema });

export const applyLesson = (body: LessonFields) => post('apply', body);
export const modifyLesson = (applyKey: number, body: LessonFields) => post('modify', { ...body, applyKey });
export const cancelLesson = (applyKey: number) => post('cancel', { applyKey });
export const acceptLesson = (applyKey: number) => post('accept', { applyKey });
export const approveLesson = (applyKey: number) => post('approve', { applyKey });
export const refuseLesson = (applyKey: number, reason: string) => post('refuse', { applyKey, reason });
export const proposeLesson = (applyKey: number, slotKey: number, lessonDate: string, message: string) =>
  post('propose', { applyKey, slotKey, lessonDate, message });

export const saveLessonSlot = (body: LessonSlotSave) =>
  apiClient.post(`${BASE}/slot/save`, { body, schema: lessonSlotResponseSchema });
export const addClosedDay = (closedDate: string, reason: string) =>
  apiClient.post(`${BASE}/closedDay/save`, {
    body: { closedDate, reason },
    schema: lessonDoneResponseSchema,
  });
export const removeClosedDay = (closedDate: string) =>
  apiClient.post(`${BASE}/closedDay/delete`, { body: { closedDate }, schema: lessonDoneResponseSchema });
