import { z } from 'zod';
import { isRegionCode } from '../codes/regions.ts';
import { SCHOOL_LEVELS } from '../codes/school-levels.ts';

/**
 * `POST /keris-sso/v1/ebook.jsp` (spec 001 §7): the SSO hands its logged-in user to the regional
 * e-library of `areaCode` (decision 036). A browser form post, so every answer is a page.
 */
export const EBOOK_MESSAGES = {
  badAreaCode: '지역 코드(areaCode)가 올바르지 않습니다.',
  badGradeCode: '학교급 코드(gradeCode)가 올바르지 않습니다.',
  badUserKey: '사용자 키(userKey)가 올바르지 않습니다.',
  loginNeeded: '로그인 후 이용할 수 있습니다.',
  otherUser: '로그인한 사용자의 요청이 아닙니다. 다시 로그인해주세요.',
  preparing: '서비스 준비중입니다.',
} as const;

/** An empty form field counts as absent. */
const optionalField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const levelCodes = SCHOOL_LEVELS.map((l) => l.code) as [string, ...string[]];

export const ebookRequestSchema = z.object({
  /** The region (office of education) code, spec 000 §3: A10 … V10. */
  areaCode: z
    .string({ error: EBOOK_MESSAGES.badAreaCode })
    .trim()
    .refine(isRegionCode, { error: EBOOK_MESSAGES.badAreaCode }),
  /** The member's school level (01 elementary, 02 middle, 03 high). */
  gradeCode: optionalField(z.enum(levelCodes, { error: EBOOK_MESSAGES.badGradeCode })),
  /** The login id of the user the portal believes is logged in; must be the SSO session's user. */
  userKey: optionalField(z.string().trim().min(1).max(100, { error: EBOOK_MESSAGES.badUserKey })),
});

export type EbookRequest = z.infer<typeof ebookRequestSchema>;
