import { todoResponseSchema } from '@reading/contract/mypage/todo';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const todoKey = ['mypage', 'todo'] as const;

/** GET todo (decision 286): what waits for a teacher or manager; asked only when `enabled` (staff). */
export function useTodo(enabled: boolean) {
  return useQuery({
    queryKey: todoKey,
    queryFn: ({ signal }) =>
      apiClient
        .get('/schome/service/mypage/todo', { schema: todoResponseSchema, signal })
        .then((r) => r.data),
    enabled,
    staleTime: 30_000,
  });
}
