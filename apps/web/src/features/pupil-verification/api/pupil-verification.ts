import {
  type ClassRef,
  classCodeJoinResponseSchema,
  classCodeResponseSchema,
  classCodesResponseSchema,
  type PupilRequestType,
  pupilApprovalListResponseSchema,
  pupilDecisionResponseSchema,
} from '@reading/contract/auth/pupil-verification';
import { memberInfoResponseSchema } from '@reading/contract/mypage/member-info';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Pupil verification calls (decision 220); the school and the caller's classes come from the session. */
const base = '/schome/service/member/pupilApproval';

export const pupilApprovalKey = ['pupil-approval'] as const;

export function usePupilApprovalList(pageIndex: number) {
  return useQuery({
    queryKey: [...pupilApprovalKey, 'list', pageIndex],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/list`, {
          query: { pageIndex, pageSize: 10 },
          schema: pupilApprovalListResponseSchema,
          signal,
        })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

export function useClassCodes() {
  return useQuery({
    queryKey: [...pupilApprovalKey, 'codes'],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/classCodes`, { schema: classCodesResponseSchema, signal })
        .then((r) => r.data.list),
    staleTime: 0,
  });
}

export const approvePupilRequest = (itemType: PupilRequestType, key: number) =>
  apiClient.post(`${base}/approve`, { body: { itemType, key }, schema: pupilDecisionResponseSchema });

export const refusePupilRequest = (itemType: PupilRequestType, key: number, reason: string) =>
  apiClient.post(`${base}/refuse`, { body: { itemType, key, reason }, schema: pupilDecisionResponseSchema });

export const issueClassCode = (k: ClassRef) =>
  apiClient.post(`${base}/classCode/issue`, { body: k, schema: classCodeResponseSchema });

export const revokeClassCode = (k: ClassRef) =>
  apiClient.post(`${base}/classCode/revoke`, { body: k, schema: classCodeResponseSchema });

/** The pupil enters a class code (the banner, decision 220). */
export const joinWithClassCode = (code: string) =>
  apiClient.post('/schome/service/member/classCode/join', {
    body: { code },
    schema: classCodeJoinResponseSchema,
  });

/** The pupil's own verification state, read fresh (an approval takes effect without a new login). */
export function useOwnVerifyStatus(memberKey: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...pupilApprovalKey, 'own', memberKey],
    queryFn: ({ signal }) =>
      apiClient
        .get('/schome/service/mypage/memberInfo', {
          query: { memberKey },
          schema: memberInfoResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled: enabled && memberKey !== undefined,
    staleTime: 0,
  });
}
