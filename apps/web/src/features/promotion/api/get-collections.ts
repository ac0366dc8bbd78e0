import type { PromotionKind } from '@reading/contract/promotion/collections';
import { collectionListResponseSchema } from '@reading/contract/promotion/promotion';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { promotionKeys } from './keys.ts';

/** GET /PromotionRecommend?kind=: the kind's collections (all without a kind) with their introductions. */
export function getCollections(kind?: PromotionKind, signal?: AbortSignal) {
  return apiClient.get('/schome/service/promotion/PromotionRecommend', {
    query: { kind },
    schema: collectionListResponseSchema,
    signal,
  });
}

export function useCollections(kind?: PromotionKind) {
  return useQuery({
    queryKey: promotionKeys.collections(kind),
    queryFn: ({ signal }) => getCollections(kind, signal).then((r) => r.data.list),
  });
}
