import { homeSectionsResponseJsonSchema } from '@reading/contract/json-schema/first-load-answers.generated';
import type { HomeSectionsResponse } from '@reading/contract/main/home-sections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, buildUrl } from '../../../lib/api-client.ts';

export type HomeSections = HomeSectionsResponse['data'];

const HOME_SECTIONS_PATH = '/schome/service/main/home/sections';

/**
 * The address the home's book lists are read from. The prerendered site homes preload exactly this
 * (`<link rel="preload" as="fetch">`, decision 095), so the answer is in before the fonts and chunks
 * that used to hold it back; the query's fetch then takes it from the preload.
 */
export const homeSectionsUrl = (schLevelCode: string | null) =>
  buildUrl(HOME_SECTIONS_PATH, { schLevelCode });

/** GET /schome/service/main/home/sections (docs/decisions/021-home-sections.md). */
export async function getHomeSections(
  schLevelCode: string | null,
  signal?: AbortSignal,
): Promise<HomeSections> {
  const envelope = await apiClient.get(HOME_SECTIONS_PATH, {
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
