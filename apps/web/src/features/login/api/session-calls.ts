import {
  checkdupResponseSchema,
  checkTokenResponseSchema,
  logoutResponseSchema,
} from '@reading/contract/auth/member-auth';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /schome/auth/member/checkToken (id): above 0 valid, below 0 forces logout (spec 001 §7). */
export function checkToken(id: string) {
  return apiClient.get('/schome/auth/member/checkToken', { query: { id }, schema: checkTokenResponseSchema });
}

/** GET /schome/auth/member/logout with credentials; the SSO logout form follows (spec 001 §7). */
export function portalLogout() {
  return apiClient.get('/schome/auth/member/logout', { schema: logoutResponseSchema });
}

/**
 * GET /schome/auth/member/checkdup: 'N' while the session is live; a session replaced by a newer login
 * answers 401, which the client handles as a duplicate login (spec 000 §8).
 */
export function checkDuplicateLogin() {
  return apiClient.get('/schome/auth/member/checkdup', { schema: checkdupResponseSchema });
}
