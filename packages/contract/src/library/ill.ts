import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import {
  keySchema,
  libCodeSchema,
  libraryBookSchema,
  pagedListSchema,
  pagingRequestSchema,
} from './common.ts';

/**
 * Inter-library loan between the school libraries of one group (GET .../group/list is in
 * ill-groups.ts). States: REQUESTED → APPROVED → SENT → RECEIVED → RETURNED, or REFUSED from
 * REQUESTED or APPROVED. The lending library approves (a copy is set aside), sends (the copy goes on
 * loan to the borrowing library), refuses, and confirms the return; the borrowing library receives.
 *
 * Member calls, auth `Authorization: Bearer <accessToken>`:
 * GET  /dls/api/inter-library-loan/list?page=1&display=10   the member's requests, newest first
 * POST /dls/api/inter-library-loan/request body { bookKey, lendingLibCode }
 *   400 sameLibrary; 403 notInGroup / loanSuspended; 404 noCopy; 409 alreadyRequested.
 * Desk calls (desk.ts) move the states; an illegal move answers 409 illegalTransition.
 */
export const ILL_STATUSES = ['REQUESTED', 'APPROVED', 'SENT', 'RECEIVED', 'RETURNED', 'REFUSED'] as const;
export type IllStatus = (typeof ILL_STATUSES)[number];
export const ILL_STATUS_NAMES: Record<IllStatus, string> = {
  REQUESTED: '신청',
  APPROVED: '승인',
  SENT: '발송',
  RECEIVED: '도착',
  RETURNED: '반납 완료',
  REFUSED: '거절',
};

export const ILL_ACTIONS = ['approve', 'send', 'receive', 'return', 'refuse'] as const;
export type IllAction = (typeof ILL_ACTIONS)[number];
export const ILL_ACTION_NAMES: Record<IllAction, string> = {
  approve: '승인',
  send: '발송',
  receive: '도착 확인',
  return: '반납 확인',
  refuse: '거절',
};
/** The state machine: from → action → to. Anything else answers 409. */
export const ILL_TRANSITIONS: Record<IllAction, { from: readonly IllStatus[]; to: IllStatus }> = {
  approve: { from: ['REQUESTED'], to: 'APPROVED' },
  send: { from: ['APPROVED'], to: 'SENT' },
  receive: { from: ['SENT'], to: 'RECEIVED' },
  return: { from: ['RECEIVED'], to: 'RETURNED' },
  refuse: { from: ['REQUESTED', 'APPROVED'], to: 'REFUSED' },
};
/** Which side's desk may take each action. */
export const ILL_ACTION_SIDE: Record<IllAction, 'lending' | 'borrowing'> = {
  approve: 'lending',
  send: 'lending',
  receive: 'borrowing',
  return: 'lending',
  refuse: 'lending',
};

export const ILL_MESSAGES = {
  sameLibrary: 'lendingLibCode: 우리 학교 도서관 자료는 상호대차로 신청할 수 없습니다.',
  notInGroup: '같은 상호대차 그룹의 도서관이 아닙니다.',
  noCopy: '상대 도서관에 대출 가능한 자료가 없습니다.',
  alreadyRequested: '이미 신청한 상호대차입니다.',
  notFound: '상호대차 신청을 찾을 수 없습니다.',
  illegalTransition: (status: IllStatus, action: IllAction) =>
    `'${ILL_STATUS_NAMES[status]}' 상태에서는 '${ILL_ACTION_NAMES[action]}' 처리를 할 수 없습니다.`,
  wrongSide: '이 도서관에서 처리할 수 없는 단계입니다.',
  refuseReason: 'reason: 거절 사유를 입력해주세요.',
  requested: '상호대차가 신청되었습니다.',
  moved: (action: IllAction) => `${ILL_ACTION_NAMES[action]} 처리되었습니다.`,
} as const;

export const illItemSchema = libraryBookSchema.extend({
  illKey: z.number().int(),
  status: z.enum(ILL_STATUSES),
  statusName: z.string(),
  lendingLibCode: z.string(),
  lendingLibName: z.string(),
  borrowingLibCode: z.string(),
  borrowingLibName: z.string(),
  /** The lending library's copy, once approved. */
  regNo: z.string().nullable(),
  refuseReason: z.string().nullable(),
  /** ISO 8601 instants. */
  requestedAt: z.string(),
  updatedAt: z.string(),
  /** The requesting patron (desk lists only; null in the member's own list). */
  patron: z.object({ cardNo: z.string(), name: z.string() }).nullable(),
});

export const illListRequestSchema = pagingRequestSchema;
export const illListResponseSchema = envelopeSchema(pagedListSchema(illItemSchema));

export const illRequestSchema = z.object({
  bookKey: keySchema('bookKey', '도서 번호'),
  lendingLibCode: libCodeSchema,
});
export const illResponseSchema = envelopeSchema(illItemSchema);

export type IllItem = z.infer<typeof illItemSchema>;
export type IllListResponse = z.infer<typeof illListResponseSchema>;
