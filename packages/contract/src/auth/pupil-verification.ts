import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { readableCodeSchema } from '../library/card-link.ts';
import { keySchema } from '../library/common.ts';
import { teacherRefuseRequestSchema } from './teacher-verification.ts';

/**
 * Pupils verified by their school (decisions 220, 221), the pupils' side of decision 050. A self-registered
 * pupil (01) starts 'pending' and acts with no school until verified by one of: the class teacher or the
 * school manager approving them on the pending list, a class join code a verified teacher issued, or a
 * library card linked with the desk's one-time code. A pupil's grade and class change only by a request the
 * class teacher or the manager approves, or by the manager's new-school-year roll-over.
 *
 * GET  /schome/service/member/pupilApproval/list?pageIndex&pageSize   the caller's pending list
 * POST /schome/service/member/pupilApproval/approve {itemType, key}
 * POST /schome/service/member/pupilApproval/refuse {itemType, key, reason}
 * GET  /schome/service/member/pupilApproval/classCodes                the caller's classes and live codes
 * POST /schome/service/member/pupilApproval/classCode/issue {grade, classNo}
 * POST /schome/service/member/pupilApproval/classCode/revoke {grade, classNo}
 * POST /schome/service/member/pupilApproval/rollOver {}               school manager: grades + 1
 * POST /schome/service/member/classCode/join {code}                   the pupil
 */
export const PUPIL_VERIFY_MESSAGES = {
  pending:
    '학생 인증 대기 중입니다. 담임 선생님이나 학교관리자가 승인하면 우리 학교와 학급의 자료를 볼 수 있습니다.',
  refused: '학생 인증이 거절되었습니다. 담임 선생님이나 학교관리자에게 문의해주세요.',
  approved: '학생 인증을 승인했습니다.',
  refusedDone: '학생 인증을 거절했습니다.',
  changeApproved: '학년·반 변경을 승인했습니다.',
  changeRefused: '학년·반 변경을 거절했습니다.',
  changeRequested: '학년·반 변경을 요청했습니다. 담임 선생님이나 학교관리자가 승인하면 바뀝니다.',
  notYourPupil: '담당 학급 학생의 요청만 처리할 수 있습니다.',
  alreadyDecided: '이미 처리된 요청입니다.',
  notYourClass: '담당 학급으로 등록된 학급이 아닙니다.',
  codeIssued: '학급 코드를 발급했습니다. 학생들에게 코드를 알려주세요.',
  codeRevoked: '학급 코드를 폐기했습니다.',
  noLiveCode: '사용 중인 학급 코드가 없습니다.',
  code: 'code: 선생님께 받은 8자리 학급 코드를 입력해주세요.',
  codeInvalid: '학급 코드가 맞지 않거나 만료되었습니다. 선생님께 새 코드를 받아주세요.',
  joined: '학급 코드가 확인되어 학생 인증이 완료되었습니다.',
  pupilsOnly: '학생 회원만 학급 코드를 입력할 수 있습니다.',
  alreadyVerified: '이미 인증된 학생입니다.',
  rolledOver: (moved: number, graduated: number) =>
    `새 학년도 진급을 마쳤습니다. ${moved}명이 한 학년 올라갔고 ${graduated}명이 졸업 처리되었습니다.`,
  rolledOverAlready: '올해 학년도 진급은 이미 처리되었습니다.',
  itemType: 'itemType: 요청 종류를 확인해주세요.',
  key: 'key: 요청 정보가 올바르지 않습니다.',
  grade: 'grade: 학년을 선택해주세요.',
  classNo: 'classNo: 반을 입력해주세요.',
} as const;

/** How long a class join code lives (decision 220). */
export const CLASS_CODE_DAYS = 7;

/** A pupil's signup waiting for verification, or a grade/class change waiting for approval. */
export const PUPIL_REQUEST_TYPES = ['signup', 'classChange'] as const;
export type PupilRequestType = (typeof PUPIL_REQUEST_TYPES)[number];
export const PUPIL_REQUEST_LABELS: Record<PupilRequestType, string> = {
  signup: '가입 인증',
  classChange: '학년·반 변경',
};

