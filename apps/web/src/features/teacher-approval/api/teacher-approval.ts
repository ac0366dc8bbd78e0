import {
  teacherApprovalListResponseSchema,
  teacherDecisionResponseSchema,
  type VerifyStatus,
} from '@reading/contract/auth/teacher-verification';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The manager's teacher verification calls (decision 050); the school comes from the session. */
const base = '/schome/service/member/teacherApproval';

export const teacherApprovalKey = ['teacher-approval'] as const;

export function useTeacherApprovalList(status: VerifyStatus, pageIndex: number) {
  return useQuery({
    queryKey: [...teacherApprovalKey, status, pageIndex],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/list`, {
          query: { status, pageIndex, pageSize: 10 },
          schema: teacherApprovalListResponseSchema,
          signal,
        })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

export function approveTeacher(memberKey: number) {
  return apiClient.post(`${base}/approve`, { body: { memberKey }, schema: teacherDecisionResponseSchema });
}

export function refuseTeacher(memberKey: number, reason: string) {
  return apiClient.post(`${base}/refuse`, {
    body: { memberKey, reason },
    schema: teacherDecisionResponseSchema,
  });
}
