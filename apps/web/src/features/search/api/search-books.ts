import {
  aggkwResponseSchema,
  type SearchRequestInput,
  type SearchResult,
  searchResponseSchema,
} from '@reading/contract/search/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { libraryAuthorization } from '../../../lib/library-token.ts';
import { currentSiteLevel } from '../../../lib/site.ts';

/**
 * POST /alpasq/api/search/aggkw then POST /alpasq/api/search (spec 000 §7: the keyword is logged
 * before each search). Turning pages is the same search, so only the first page logs, or popular
 * keywords would count a reader's paging. The log carries the member's library (DLS) token as
 * `Authorization: <tokenType> <accessToken>` (spec 000 §7), when there is one. A failed log never stops
 * the search ("most data-fetch failures are ignored").
 */
export async function searchBooks(request: SearchRequestInput, signal?: AbortSignal): Promise<SearchResult> {
  if (request.searchKeyword && (request.page ?? 1) === 1) {
    await apiClient
      .post('/alpasq/api/search/aggkw', {
        body: request,
        schema: aggkwResponseSchema,
        signal,
        headers: libraryAuthorization() ?? undefined,
      })
      .catch(() => undefined);
  }
  const envelope = await apiClient.post('/alpasq/api/search', {
    // On a level site, books that do not fit its readers rank last (decision 270).
    body: { siteLevel: currentSiteLevel(), ...request },
    schema: searchResponseSchema,
    signal,
  });
  return envelope.data;
}

export function useSearchBooks(request: SearchRequestInput | null) {
  return useQuery({
    queryKey: ['search', 'books', request, currentSiteLevel()],
    queryFn: ({ signal }) => searchBooks(request as SearchRequestInput, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    // One logged search per visit of a result page, not one per window focus.
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
