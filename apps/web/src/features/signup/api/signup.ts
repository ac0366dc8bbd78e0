import {
  checkIdResponseSchema,
  type SignupRequest,
  schoolSearchResponseSchema,
  signupResponseSchema,
} from '@reading/contract/auth/signup';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /schome/service/member/checkId: whether an id can be chosen. */
export function checkId(id: string) {
  return apiClient.get('/schome/service/member/checkId', { query: { id }, schema: checkIdResponseSchema });
}

/** GET /schome/service/member/school/list: schools by name, optionally in one region. */
export function searchSchools(keyword: string, provCode: string | null) {
  return apiClient.get('/schome/service/member/school/list', {
    query: { keyword, provCode: provCode ?? undefined },
    schema: schoolSearchResponseSchema,
  });
}

/** POST /schome/service/member/signup. */
export function signup(body: SignupRequest) {
  return apiClient.post('/schome/service/member/signup', {
    body,
    schema: signupResponseSchema,
    withCredentials: false,
  });
}
