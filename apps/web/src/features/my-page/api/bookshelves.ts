import {
  type ShelfCreateRequest,
  shareShelfListResponseSchema,
  shelfDeleteResponseSchema,
  shelfDetailResponseSchema,
  shelfListResponseSchema,
  shelfResponseSchema,
} from '@reading/contract/mypage/bookshelves';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const base = '/schome/service/mypage';
export const shelvesKey = ['mypage', 'shelves'] as const;

export function useMyShelves(memberKey: number | undefined) {
  return useQuery({
    queryKey: [...shelvesKey, 'mine', memberKey],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/mylibbookshelf/list`, { query: { memberKey }, schema: shelfListResponseSchema, signal })
        .then((r) => r.data),
    enabled: Boolean(memberKey),
    staleTime: 0,
  });
}

export function useSharedShelves(pageIndex: number) {
  return useQuery({
    queryKey: [...shelvesKey, 'shared', pageIndex],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/shareBookShelf/list`, {
          query: { pageIndex, pageSize: 10 },
          schema: shareShelfListResponseSchema,
          signal,
        })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

export function useShelfDetail(shelfKey: number) {
  return useQuery({
    queryKey: [...shelvesKey, 'detail', shelfKey],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/mylibbookshelf/detail`, {
          query: { shelfKey },
          schema: shelfDetailResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled: shelfKey > 0,
    retry: false,
    staleTime: 0,
  });
}

export const createShelf = (body: ShelfCreateRequest) =>
  apiClient.post(`${base}/mylibbookshelf/create`, { body, schema: shelfResponseSchema });

export const updateShelf = (body: ShelfCreateRequest & { shelfKey: number }) =>
  apiClient.post(`${base}/mylibbookshelf/update`, { body, schema: shelfResponseSchema });

export const deleteShelf = (shelfKey: number) =>
  apiClient.post(`${base}/mylibbookshelf/delete`, { body: { shelfKey }, schema: shelfDeleteResponseSchema });

export const addBookToShelf = (shelfKey: number, bookKey: number) =>
  apiClient.post(`${base}/mylibbookshelf/book/add`, {
    body: { shelfKey, bookKey },
    schema: shelfDetailResponseSchema,
  });

export const noteShelfBook = (shelfBookKey: number, note: string) =>
  apiClient.post(`${base}/mylibbookshelf/book/update`, {
    body: { shelfBookKey, note },
    schema: shelfDetailResponseSchema,
  });

export const moveShelfBook = (shelfBookKey: number, direction: 'up' | 'down') =>
  apiClient.post(`${base}/mylibbookshelf/book/move`, {
    body: { shelfBookKey, direction },
    schema: shelfDetailResponseSchema,
  });

export const removeShelfBook = (shelfBookKey: number) =>
  apiClient.post(`${base}/mylibbookshelf/book/delete`, {
    body: { shelfBookKey },
    schema: shelfDetailResponseSchema,
  });