const grade = z.coerce
  .number({ error: PUPIL_VERIFY_MESSAGES.grade })
  .int({ error: PUPIL_VERIFY_MESSAGES.grade })
  .min(1, { error: PUPIL_VERIFY_MESSAGES.grade })
  .max(6, { error: PUPIL_VERIFY_MESSAGES.grade });
const classNo = z.coerce
  .number({ error: PUPIL_VERIFY_MESSAGES.classNo })
  .int({ error: PUPIL_VERIFY_MESSAGES.classNo })
  .min(1, { error: PUPIL_VERIFY_MESSAGES.classNo })
  .max(30, { error: PUPIL_VERIFY_MESSAGES.classNo });

export const pupilApprovalListRequestSchema = z.object({
  pageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const pupilRequestItemSchema = z.object({
  itemType: z.enum(PUPIL_REQUEST_TYPES),
  /** The pupil's memberKey (signup) or the change request's key (classChange). */
  key: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  /** The grade and class claimed at signup, or asked for. */
  grade: z.number().int().nullable(),
  classNo: z.number().int().nullable(),
  /** classChange: the grade and class the pupil is in now. */
  fromGrade: z.number().int().nullable(),
  fromClassNo: z.number().int().nullable(),
  /** ISO date-time of the signup or the request. */
  createdAt: z.string(),
});
export type PupilRequestItem = z.infer<typeof pupilRequestItemSchema>;

export const pupilApprovalListResponseSchema = envelopeSchema(
  z.object({
    list: z.array(pupilRequestItemSchema),
    totalCount: z.number().int().nonnegative(),
    totalPage: z.number().int().nonnegative(),
    schName: z.string(),
  }),
);

const itemRef = {
  itemType: z.enum(PUPIL_REQUEST_TYPES, { error: PUPIL_VERIFY_MESSAGES.itemType }),
  key: keySchema('key', '요청 정보'),
};
export const pupilApproveRequestSchema = z.object(itemRef);
/** The refusal's reason follows the teacher refusal's rule (2–200 characters). */
export const pupilRefuseRequestSchema = z.object({
  ...itemRef,
  reason: teacherRefuseRequestSchema.shape.reason,
});
export const pupilDecisionResponseSchema = envelopeSchema(
  z.object({ itemType: z.enum(PUPIL_REQUEST_TYPES), key: z.number().int(), status: z.string() }),
);

export const classRefSchema = z.object({ grade, classNo });
export type ClassRef = z.infer<typeof classRefSchema>;

export const classCodeSchema = z.object({
  grade: z.number().int(),
  classNo: z.number().int(),
  /** The live code ('ABCD-EFGH' when shown), or null. */
  code: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ClassCode = z.infer<typeof classCodeSchema>;
export const classCodesResponseSchema = envelopeSchema(z.object({ list: z.array(classCodeSchema) }));
export const classCodeResponseSchema = envelopeSchema(classCodeSchema);

export const classCodeJoinRequestSchema = z.object({ code: readableCodeSchema(PUPIL_VERIFY_MESSAGES.code) });
export const classCodeJoinResponseSchema = envelopeSchema(
  z.object({ verifyStatus: z.literal('verified'), grade: z.number().int(), classNo: z.number().int() }),
);

export const rollOverRequestSchema = z.object({}).strict();
export const rollOverResponseSchema = envelopeSchema(
  z.object({ schoolYear: z.number().int(), moved: z.number().int(), graduated: z.number().int() }),
);

/** The message a pupil in this state meets (null when verified). */
export function pupilStatusMessage(status: string): string | null {
  if (status === 'pending') return PUPIL_VERIFY_MESSAGES.pending;
  if (status === 'refused') return PUPIL_VERIFY_MESSAGES.refused;
  return null;
}
