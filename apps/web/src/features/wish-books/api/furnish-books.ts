import {
  type FurnishManualRequest,
  furnishListResponseSchema,
  furnishResponseSchema,
  furnishSearchResponseSchema,
} from '@reading/contract/library/furnish-books';
import { useQuery } from '@tanstack/react-query';
import { libraryGet, libraryKeys, libraryPost } from '../../../lib/library/library-client.ts';

/** GET /dls/api/furnish-books/list: the member's wish-book requests, newest first. */
export function getFurnishList(page: number, signal?: AbortSignal) {
  return libraryGet('/dls/api/furnish-books/list', { page, display: 10 }, furnishListResponseSchema, signal);
}

/** GET /dls/api/furnish-books/search: the union catalogue, each book marked held or requested. */
export function searchFurnishBooks(searchKeyword: string, page: number, signal?: AbortSignal) {
  return libraryGet(
    '/dls/api/furnish-books/search',
    { searchKeyword, page, display: 10 },
    furnishSearchResponseSchema,
    signal,
  );
}

/** POST /dls/api/furnish-books/request: ask the library to acquire a book. */
export function requestFurnishBook(bookKey: number, memo: string) {
  return libraryPost('/dls/api/furnish-books/request', { bookKey, memo }, furnishResponseSchema);
}

/** POST /dls/api/furnish-books/request-manual: ask for a book the catalogue lacks, typed in by hand. */
export function requestManualFurnishBook(book: FurnishManualRequest) {
  return libraryPost('/dls/api/furnish-books/request-manual', book, furnishResponseSchema);
}

export function useFurnishList(page: number) {
  return useQuery({
    queryKey: libraryKeys.list('furnish', page),
    queryFn: ({ signal }) => getFurnishList(page, signal).then((r) => r.data),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

export function useFurnishSearch(searchKeyword: string, page: number) {
  return useQuery({
    queryKey: [...libraryKeys.all, 'furnish-search', searchKeyword, page],
    queryFn: ({ signal }) => searchFurnishBooks(searchKeyword, page, signal).then((r) => r.data),
    enabled: searchKeyword.trim() !== '',
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}
