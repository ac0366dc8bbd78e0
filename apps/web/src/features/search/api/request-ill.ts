import { illResponseSchema } from '@reading/contract/library/ill';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import { libraryAuthorization } from '../../../lib/library-token.ts';
import { ko } from '../../../messages/ko.ts';

/**
 * POST /dls/api/inter-library-loan/request: borrow a copy of another school of the member's loan group,
 * with the library token. Refusals (not in the group, no free copy, already asked) come back verbatim.
 */
export function requestIll(bookKey: number, lendingLibCode: string) {
  const headers = libraryAuthorization();
  if (!headers) return Promise.reject(new ApiError(403, ko.auth.dlsRequired));
  return apiClient.post('/dls/api/inter-library-loan/request', {
    body: { bookKey, lendingLibCode },
    headers,
    schema: illResponseSchema,
  });
}
