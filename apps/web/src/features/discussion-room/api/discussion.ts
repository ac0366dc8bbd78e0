import {
  type DiscussionSaveRequest,
  discussionDetailResponseSchema,
  discussionDoneResponseSchema,
  discussionListResponseSchema,
} from '@reading/contract/debate/discussion';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const BASE = '/schome/service/readingActivitesJoin/readingDiscussion';

export const discussionKeys = {
  all: ['discussion'] as const,
  list: (stateCode: string) => ['discussion', 'list', stateCode] as const,
  detail: (roomKey: number) => ['discussion', 'detail', roomKey] as const,
};

export function useDiscussionList(stateCode: string, enabled: boolean) {
  return useQuery({
    queryKey: discussionKeys.list(stateCode),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/list`, { query: { stateCode }, schema: discussionListResponseSchema, signal })
        .then((r) => r.data),
    enabled,
  });
}

export function useDiscussionDetail(roomKey: number | null) {
  return useQuery({
    queryKey: discussionKeys.detail(roomKey ?? 0),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/detail`, {
          query: { roomKey: roomKey! },
          schema: discussionDetailResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled: roomKey !== null,
    retry: false,
  });
}

export const saveDiscussion = (body: DiscussionSaveRequest) =>
  apiClient.post(`${BASE}/save`, { body, schema: discussionDoneResponseSchema });
export const summariseDiscussion = (roomKey: number, summary: string) =>
  apiClient.post(`${BASE}/summary`, { body: { roomKey, summary }, schema: discussionDoneResponseSchema });
export const closeDiscussion = (roomKey: number) =>
  apiClient.post(`${BASE}/close`, { body: { roomKey }, schema: discussionDoneResponseSchema });
