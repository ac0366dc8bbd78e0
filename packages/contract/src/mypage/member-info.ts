import { z } from 'zod';
import { SIGNUP_MESSAGES } from '../auth/signup.ts';
import { VERIFY_STATUSES } from '../auth/teacher-verification.ts';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';
import { MEMBER_NAME_MESSAGES, memberNameSchema } from '../validators/member-name.ts';

/**
 * InfoUpdate (spec 001 §2.2; decision 095): the member's own details of spec 000 §3 that a member may
 * change: name, and for a student grade (memGrade) and class (memClass) — a verified pupil's change is a
 * request the class teacher approves (decision 221). The id, school and member type
 * come from signup and the school's records; the password belongs to the SSO (a link, not a field here).
 *
 * GET  /schome/service/mypage/memberInfo?memberKey     the member's details
 * POST /schome/service/mypage/memberInfo/update {name, memGrade, memClass}
 */
export const MEMBER_INFO_MESSAGES = {
  saved: '회원정보가 수정되었습니다.',
  /** Field rules of signup (decision 033), the same words. */
  name: SIGNUP_MESSAGES.name,
  grade: SIGNUP_MESSAGES.grade,
  classNo: 'memClass: 반을 입력해주세요.',
  gradeRange: (max: number) => `memGrade: 학년은 1~${max} 사이로 선택해주세요.`,
  classRange: 'memClass: 반은 1~30 사이로 입력해주세요.',
  controlCharacters: MEMBER_NAME_MESSAGES.controlCharacters,
  reservedName: MEMBER_NAME_MESSAGES.reserved,
  /** Where the password is changed (decision 095). */
  passwordAtSso: '비밀번호는 통합 로그인(SSO)에서 변경합니다.',
} as const;

/** Grades a school level has: 6 at an elementary school (01), 3 otherwise (decision 033). */
export const gradeMaxOf = (schLevelCode: string | null | undefined) => (schLevelCode === '01' ? 6 : 3);

export const memberInfoRequestSchema = z.object({ memberKey: keySchema('memberKey', '회원 정보') });

export const memberInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  memberKey: z.number().int(),
  memberTypeCode: z.string(),
  schName: z.string().nullable(),
  /** 01 elementary, 02 middle, 03 high (null without a school). */
  schGropCode: z.string().nullable(),
  memGrade: z.number().int().nullable(),
  memClass: z.number().int().nullable(),
  /** Grade and class are asked of students (member type 01). */
  gradeClassYn: z.enum(['Y', 'N']),
  /** The highest grade of the member's school. */
  gradeMax: z.number().int(),
  /** A pupil or teacher not yet verified by the school: 'pending' or 'refused' (decisions 050, 220). */
  verifyStatus: z.enum(VERIFY_STATUSES),
  verifyReason: z.string().nullable(),
  /** A pupil's grade/class change awaiting the teacher's approval (decision 221), or null. */
  classChange: z
    .object({ grade: z.number().int(), classNo: z.number().int(), requestedAt: z.string() })
    .nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;
export const memberInfoResponseSchema = envelopeSchema(memberInfoSchema);

const optionalNumber = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce.number({ error: message }).int({ error: message }).nullable(),
  );

/** The form's fields, shared by the server's body and the page's react-hook-form. */
export const memberInfoFormFields = {
  name: memberNameSchema,
  memGrade: optionalNumber(MEMBER_INFO_MESSAGES.grade)
    .refine((v) => v === null || (v >= 1 && v <= 6), { error: MEMBER_INFO_MESSAGES.gradeRange(6) })
    .default(null),
  memClass: optionalNumber(MEMBER_INFO_MESSAGES.classNo)
    .refine((v) => v === null || (v >= 1 && v <= 30), { error: MEMBER_INFO_MESSAGES.classRange })
    .default(null),
};

export const memberInfoUpdateRequestSchema = z.object(memberInfoFormFields);
export type MemberInfoUpdate = z.output<typeof memberInfoUpdateRequestSchema>;
