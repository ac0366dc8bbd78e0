import { type IllGroup, illGroupListResponseSchema } from '@reading/contract/library/ill-groups';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /dls/api/inter-library-loan/group/list: the school's loan group, for the "other schools" option. */
export async function getIllGroups(
  school: { neisCode?: string; schKey?: string },
  signal?: AbortSignal,
): Promise<IllGroup[]> {
  const envelope = await apiClient.get('/dls/api/inter-library-loan/group/list', {
    query: school,
    schema: illGroupListResponseSchema,
    signal,
  });
  return envelope.data.list;
}

export function useIllGroups(school: { neisCode?: string; schKey?: string } | null) {
  return useQuery({
    queryKey: ['library', 'ill-groups', school],
    queryFn: ({ signal }) => getIllGroups(school ?? {}, signal),
    enabled: Boolean(school?.neisCode || school?.schKey),
    staleTime: 10 * 60_000,
  });
}
