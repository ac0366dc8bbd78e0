import {
  type SurveyJoinRequest,
  type SurveySaveRequest,
  surveyDetailResponseSchema,
  surveyJoinResponseSchema,
  surveyListResponseSchema,
  surveyManageListResponseSchema,
  surveyResultResponseSchema,
} from '@reading/contract/community/survey';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { saveAttachment } from '../../../lib/attachments.ts';

const BASE = '/schome/service/community/surveyInfo';

export const surveyKeys = {
  all: ['survey'] as const,
  list: (memberKey?: number) => ['survey', 'list', memberKey ?? 'all'] as const,
  detail: (surveyKey: number) => ['survey', 'detail', surveyKey] as const,
  manage: ['survey', 'manage'] as const,
  result: (surveyKey: number) => ['survey', 'result', surveyKey] as const,
};

/** GET surveyInfo/list: with memberKey the member's open, unanswered surveys (the popup); else all. */
export function getSurveyList(memberKey?: number, signal?: AbortSignal) {
  return apiClient.get(`${BASE}/list`, {
    query: memberKey ? { memberKey } : {},
    schema: surveyListResponseSchema,
    signal,
  });
}

export function useSurveyList(enabled: boolean) {
  return useQuery({
    queryKey: surveyKeys.list(),
    queryFn: ({ signal }) => getSurveyList(undefined, signal).then((r) => r.data),
    enabled,
  });
}

export function useSurveyDetail(surveyKey: number | null) {
  return useQuery({
    queryKey: surveyKeys.detail(surveyKey ?? 0),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/detail`, {
          query: { surveyKey: surveyKey! },
          schema: surveyDetailResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled: surveyKey !== null,
  });
}

/** POST surveyInfo/join: the member's answers; the envelope's message is '설문 응답이 완료되었습니다.'. */
export function joinSurvey(body: SurveyJoinRequest) {
  return apiClient.post(`${BASE}/join`, { body, schema: surveyJoinResponseSchema });
}

export function useManagedSurveys(enabled: boolean) {
  return useQuery({
    queryKey: surveyKeys.manage,
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/manage/list`, { schema: surveyManageListResponseSchema, signal })
        .then((r) => r.data),
    enabled,
  });
}

export function saveSurvey(body: SurveySaveRequest) {
  return apiClient.post(`${BASE}/manage/save`, { body, schema: surveyDetailResponseSchema });
}

export function deleteSurvey(surveyKey: number) {
  return apiClient.post(`${BASE}/manage/delete`, { body: { surveyKey }, schema: surveyJoinResponseSchema });
}

export function useSurveyResult(surveyKey: number | null) {
  return useQuery({
    queryKey: surveyKeys.result(surveyKey ?? 0),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/manage/result`, {
          query: { surveyKey: surveyKey! },
          schema: surveyResultResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled: surveyKey !== null,
  });
}

/** GET surveyInfo/manage/result/csv, saved under the server's file name. */
export const downloadSurveyCsv = (surveyKey: number) =>
  saveAttachment({ path: `${BASE}/manage/result/csv`, query: { surveyKey } }, `survey-${surveyKey}.csv`);
