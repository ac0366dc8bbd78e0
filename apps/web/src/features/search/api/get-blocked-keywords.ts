import { keywordBlockListResponseJsonSchema } from '@reading/contract/json-schema/first-load-answers.generated';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /alpasq/api/keyword/block/list (neisCode): the terms a search form refuses. */
export async function getBlockedKeywords(neisCode?: string): Promise<string[]> {
  const envelope = await apiClient.get('/alpasq/api/keyword/block/list', {
    query: { neisCode: neisCode || undefined },
    schema: keywordBlockListResponseJsonSchema,
  });
  return envelope.data.list.map((b) => b.keyword);
}

/** A term is blocked when it contains a blocked keyword, spacing and case aside (as the server decides). */
export function isBlockedTerm(term: string, blocked: readonly string[]): boolean {
  const norm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
  const text = norm(term);
  return blocked.some((b) => norm(b) !== '' && text.includes(norm(b)));
}
