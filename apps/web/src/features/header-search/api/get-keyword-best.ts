import { keywordBestResponseJsonSchema } from '@reading/contract/json-schema/first-load-answers.generated';
import type { PopularKeyword } from '@reading/contract/search/keywords';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * GET /alpasq/api/keyword/best (spec 000 §7): today's popular keywords (type D), that school's on a
 * school site. Spec 000 §8: a failed load is ignored, so the panel shows its empty state instead.
 */
export async function getKeywordBest(
  neisCode: string | null,
  signal?: AbortSignal,
): Promise<PopularKeyword[]> {
  try {
    const envelope = await apiClient.get('/alpasq/api/keyword/best', {
      schema: keywordBestResponseJsonSchema,
      query: { type: 'D', neisCode },
      signal,
    });
    return envelope.data.list;
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export function keywordBestQueryOptions(neisCode: string | null) {
  return queryOptions({
    queryKey: ['keyword', 'best', neisCode ?? 'all'],
    queryFn: ({ signal }) => getKeywordBest(neisCode, signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function useKeywordBest(neisCode: string | null, enabled: boolean) {
  return useQuery({ ...keywordBestQueryOptions(neisCode), enabled });
}
