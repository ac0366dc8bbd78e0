import {
  type NewsgroupSaveRequest,
  newsgroupDetailResponseSchema,
  newsgroupDoneResponseSchema,
  newsgroupListResponseSchema,
} from '@reading/contract/debate/newsgroup';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const BASE = '/schome/service/readingActivitesJoin/readingNewsgroup';

export const newsgroupKeys = {
  all: ['newsgroup'] as const,
  list: (pageIndex: number, keyword: string) => ['newsgroup', 'list', pageIndex, keyword] as const,
  detail: (topicKey: number) => ['newsgroup', 'detail', topicKey] as const,
};

export function useNewsgroupList(pageIndex: number, searchKeyword: string, enabled: boolean) {
  return useQuery({
    queryKey: newsgroupKeys.list(pageIndex, searchKeyword),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/list`, {
          query: { pageIndex, pageSize: 10, ...(searchKeyword ? { searchKeyword } : {}) },
          schema: newsgroupListResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled,
  });
}

export function useNewsgroupTopic(topicKey: number | null) {
  return useQuery({
    queryKey: newsgroupKeys.detail(topicKey ?? 0),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/detail`, {
          query: { topicKey: topicKey! },
          schema: newsgroupDetailResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled: topicKey !== null,
    retry: false,
  });
}

export const saveTopic = (body: NewsgroupSaveRequest) =>
  apiClient.post(`${BASE}/save`, { body, schema: newsgroupDoneResponseSchema });
export const hideTopic = (topicKey: number, hiddenYn: 'Y' | 'N') =>
  apiClient.post(`${BASE}/hide`, { body: { topicKey, hiddenYn }, schema: newsgroupDoneResponseSchema });
export const deleteTopic = (topicKey: number) =>
  apiClient.post(`${BASE}/delete`, { body: { topicKey }, schema: newsgroupDoneResponseSchema });
