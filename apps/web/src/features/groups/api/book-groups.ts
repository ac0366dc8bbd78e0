import {
  type BookGroupSaveRequest,
  bookGroupDetailResponseSchema,
  bookGroupDoneResponseSchema,
  bookGroupListResponseSchema,
} from '@reading/contract/groups/book-group';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const BASE = '/schome/service/readingActivitesJoin/readingBookGroup';

export const bookGroupKeys = {
  all: ['bookGroups'] as const,
  list: ['bookGroups', 'list'] as const,
  detail: (key: number) => ['bookGroups', 'detail', key] as const,
};

export function useBookGroupList(enabled: boolean) {
  return useQuery({
    queryKey: bookGroupKeys.list,
    queryFn: ({ signal }) =>
      apiClient.get(`${BASE}/list`, { schema: bookGroupListResponseSchema, signal }).then((r) => r.data),
    enabled,
  });
}

export function useBookGroup(bookGroupKey: number | null) {
  return useQuery({
    queryKey: bookGroupKeys.detail(bookGroupKey ?? 0),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/detail`, {
          query: { bookGroupKey: bookGroupKey! },
          schema: bookGroupDetailResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled: bookGroupKey !== null,
    retry: false,
  });
}

export const saveBookGroup = (body: BookGroupSaveRequest) =>
  apiClient.post(`${BASE}/save`, { body, schema: bookGroupDoneResponseSchema });
export const postChapter = (chapterKey: number, content: string) =>
  apiClient.post(`${BASE}/post`, { body: { chapterKey, content }, schema: bookGroupDoneResponseSchema });
