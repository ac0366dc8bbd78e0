import { historyResponseSchema } from '@reading/contract/promotion/promotion';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { promotionKeys } from './keys.ts';

/** GET /history?date=MMDD: the day's events of Korean history (today in Korea without a date). */
export function getHistoryDay(date: string | undefined, signal?: AbortSignal) {
  return apiClient.get('/schome/service/promotion/history', {
    query: { date },
    schema: historyResponseSchema,
    signal,
  });
}

/** `enabled` false: the address is not a day, so nothing is asked. */
export function useHistoryDay(date: string | undefined, enabled = true) {
  return useQuery({
    enabled,
    queryKey: promotionKeys.history(date ?? 'today'),
    queryFn: ({ signal }) => getHistoryDay(date, signal).then((r) => r.data),
  });
}
