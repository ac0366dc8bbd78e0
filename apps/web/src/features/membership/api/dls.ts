import {
  agreeResponseSchema,
  type DlsAuthRequest,
  deleteMemberDlsInfoResponseSchema,
  dlsAuthResponseSchema,
  memberAgreeResponseSchema,
} from '@reading/contract/auth/dls';
import { apiClient } from '../../../lib/api-client.ts';

type CardRef = { memberKey: number; dlsLoanCardNo: string };

/** POST /schome/service/member/dlsAuth: prove a library card with the desk's code (decision 051). */
export function dlsAuth(body: DlsAuthRequest) {
  return apiClient.post('/schome/service/member/dlsAuth', { body, schema: dlsAuthResponseSchema });
}

/** GET /schome/service/member/getMemberAgree (spec 001 §7). */
export function getMemberAgree(ref: CardRef) {
  return apiClient.get('/schome/service/member/getMemberAgree', {
    query: ref,
    schema: memberAgreeResponseSchema,
  });
}

/** GET /schome/service/member/agree (spec 001 §7); N drops the DLS link. */
export function agree(ref: CardRef & { schoolCode: string | null; agreeYN: 'Y' | 'N' }) {
  return apiClient.get('/schome/service/member/agree', { query: ref, schema: agreeResponseSchema });
}

/** GET /schome/service/member/deleteMemberDlsInfo (spec 001 §7). */
export function deleteMemberDlsInfo(ref: CardRef) {
  return apiClient.get('/schome/service/member/deleteMemberDlsInfo', {
    query: ref,
    schema: deleteMemberDlsInfoResponseSchema,
  });
}
