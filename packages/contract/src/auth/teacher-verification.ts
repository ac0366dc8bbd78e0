import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';

/**
 * Teacher verification (decision 050): a self-registered teacher acts with no teacher rights until the
 * school manager of their school approves them. The manager's page is TeacherApprovalManage.
 */
export const VERIFY_STATUSES = ['pending', 'verified', 'refused'] as const;
export type VerifyStatus = (typeof VERIFY_STATUSES)[number];

export const TEACHER_VERIFY_MESSAGES = {
  pending: '교사 인증 대기 중입니다. 학교관리자가 승인하면 교사 메뉴를 이용할 수 있습니다.',
  refused: '교사 인증이 거절되었습니다. 학교관리자에게 문의해주세요.',
  approved: '교사 인증을 승인했습니다.',
  refusedDone: '교사 인증을 거절했습니다.',
  notOwnSchool: '우리 학교 교사의 인증만 처리할 수 있습니다.',
  alreadyDecided: '이미 처리된 교사 인증입니다.',
  reason: 'reason: 거절 사유를 입력해주세요. (2~200자)',
  memberKey: 'memberKey: 회원 정보가 올바르지 않습니다.',
  status: 'status: 인증 상태를 확인해주세요.',
} as const;

/** The label of each state, for the manager's list and the teacher's own notice. */
export const VERIFY_STATUS_LABELS: Record<VerifyStatus, string> = {
  pending: '승인 대기',
  verified: '승인됨',
  refused: '거절됨',
};

const memberKey = z.coerce
  .number({ error: TEACHER_VERIFY_MESSAGES.memberKey })
  .int({ error: TEACHER_VERIFY_MESSAGES.memberKey })
  .positive({ error: TEACHER_VERIFY_MESSAGES.memberKey })
  .max(2_147_483_647, { error: TEACHER_VERIFY_MESSAGES.memberKey });

export const teacherApprovalListRequestSchema = z.object({
  status: z.enum(VERIFY_STATUSES, { error: TEACHER_VERIFY_MESSAGES.status }).default('pending'),
  pageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type TeacherApprovalListRequest = z.input<typeof teacherApprovalListRequestSchema>;

export const teacherApprovalItemSchema = z.object({
  memberKey: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  verifyStatus: z.enum(VERIFY_STATUSES),
  verifyReason: z.string().nullable(),
  /** ISO date-time of signup. */
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
});
export type TeacherApprovalItem = z.infer<typeof teacherApprovalItemSchema>;

export const teacherApprovalListResponseSchema = envelopeSchema(
  z.object({
    list: z.array(teacherApprovalItemSchema),
    totalCount: z.number().int().nonnegative(),
    totalPage: z.number().int().nonnegative(),
    /** The manager's school, for the page heading. */
    schName: z.string(),
  }),
);

export const teacherApproveRequestSchema = z.object({ memberKey });
export const teacherRefuseRequestSchema = z.object({
  memberKey,
  reason: z
    .string({ error: TEACHER_VERIFY_MESSAGES.reason })
    .trim()
    .min(2, { error: TEACHER_VERIFY_MESSAGES.reason })
    .max(200, { error: TEACHER_VERIFY_MESSAGES.reason }),
});
export type TeacherRefuseRequest = z.infer<typeof teacherRefuseRequestSchema>;
export const teacherDecisionResponseSchema = envelopeSchema(teacherApprovalItemSchema);

/** The message a member in this state meets on a teacher-only call (null when verified). */
export function verifyStatusMessage(status: string): string | null {
  if (status === 'pending') return TEACHER_VERIFY_MESSAGES.pending;
  if (status === 'refused') return TEACHER_VERIFY_MESSAGES.refused;
  return null;
}
