import { reservationResponseSchema } from '@reading/contract/library/reservations';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import { libraryAuthorization } from '../../../lib/library-token.ts';
import { ko } from '../../../messages/ko.ts';

/**
 * POST /dls/api/reservation/request: reserve a title at the member's own school library, with the
 * library token. Refusals (a copy is free, already reserved, limit, suspended) come back verbatim.
 */
export function reserveTitle(bookKey: number) {
  const headers = libraryAuthorization();
  if (!headers) return Promise.reject(new ApiError(403, ko.auth.dlsRequired));
  return apiClient.post('/dls/api/reservation/request', {
    body: { bookKey },
    headers,
    schema: reservationResponseSchema,
  });
}
