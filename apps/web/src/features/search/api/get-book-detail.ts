import { type BookDetail, detailInfoResponseSchema } from '@reading/contract/search/detail';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /alpasq/api/detail/info (bookKey) or /detail/info/isbn (isbn), the page's query passed through. */
export async function getBookDetail(
  by: { bookKey: string } | { isbn: string },
  neisCode: string | undefined,
  signal?: AbortSignal,
): Promise<BookDetail> {
  const path = 'isbn' in by ? '/alpasq/api/detail/info/isbn' : '/alpasq/api/detail/info';
  const envelope = await apiClient.get(path, {
    query: { ...by, neisCode },
    schema: detailInfoResponseSchema,
    signal,
  });
  return envelope.data;
}

export function useBookDetail(by: { bookKey: string } | { isbn: string } | null, neisCode?: string) {
  return useQuery({
    queryKey: ['search', 'detail', by, neisCode],
    queryFn: ({ signal }) => getBookDetail(by as { bookKey: string }, neisCode, signal),
    enabled: by !== null,
    retry: false,
  });
}
