import { authcheckResponseSchema } from '@reading/contract/auth/member-auth';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /schome/auth/member/authcheck: ResLogin's check of the SSO session (spec 000 §7). */
export function authcheck(site: string) {
  return apiClient.get('/schome/auth/member/authcheck', { query: { site }, schema: authcheckResponseSchema });
}
