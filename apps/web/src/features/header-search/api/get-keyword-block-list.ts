import { keywordBlockListResponseJsonSchema } from '@reading/contract/json-schema/first-load-answers.generated';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * GET /alpasq/api/keyword/block/list (spec 000 §7): the blocked search terms (that school's too on a
 * school site). A failed load means no list: searching is never stopped by an unreachable list.
 */
export async function getKeywordBlockList(neisCode: string | null, signal?: AbortSignal): Promise<string[]> {
  try {
    const envelope = await apiClient.get('/alpasq/api/keyword/block/list', {
      schema: keywordBlockListResponseJsonSchema,
      query: { neisCode },
      signal,
    });
    return envelope.data.list.map((item) => item.keyword);
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export function keywordBlockListQueryOptions(neisCode: string | null) {
  return queryOptions({
    queryKey: ['keyword', 'block', neisCode ?? 'all'],
    queryFn: ({ signal }) => getKeywordBlockList(neisCode, signal),
    staleTime: 10 * 60 * 1000,
  });
}

export function useKeywordBlockList(neisCode: string | null) {
  return useQuery(keywordBlockListQueryOptions(neisCode));
}

/** Spec 000 §3, §5: a term is blocked when it contains a listed term (case and spaces ignored). */
export function isBlockedKeyword(term: string, blockList: readonly string[]): boolean {
  const normalized = term.replace(/\s+/g, '').toLowerCase();
  if (!normalized) return false;
  return blockList.some((blocked) => {
    const b = blocked.replace(/\s+/g, '').toLowerCase();
    return b !== '' && normalized.includes(b);
  });
}
