import {
  type QnaSaveRequest,
  qnaDetailResponseSchema,
  qnaListResponseSchema,
  qnaWriteResponseSchema,
} from '@reading/contract/community/qna-board';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { communityKeys } from './keys.ts';

const BASE = '/schome/service/community/qnaBoard';

export type QnaListParams = {
  pageIndex?: number;
  searchKeyword?: string;
  statusCode?: '1' | '2';
  myYn?: 'Y' | 'N';
  manageYn?: 'Y';
};

/** GET qnaBoard/list: the member's own inquiries (myYn=Y), or the scope's for staff (manageYn=Y). */
export function getQnaList(params: QnaListParams, signal?: AbortSignal) {
  return apiClient.get(`${BASE}/list`, {
    query: { ...params, pageSize: 10 },
    schema: qnaListResponseSchema,
    signal,
  });
}

/** GET qnaBoard/detail: an inquiry the caller may see (404 otherwise). */
export function getQnaDetail(qnaKey: number, signal?: AbortSignal) {
  return apiClient.get(`${BASE}/detail`, { query: { qnaKey }, schema: qnaDetailResponseSchema, signal });
}

/** POST qnaBoard/save: a member asks. */
export function saveQna(body: QnaSaveRequest) {
  return apiClient.post(`${BASE}/save`, { body, schema: qnaWriteResponseSchema });
}

/** POST qnaBoard/answer: staff of the inquiry's scope answer it (status 1 → 2). */
export function answerQna(body: { qnaKey: number; answer: string; publicYn?: 'Y' | 'N' }) {
  return apiClient.post(`${BASE}/answer`, { body, schema: qnaWriteResponseSchema });
}

export function useQnaList(params: QnaListParams, enabled = true) {
  return useQuery({
    queryKey: communityKeys.list('qna', params),
    queryFn: ({ signal }) => getQnaList(params, signal).then((r) => r.data),
    placeholderData: (previous) => previous,
    enabled,
    staleTime: 0,
  });
}

export function useQnaDetail(qnaKey: number | null) {
  return useQuery({
    queryKey: communityKeys.detail('qna', { qnaKey }),
    queryFn: ({ signal }) => getQnaDetail(qnaKey!, signal).then((r) => r.data),
    enabled: qnaKey !== null,
    staleTime: 0,
  });
}
