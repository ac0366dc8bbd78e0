import type { ApiError } from '../../lib/api-client.ts';
import { ko } from '../../messages/ko.ts';

/**
 * What a refused login says (spec 000 §8 "login response without message"): the server's own message,
 * or, when its answer carries none, '이용자정보를 다시 확인해주세요.' from the client itself. The
 * client's generic request-failed text is no answer for a reader whose id or password did not match.
 */
export function loginFailureMessage(error: ApiError): string {
  const own = (error.body as { message?: unknown } | null)?.message;
  return typeof own === 'string' && own.trim() !== '' ? error.message : ko.auth.checkUserInfo;
}
