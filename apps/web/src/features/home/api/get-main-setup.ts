import { mainSetupResponseJsonSchema } from '@reading/contract/json-schema/first-load-answers.generated';
import type { MainSetupItem } from '@reading/contract/main/main-setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /schome/service/main/getTotalReadingMainSetup (spec 000 §7): which home tabs are switched on. */
export async function getMainSetup(signal?: AbortSignal): Promise<MainSetupItem[]> {
  const envelope = await apiClient.get('/schome/service/main/getTotalReadingMainSetup', {
    schema: mainSetupResponseJsonSchema,
    signal,
  });
  return envelope.data.list;
}

export function mainSetupQueryOptions() {
  return queryOptions({
    queryKey: ['main', 'main-setup'],
    queryFn: ({ signal }) => getMainSetup(signal),
  });
}

export function useMainSetup() {
  return useQuery(mainSetupQueryOptions());
}
