import { badgeStatusResponseSchema } from '@reading/contract/mypage/badges';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const badgesKey = ['mypage', 'badges'] as const;

/** GET badgestatus/list (spec 000 §7): the member's 24 badges. */
export function useBadgeStatus(memberKey: number) {
  return useQuery({
    queryKey: [...badgesKey, memberKey],
    queryFn: ({ signal }) =>
      apiClient
        .get('/schome/service/mypage/badgestatus/list', {
          query: { memberKey },
          schema: badgeStatusResponseSchema,
          signal,
        })
        .then((r) => r.data),
    staleTime: 0,
  });
}
