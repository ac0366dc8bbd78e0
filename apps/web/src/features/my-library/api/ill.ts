import { illListResponseSchema } from '@reading/contract/library/ill';
import { useQuery } from '@tanstack/react-query';
import { libraryGet, libraryKeys } from '../../../lib/library/library-client.ts';

/** GET /dls/api/inter-library-loan/list: the member's inter-library loan requests. */
export function getIllList(page: number, signal?: AbortSignal) {
  return libraryGet('/dls/api/inter-library-loan/list', { page, display: 10 }, illListResponseSchema, signal);
}

export function useIllList(page: number) {
  return useQuery({
    queryKey: libraryKeys.list('ill', page),
    queryFn: ({ signal }) => getIllList(page, signal).then((r) => r.data),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}
