import type { NoticeListRequest } from '@reading/contract/community/notice-board';
import {
  noticeDetailResponseJsonSchema,
  noticeListResponseJsonSchema,
} from '@reading/contract/json-schema/first-load-answers.generated';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { communityKeys } from './keys.ts';

const BASE = '/schome/service/community/noticeBoard';

export type NoticeListParams = Partial<
  Pick<
    NoticeListRequest,
    | 'provCode'
    | 'popupYn'
    | 'eventYn'
    | 'schGropCode'
    | 'memberTypeCode'
    | 'schKey'
    | 'pageIndex'
    | 'searchKeyword'
    | 'searchType'
  >
>;

/** GET noticeBoard/list: the notices of a scope today, pinned first (spec 001 §7; provCode default A10). */
export function getNoticeList(params: NoticeListParams, signal?: AbortSignal) {
  return apiClient.get(`${BASE}/list`, {
    query: { ...params, pageSize: 10 },
    schema: noticeListResponseJsonSchema,
    signal,
  });
}

/** GET noticeBoard/detail: one notice (counts a view) with previous and next in the same scope. */
export function getNoticeDetail(noticeKey: number, scope: NoticeListParams, signal?: AbortSignal) {
  return apiClient.get(`${BASE}/detail`, {
    query: { ...scope, noticeKey },
    schema: noticeDetailResponseJsonSchema,
    signal,
  });
}

export function useNoticeList(params: NoticeListParams) {
  return useQuery({
    queryKey: communityKeys.list('notice', params),
    queryFn: ({ signal }) => getNoticeList(params, signal).then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

export function useNoticeDetail(noticeKey: number | null, scope: NoticeListParams) {
  return useQuery({
    queryKey: communityKeys.detail('notice', { noticeKey, ...scope }),
    queryFn: ({ signal }) => getNoticeDetail(noticeKey!, scope, signal).then((r) => r.data),
    enabled: noticeKey !== null,
  });
}

/** noticeBoard/fileDownload's address for a notice's attachment. */
export const noticeFileDownload = (noticeFileKey: number) => ({
  path: `${BASE}/fileDownload`,
  query: { noticeFileKey },
});
