import {
  type ShareSave,
  shareDeleteResponseSchema,
  shareDetailResponseSchema,
  shareLikeResponseSchema,
  shareListResponseSchema,
} from '@reading/contract/teachersupport/share-room';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const BASE = '/schome/service/teachersupport/teacherShareRoom';

export type ShareListQuery = {
  pageIndex: number;
  searchKeyword?: string;
  searchType: 'all' | 'title' | 'content';
  schLevelCode?: string;
  subjectCode?: string;
  tag?: string;
  mineYn?: 'Y';
};

export const shareKeys = {
  all: ['teacher-share'] as const,
  list: (q: ShareListQuery) => ['teacher-share', 'list', q] as const,
  detail: (postKey: number) => ['teacher-share', 'detail', postKey] as const,
};

const defined = (q: object) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number
  >;

/** GET teacherShareRoom/list (decision 151). */
export function useShareList(query: ShareListQuery) {
  return useQuery({
    queryKey: shareKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/list`, { query: defined(query), schema: shareListResponseSchema, signal })
        .then((r) => r.data),
  });
}

export function useShareDetail(postKey: number | null) {
  return useQuery({
    queryKey: shareKeys.detail(postKey ?? 0),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/detail`, { query: { postKey: postKey! }, schema: shareDetailResponseSchema, signal })
        .then((r) => r.data),
    enabled: postKey !== null,
  });
}

export const saveShare = (body: ShareSave) =>
  apiClient.post(`${BASE}/save`, { body, schema: shareDetailResponseSchema });

export const likeShare = (postKey: number) =>
  apiClient.post(`${BASE}/like`, { body: { postKey }, schema: shareLikeResponseSchema });

export const deleteShare = (postKey: number) =>
  apiClient.post(`${BASE}/delete`, { body: { postKey }, schema: shareDeleteResponseSchema });
