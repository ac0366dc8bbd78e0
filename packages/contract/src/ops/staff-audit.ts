import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';

/**
 * The audit of staff actions (issue 40, decision 284): who approved, returned, deleted, masked, issued a
 * code or changed a role, when and from where. The school manager reads their school's entries, the
 * operator every school's.
 */
export const STAFF_AUDIT_ACTIONS = [
  'teacher.approve',
  'teacher.refuse',
  'pupil.approve',
  'pupil.refuse',
  'loan.return',
  'post.delete',
  'post.hide',
  'comment.delete',
  'comment.hide',
  'card.linkCode',
  'class.code',
  'role.change',
] as const;
export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];

/** The Korean name of each action, for the list and its filter. */
export const STAFF_AUDIT_ACTION_LABELS: Record<StaffAuditAction, string> = {
  'teacher.approve': '교사 인증 승인',
  'teacher.refuse': '교사 인증 거절',
  'pupil.approve': '학생 인증 승인',
  'pupil.refuse': '학생 인증 거절',
  'loan.return': '도서 반납 처리',
  'post.delete': '게시글 삭제',
  'post.hide': '게시글 숨김',
  'comment.delete': '댓글 삭제',
  'comment.hide': '댓글 숨김',
  'card.linkCode': '이용증 연결 코드 발급',
  'class.code': '학급 코드 발급',
  'role.change': '권한 변경',
};

/** Months an entry is kept: the privacy policy's 접속 기록 period (decision 284). */
export const STAFF_AUDIT_RETENTION_MONTHS = 3;

export const STAFF_AUDIT_MESSAGES = {
  forbidden: '작업 기록은 학교관리자와 운영자만 볼 수 있습니다.',
  action: 'action: 작업 종류를 확인해주세요.',
  fromDate: 'fromDate: 시작일을 확인해주세요. (yyyy-mm-dd)',
  toDate: 'toDate: 종료일을 확인해주세요. (yyyy-mm-dd)',
  dateOrder: 'toDate: 종료일은 시작일보다 빠를 수 없습니다.',
} as const;

const day = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), { error: message });

export const staffAuditListRequestSchema = z
  .object({
    action: z.enum(STAFF_AUDIT_ACTIONS, { error: STAFF_AUDIT_MESSAGES.action }).optional(),
    fromDate: day(STAFF_AUDIT_MESSAGES.fromDate).optional(),
    toDate: day(STAFF_AUDIT_MESSAGES.toDate).optional(),
    pageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, {
    error: STAFF_AUDIT_MESSAGES.dateOrder,
    path: ['toDate'],
  });
export type StaffAuditListRequest = z.input<typeof staffAuditListRequestSchema>;

export const staffAuditEntrySchema = z.object({
  auditKey: z.number().int(),
  /** ISO 8601 in Korea time (+09:00). */
  actedAt: z.string(),
  actorKey: z.number().int(),
  actorName: z.string(),
  /** The member type the actor acted with ('02' teacher, '03' manager) or 'operator'. */
  actorRole: z.string(),
  action: z.enum(STAFF_AUDIT_ACTIONS),
  targetType: z.string(),
  targetKey: z.string(),
  schKey: z.number().int().nullable(),
  schoolName: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

export const staffAuditListResponseSchema = envelopeSchema(
  z.object({
    list: z.array(staffAuditEntrySchema),
    totalCount: z.number().int().nonnegative(),
    totalPage: z.number().int().nonnegative(),
    /** Whether the reader sees every school (operator) or their own. */
    scope: z.enum(['all', 'school']),
  }),
);
export type StaffAuditListResponse = z.infer<typeof staffAuditListResponseSchema>;
