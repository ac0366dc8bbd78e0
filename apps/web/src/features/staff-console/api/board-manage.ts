import {
  type BoardSaveRequest,
  boardDeleteResponseSchema,
  boardManageListResponseSchema,
  managedPostResponseSchema,
} from '@reading/contract/community/staff';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const BASE = '/schome/service/community/board';

export const manageKeys = {
  all: ['community'] as const,
  list: (params: object) => ['community', 'manage', 'list', params] as const,
  detail: (postKey: number | null) => ['community', 'manage', 'detail', postKey] as const,
};

export type ManageListParams = {
  boardCode: string;
  schKey?: string;
  pageIndex: number;
  searchKeyword?: string;
  searchType?: 'all' | 'title' | 'content';
};

/** GET board/manage/list: every post of a scope, hidden, scheduled and expired ones too. */
export function getManageList(params: ManageListParams, signal?: AbortSignal) {
  return apiClient.get(`${BASE}/manage/list`, {
    query: { ...params, pageSize: 10 },
    schema: boardManageListResponseSchema,
    signal,
  });
}

/** GET board/manage/detail: a post with every field the form edits. */
export function getManagedPost(postKey: number, signal?: AbortSignal) {
  return apiClient.get(`${BASE}/manage/detail`, {
    query: { postKey },
    schema: managedPostResponseSchema,
    signal,
  });
}

/** POST board/save: create, or edit with postKey; the server sanitizes the HTML and checks banned words. */
export function savePost(body: BoardSaveRequest) {
  return apiClient.post(`${BASE}/save`, { body, schema: managedPostResponseSchema });
}

/** POST board/pin. */
export function pinPost(postKey: number, pinnedYn: 'Y' | 'N') {
  return apiClient.post(`${BASE}/pin`, { body: { postKey, pinnedYn }, schema: managedPostResponseSchema });
}

/** POST board/hide. */
export function hidePost(postKey: number, hiddenYn: 'Y' | 'N') {
  return apiClient.post(`${BASE}/hide`, { body: { postKey, hiddenYn }, schema: managedPostResponseSchema });
}

/** POST board/delete. */
export function deletePost(postKey: number) {
  return apiClient.post(`${BASE}/delete`, { body: { postKey }, schema: boardDeleteResponseSchema });
}

export function useManageList(params: ManageListParams, enabled: boolean) {
  return useQuery({
    queryKey: manageKeys.list(params),
    queryFn: ({ signal }) => getManageList(params, signal).then((r) => r.data),
    placeholderData: (previous) => previous,
    enabled,
    staleTime: 0,
  });
}

export function useManagedPost(postKey: number | null) {
  return useQuery({
    queryKey: manageKeys.detail(postKey),
    queryFn: ({ signal }) => getManagedPost(postKey!, signal).then((r) => r.data),
    enabled: postKey !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
