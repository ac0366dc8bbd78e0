import { dashboardResponseSchema } from '@reading/contract/mypage/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET dashboard (decision 094). */
export function useDashboard(memberKey: number) {
  return useQuery({
    queryKey: ['mypage', 'dashboard', memberKey],
    queryFn: ({ signal }) =>
      apiClient
        .get('/schome/service/mypage/dashboard', {
          query: { memberKey },
          schema: dashboardResponseSchema,
          signal,
        })
        .then((r) => r.data),
    staleTime: 0,
  });
}
