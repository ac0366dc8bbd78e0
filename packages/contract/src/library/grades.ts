import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { neisCodeSchema } from '../schools/school-keys.ts';

/**
 * The library's loan rules per grade (spec 000 §3 'DLS grade list (gradeList)', §4).
 * `grade` 1–6 is the school year; 0 is staff (teachers, managers, patrons without a year).
 *
 * GET /dls/api/user/grade/info — auth: `Authorization: Bearer <accessToken>` (a linked member).
 *   Answers the rules of the member's own library, with `myGrade` set.
 * GET /dls/api/user/grade/info/neisCode?neisCode=7130102 — public (managers and members without a
 *   card, spec 000 §4). Answers the rules of that school's library; `myGrade` null.
 *   404 LIBRARY_AUTH_MESSAGES.libraryNotFound when the school has no library in the system.
 */
export const gradeRuleSchema = z.object({
  grade: z.number().int().min(0).max(6),
  /** '1학년' … '6학년', '교직원'. */
  gradeName: z.string(),
  /** Loans allowed at once. */
  loanLimit: z.number().int(),
  loanDays: z.number().int(),
  /** Renewals allowed per loan. */
  renewLimit: z.number().int(),
  /** Reservations allowed at once. */
  rsvtLimit: z.number().int(),
});

export const gradeInfoByNeisCodeRequestSchema = z.object({ neisCode: neisCodeSchema });

export const gradeInfoSchema = z.object({
  libCode: z.string(),
  libName: z.string(),
  neisCode: z.string(),
  gradeList: z.array(gradeRuleSchema),
  /** The caller's grade when asked by token; null by neisCode. */
  myGrade: z.number().int().nullable(),
});

export const gradeInfoResponseSchema = envelopeSchema(gradeInfoSchema);

export const gradeNameOf = (grade: number) => (grade === 0 ? '교직원' : `${grade}학년`);

export type GradeRule = z.infer<typeof gradeRuleSchema>;
export type GradeInfo = z.infer<typeof gradeInfoSchema>;
export type GradeInfoResponse = z.infer<typeof gradeInfoResponseSchema>;
