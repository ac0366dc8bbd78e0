import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { withJosa } from '../korean/josa.ts';
import { VERIFY_STATUSES } from './teacher-verification.ts';

/**
 * Portal identity calls (spec 000 §7, spec 001 §7): login, authcheck, checkToken, checkdup, logout.
 * Error codes of authcheck status -2 are the SSO's (decision 030).
 */
export const AUTHCHECK_STATUS = {
  loggedIn: 0,
  signupNeeded: -1,
  failed: -2,
  suspended: -3,
  notAllowedHere: -4,
} as const;

export const SSO_ERROR_CODES = {
  /** No live SSO session (never logged in, logged out, or replaced). */
  sessionGone: '11040007',
  /** The SSO account cannot log in (disabled, or locked after repeated failures). */
  loginFailed: '11020004',
  /** The SSO session went idle longer than the timeout. */
  sessionExpired: '11030001',
} as const;

const trimmed = (field: string, label: string) =>
  z
    .string({ error: `${field}: ${withJosa(label, '을/를')} 입력해주세요.` })
    .trim()
    .min(1, { error: `${field}: ${withJosa(label, '을/를')} 입력해주세요.` })
    .max(100, { error: `${field}: ${withJosa(label, '이/가')} 너무 깁니다.` });

/** Spec 000 §5: id and password are trimmed (the client trims; the server trims again). */
export const loginRequestSchema = z.object({
  id: trimmed('id', '아이디'),
  password: trimmed('password', '비밀번호'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const dlsTokenSchema = z.object({ tokenType: z.string(), accessToken: z.string() });
export type DlsToken = z.infer<typeof dlsTokenSchema>;

/** The logged-in member (spec 000 §3, spec 001 §3) with the session token. */
export const loginMemberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  memNo: z.string(),
  memberKey: z.number().int(),
  memberTypeCode: z.string(),
  schKey: z.string().nullable(),
  schName: z.string().nullable(),
  /** School level of the member's school: 01 elementary, 02 middle, 03 high. */
  schGropCode: z.string().nullable(),
  schoolSpecies: z.string().nullable(),
  provCode: z.string().nullable(),
  areaCode: z.string().nullable(),
  neisCode: z.string().nullable(),
  memGrade: z.number().int().nullable(),
  memClass: z.number().int().nullable(),
  dlsLoanCardNo: z.string().nullable(),
  dlsToken: dlsTokenSchema.nullable(),
  /** Teachers: 'pending' or 'refused' until the school manager approves; then 'verified' (decision 050). */
  verifyStatus: z.enum(VERIFY_STATUSES),
  /** The manager's reason when refused. */
  verifyReason: z.string().nullable(),
  /** The opaque session token, sent back in the `token` header. */
  token: z.string(),
  /** Idle logout after this many seconds (spec 000 §9: 7200), from the server's configuration. */
  sessionTimeoutSeconds: z.number().int().positive(),
});
export type LoginMember = z.infer<typeof loginMemberSchema>;

export const loginResponseSchema = envelopeSchema(loginMemberSchema);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const authcheckRequestSchema = z.object({
  /** The site root ResLogin runs under: '/', '/Elementary', '/Middle', '/High'. */
  site: z.enum(['/', '/Elementary', '/Middle', '/High']).default('/'),
});

export const authcheckResponseSchema = envelopeSchema(
  z.object({
    status: z.object({ value: z.number().int() }),
    errCode: z.string().nullable(),
    id: z.string().nullable(),
    /** Present with status 0: the new portal session. */
    member: loginMemberSchema.nullable(),
    /**
     * The SSO login started with '공용 PC' chosen (decision 201): the client keeps the login for the tab
     * only and stores nothing of the member on the device.
     */
    sharedPc: z.boolean(),
  }),
);
export type AuthcheckResponse = z.infer<typeof authcheckResponseSchema>;

export const checkTokenRequestSchema = z.object({ id: z.string().trim().max(100).optional() });
/** Data above 0: seconds of the session left; below 0: no valid session (forces logout). */
export const checkTokenResponseSchema = envelopeSchema(z.number().int());

/** Data 'N': this session is still the member's only one (a replaced one answers 401). */
export const checkdupResponseSchema = envelopeSchema(z.literal('N'));

export const logoutResponseSchema = envelopeSchema(z.null());
