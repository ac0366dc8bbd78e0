import { z } from 'zod';
import { envelopeSchema, listSchema } from '../envelope.ts';
import { readableCodeSchema } from '../library/card-link.ts';
import { INT4_MAX } from '../validators/ids.ts';
import { MEMBER_NAME_MESSAGES, memberNameSchema } from '../validators/member-name.ts';
import { VERIFY_STATUSES } from './teacher-verification.ts';

/** A class join code as a pupil types it (decision 220). */
export const classCodeSchema = readableCodeSchema('classCode: 선생님께 받은 8자리 학급 코드를 입력해주세요.');

/** Roles that may sign up themselves (school managers are appointed): student, teacher, general. */
export const SIGNUP_ROLES = ['01', '02', '04'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

export const SIGNUP_MESSAGES = {
  role: 'role: 회원 유형을 선택해주세요.',
  id: 'id: 아이디는 영문 소문자로 시작하는 4~20자의 영문 소문자와 숫자여야 합니다.',
  idTaken: '이미 사용 중인 아이디입니다.',
  done: '회원가입이 완료되었습니다.',
  teacherPending:
    '회원가입이 완료되었습니다. 교사 메뉴는 학교관리자가 교사 인증을 승인한 뒤 이용할 수 있습니다.',
  pupilPending:
    '회원가입이 완료되었습니다. 담임 선생님이나 학교관리자가 승인하거나, 선생님께 받은 학급 코드를 입력하면 우리 학교 자료를 볼 수 있습니다.',
  classCodeInvalid: 'classCode: 학급 코드가 맞지 않거나 만료되었습니다. 선생님께 새 코드를 받아주세요.',
  pupilJoined: '회원가입이 완료되었습니다. 학급 코드가 확인되어 학생 인증도 마쳤습니다.',
  password: 'password: 비밀번호는 8~64자로 영문, 숫자, 특수문자를 모두 포함해야 합니다.',
  passwordHasId: 'password: 비밀번호에 아이디를 포함할 수 없습니다.',
  name: MEMBER_NAME_MESSAGES.length,
  reservedName: MEMBER_NAME_MESSAGES.reserved,
  useCondition: 'agreeUseCondition: 이용약관에 동의해주세요.',
  personalPrivacy: 'agreePersonalPrivacy: 개인정보 수집·이용에 동의해주세요.',
  /** Spec 001 §5 (the under-14 rule), verbatim. */
  guardian: '만 14세 미만은 법정 대리인의 동의가 필요합니다.',
  school: 'schKey: 학교를 선택해주세요.',
  grade: 'grade: 학년을 선택해주세요.',
  classNo: 'classNo: 반을 입력해주세요.',
  schoolUnknown: 'schKey: 선택한 학교를 찾을 수 없습니다.',
} as const;

/** The password rules, each shown with a check mark as the user types. */
export const PASSWORD_RULES = [
  { key: 'length', label: '8~64자', test: (p: string) => p.length >= 8 && p.length <= 64 },
  { key: 'letter', label: '영문 포함', test: (p: string) => /[A-Za-z]/.test(p) },
  { key: 'digit', label: '숫자 포함', test: (p: string) => /\d/.test(p) },
  { key: 'special', label: '특수문자 포함', test: (p: string) => /[^A-Za-z0-9\s]/.test(p) },
  { key: 'noSpace', label: '공백 없음', test: (p: string) => p.length > 0 && !/\s/.test(p) },
] as const;

export const passwordMeetsRules = (password: string) => PASSWORD_RULES.every((r) => r.test(password));

export const loginIdSchema = z
  .string({ error: SIGNUP_MESSAGES.id })
  .trim()
  .regex(/^[a-z][a-z0-9]{3,19}$/, { error: SIGNUP_MESSAGES.id });

const yes = (message: string) => z.literal('Y', { error: message });
const yn = z.enum(['Y', 'N']).default('N');

export const signupRequestSchema = z
  .object({
    role: z.enum(SIGNUP_ROLES, { error: SIGNUP_MESSAGES.role }),
    agreeUseCondition: yes(SIGNUP_MESSAGES.useCondition),
    agreePersonalPrivacy: yes(SIGNUP_MESSAGES.personalPrivacy),
    under14: yn,
    guardianAgree: yn,
    id: loginIdSchema,
    password: z.string({ error: SIGNUP_MESSAGES.password }).refine(passwordMeetsRules, {
      error: SIGNUP_MESSAGES.password,
    }),
    name: memberNameSchema,
    schKey: z.coerce.number({ error: SIGNUP_MESSAGES.school }).int().positive().max(INT4_MAX).optional(),
    grade: z.coerce.number({ error: SIGNUP_MESSAGES.grade }).int().min(1).max(6).optional(),
    classNo: z.coerce.number({ error: SIGNUP_MESSAGES.classNo }).int().min(1).max(30).optional(),
    /** A pupil's class join code (decision 220): verified at once, in the code's class. */
    classCode: z.preprocess((v) => (v === '' ? undefined : v), classCodeSchema.optional()),
  })
  .superRefine((value, ctx) => {
    if (value.password.toLowerCase().includes(value.id.toLowerCase())) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: SIGNUP_MESSAGES.passwordHasId });
    }
    if (value.role === '01' && value.under14 === 'Y' && value.guardianAgree !== 'Y') {
      ctx.addIssue({ code: 'custom', path: ['guardianAgree'], message: SIGNUP_MESSAGES.guardian });
    }
    if (value.role !== '04' && value.schKey === undefined) {
      ctx.addIssue({ code: 'custom', path: ['schKey'], message: SIGNUP_MESSAGES.school });
    }
    if (value.role === '01' && value.grade === undefined) {
      ctx.addIssue({ code: 'custom', path: ['grade'], message: SIGNUP_MESSAGES.grade });
    }
    if (value.role === '01' && value.classNo === undefined) {
      ctx.addIssue({ code: 'custom', path: ['classNo'], message: SIGNUP_MESSAGES.classNo });
    }
  });
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** verifyStatus: a teacher starts 'pending' until the school manager approves (decision 050). */
export const signupResponseSchema = envelopeSchema(
  z.object({ id: z.string(), memberKey: z.number().int(), verifyStatus: z.enum(VERIFY_STATUSES) }),
);

export const checkIdRequestSchema = z.object({ id: z.string().max(100).default('') });
/** available: the id is well-formed and no account has it. */
export const checkIdResponseSchema = envelopeSchema(z.object({ available: z.boolean() }));

export const schoolSearchRequestSchema = z.object({
  keyword: z
    .string({ error: 'keyword: 학교 이름을 2자 이상 입력해주세요.' })
    .trim()
    .min(2, { error: 'keyword: 학교 이름을 2자 이상 입력해주세요.' })
    .max(50),
  provCode: z
    .string()
    .regex(/^[A-Z]\d{2}$/, { error: 'provCode: 지역 코드가 올바르지 않습니다.' })
    .optional(),
});

export const signupSchoolSchema = z.object({
  schKey: z.number().int(),
  name: z.string(),
  addr: z.string(),
  provCode: z.string(),
  schLevelCode: z.string().nullable(),
});
export type SignupSchool = z.infer<typeof signupSchoolSchema>;

export const schoolSearchResponseSchema = envelopeSchema(listSchema(signupSchoolSchema));
