import { homeSectionsResponseJsonSchema } from '@reading/contract/json-schema/first-load-answers.generated';
import type { HomeSectionsResponse } from '@reading/contract/main/home-sections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type HomeSections = HomeSectionsResponse['data'];

/** GET /schome/service/main/home/sections (docs/decisions/021-home-sections.md). */
export async function getHomeSections(
  schLevelCode: string | null,
  signal?: AbortSignal,
): Promise<HomeSections> {
  const envelope = await apiClient.get('/schome/service/main/home/sections', {
    schema: homeSectionsResponseJsonSchema,
    query: { schLevelCode },
    signal,
  });
  return envelope.data;
}

export function homeSectionsQueryOptions(schLevelCode: string | null) {
  return queryOptions({
    queryKey: ['main', 'home-sections', schLevelCode ?? 'main'],
    queryFn: ({ signal }) => getHomeSections(schLevelCode, signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function useHomeSections(schLevelCode: string | null) {
  return useQuery(homeSectionsQueryOptions(schLevelCode));
}
