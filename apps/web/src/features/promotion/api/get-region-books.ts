import { regionBooksResponseSchema } from '@reading/contract/promotion/promotion';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type BooksQuery, PROMOTION_PAGE_SIZE, promotionKeys } from './keys.ts';

/** GET /S21_006_RegionGeoData/{regionKey}/books: a region's (or the world's) travel and culture books. */
export function getRegionBooks(regionKey: string, query: BooksQuery, signal?: AbortSignal) {
  return apiClient.get(
    `/schome/service/promotion/S21_006_RegionGeoData/${encodeURIComponent(regionKey)}/books`,
    {
      query: { ...query, pageSize: PROMOTION_PAGE_SIZE },
      schema: regionBooksResponseSchema,
      signal,
    },
  );
}

export function useRegionBooks(regionKey: string, query: BooksQuery) {
  return useQuery({
    queryKey: promotionKeys.regionBooks(regionKey, query),
    queryFn: ({ signal }) => getRegionBooks(regionKey, query, signal).then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}
