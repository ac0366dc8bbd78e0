import { regionListResponseSchema } from '@reading/contract/promotion/promotion';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { promotionKeys } from './keys.ts';

/** GET /S21_006_RegionGeoData: the map's featured regions with their book counts. */
export function getRegions(signal?: AbortSignal) {
  return apiClient.get('/schome/service/promotion/S21_006_RegionGeoData', {
    schema: regionListResponseSchema,
    signal,
  });
}

export function useRegions() {
  return useQuery({
    queryKey: promotionKeys.regions(),
    queryFn: ({ signal }) => getRegions(signal).then((r) => r.data.list),
  });
}
