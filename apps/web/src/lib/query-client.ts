import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

/**
 * Retrying a 4xx cannot help (the request itself is wrong or not allowed); one retry covers a blip
 * of the network or a restarting server. Most load failures are then silently ignored (spec 000 §8).
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
    },
  });
}
