import { type TextbookListRequest, textbookListResponseSchema } from '@reading/contract/textbook/textbook';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /schome/service/textbook/list (decision 290); a pupil's own grade is the server's default. */
export function useTextbookList(query: TextbookListRequest, member: string | null) {
  return useQuery({
    queryKey: ['textbook', query, member],
    queryFn: ({ signal }) =>
      apiClient
        .get('/schome/service/textbook/list', {
          query: Object.fromEntries(
            Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
          ) as Record<string, string | number>,
          schema: textbookListResponseSchema,
          signal,
        })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}
