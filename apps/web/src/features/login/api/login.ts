import { type LoginRequest, loginResponseSchema } from '@reading/contract/auth/member-auth';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /schome/auth/member/login with the id and password trimmed (spec 000 §5). */
export function login({ id, password }: LoginRequest) {
  return apiClient.post('/schome/auth/member/login', {
    body: { id: id.trim(), password: password.trim() },
    schema: loginResponseSchema,
    withCredentials: false,
  });
}
