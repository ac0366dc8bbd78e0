import { collectionBooksResponseSchema } from '@reading/contract/promotion/promotion';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type BooksQuery, PROMOTION_PAGE_SIZE, promotionKeys } from './keys.ts';

/** GET /PromotionRecommend/{collectionKey}: the collection and a page of its books. */
export function getCollectionBooks(collectionKey: string, query: BooksQuery, signal?: AbortSignal) {
  return apiClient.get(`/schome/service/promotion/PromotionRecommend/${encodeURIComponent(collectionKey)}`, {
    query: { ...query, pageSize: PROMOTION_PAGE_SIZE },
    schema: collectionBooksResponseSchema,
    signal,
  });
}

export function useCollectionBooks(collectionKey: string | undefined, query: BooksQuery) {
  return useQuery({
    queryKey: promotionKeys.collectionBooks(collectionKey ?? '', query),
    queryFn: ({ signal }) => getCollectionBooks(collectionKey ?? '', query, signal).then((r) => r.data),
    enabled: Boolean(collectionKey),
    placeholderData: (previous) => previous,
  });
}
