import { noticeDetailResponseSchema, noticeListResponseSchema } from '@reading/contract/library/notices';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { DlsNoticeScope } from './dls-notice-today.ts';
import { communityKeys } from './keys.ts';

/** GET /dls/api/notice/list: a school library's notices and its region's, newest first, 10 a page. */
export function getDlsNoticeList(scope: DlsNoticeScope, page: number, signal?: AbortSignal) {
  return apiClient.get('/dls/api/notice/list', {
    query: { ...scope, page, display: 10 },
    schema: noticeListResponseSchema,
    signal,
  });
}

/** GET /dls/api/notice/detail: one DLS notice with its neighbours (counts a view). */
export function getDlsNoticeDetail(noticeKey: number, signal?: AbortSignal) {
  return apiClient.get('/dls/api/notice/detail', {
    query: { noticeKey },
    schema: noticeDetailResponseSchema,
    signal,
  });
}

export function useDlsNoticeList(scope: DlsNoticeScope, page: number, enabled: boolean) {
  return useQuery({
    queryKey: communityKeys.list('dlsNotice', { ...scope, page }),
    queryFn: ({ signal }) => getDlsNoticeList(scope, page, signal).then((r) => r.data),
    placeholderData: (previous) => previous,
    enabled,
  });
}

export function useDlsNoticeDetail(noticeKey: number | null) {
  return useQuery({
    queryKey: communityKeys.detail('dlsNotice', { noticeKey }),
    queryFn: ({ signal }) => getDlsNoticeDetail(noticeKey!, signal).then((r) => r.data),
    enabled: noticeKey !== null,
  });
}
