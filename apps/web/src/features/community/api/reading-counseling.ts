import { categoryListResponseSchema } from '@reading/contract/community/faq-board';
import {
  type CounselingSaveRequest,
  counselingDetailResponseSchema,
  counselingListResponseSchema,
} from '@reading/contract/community/reading-counseling';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { communityKeys } from './keys.ts';

const BASE = '/schome/service/community/readingCounselingApply';

export type CounselingListParams = {
  pageIndex?: number;
  searchKeyword?: string;
  statusCode?: '1' | '2';
  categoryCode?: string;
};

/** GET readingCounselingApply/categoryList. */
export function getCounselingCategories(signal?: AbortSignal) {
  return apiClient.get(`${BASE}/categoryList`, { schema: categoryListResponseSchema, signal });
}

/** GET readingCounselingApply/list: a student's own applications, or the school's for its staff. */
export function getCounselingList(params: CounselingListParams, signal?: AbortSignal) {
  return apiClient.get(`${BASE}/list`, {
    query: { ...params, pageSize: 10 },
    schema: counselingListResponseSchema,
    signal,
  });
}

/** GET readingCounselingApply/detail. */
export function getCounselingDetail(counselingKey: number, signal?: AbortSignal) {
  return apiClient.get(`${BASE}/detail`, {
    query: { counselingKey },
    schema: counselingDetailResponseSchema,
    signal,
  });
}

/** POST readingCounselingApply/save: students only (403 '학생만 접근가능한 메뉴입니다.' otherwise). */
export function saveCounseling(body: CounselingSaveRequest) {
  return apiClient.post(`${BASE}/save`, { body, schema: counselingDetailResponseSchema });
}

/** POST readingCounselingApply/answer: a teacher or manager of the student's school. */
export function answerCounseling(body: { counselingKey: number; answer: string }) {
  return apiClient.post(`${BASE}/answer`, { body, schema: counselingDetailResponseSchema });
}

export function useCounselingCategories() {
  return useQuery({
    queryKey: [...communityKeys.board('counseling'), 'categories'],
    queryFn: ({ signal }) => getCounselingCategories(signal).then((r) => r.data.list),
    staleTime: 60 * 60 * 1000,
  });
}

export function useCounselingList(params: CounselingListParams, enabled = true) {
  return useQuery({
    queryKey: communityKeys.list('counseling', params),
    queryFn: ({ signal }) => getCounselingList(params, signal).then((r) => r.data),
    placeholderData: (previous) => previous,
    enabled,
    staleTime: 0,
  });
}

export function useCounselingDetail(counselingKey: number | null) {
  return useQuery({
    queryKey: communityKeys.detail('counseling', { counselingKey }),
    queryFn: ({ signal }) => getCounselingDetail(counselingKey!, signal).then((r) => r.data),
    enabled: counselingKey !== null,
    staleTime: 0,
  });
}
