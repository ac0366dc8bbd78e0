import { gradeInfoResponseSchema } from '@reading/contract/library/grades';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /dls/api/user/grade/info/neisCode: the school's library (libCode, name) and its loan rules. */
export function useLibraryOfSchool(neisCode: string | null | undefined) {
  return useQuery({
    queryKey: ['library', 'of-school', neisCode],
    queryFn: ({ signal }) =>
      apiClient
        .get('/dls/api/user/grade/info/neisCode', {
          query: { neisCode: neisCode ?? '' },
          schema: gradeInfoResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled: Boolean(neisCode),
    staleTime: 10 * 60_000,
  });
}
