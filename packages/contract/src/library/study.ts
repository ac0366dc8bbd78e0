import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { withJosa } from '../korean/josa.ts';
import { neisCodeSchema } from '../schools/school-keys.ts';
import { emptyToUndefined } from '../validators/empty.ts';
import { dateTextSchema, displaySchema, pagedListSchema, pageSchema, ynSchema } from './common.ts';

/**
 * GET /dls/api/study/list?grade=5&classNo=2&page=1&display=10 — the class loan status behind
 * MyLibraryClassList (docs/decisions/041): each student (library patron) of the caller's school with
 * current loans, overdue count and reservations. Auth: portal session headers; teachers (02) and
 * managers (03) of the school only; students and others 403 '접근이 불가합니다.' (spec 001 §5).
 * `neisCode`, when given, must be the caller's own school (403 otherwise).
 */
export const STUDY_MESSAGES = {
  forbidden: '접근이 불가합니다.',
} as const;

const small = (field: string, label: string, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `${field}: ${withJosa(label, '은/는')} 1~${max} 사이의 숫자여야 합니다.` })
      .int({ error: `${field}: ${withJosa(label, '은/는')} 1~${max} 사이의 숫자여야 합니다.` })
      .min(1, { error: `${field}: ${withJosa(label, '은/는')} 1~${max} 사이의 숫자여야 합니다.` })
      .max(max, { error: `${field}: ${withJosa(label, '은/는')} 1~${max} 사이의 숫자여야 합니다.` })
      .optional(),
  );

export const studyListRequestSchema = z.object({
  neisCode: z.preprocess(emptyToUndefined, z.optional(neisCodeSchema)),
  grade: small('grade', '학년', 6),
  classNo: small('classNo', '반', 30),
  page: pageSchema,
  display: displaySchema,
});

export const studyLoanSchema = z.object({
  title: z.string(),
  loanDate: dateTextSchema,
  dueDate: dateTextSchema,
  overdueYn: ynSchema,
});

export const studyStudentSchema = z.object({
  cardNo: z.string(),
  name: z.string(),
  grade: z.number().int(),
  classNo: z.number().int().nullable(),
  loanCount: z.number().int(),
  overdueCount: z.number().int(),
  rsvtCount: z.number().int(),
  /** Loans returned this school year (since 1 March). */
  yearLoanCount: z.number().int(),
  loans: z.array(studyLoanSchema),
});

export const studyListResponseSchema = envelopeSchema(
  pagedListSchema(studyStudentSchema).extend({
    libCode: z.string(),
    libName: z.string(),
    /** Classes that have students in the library, for the grade/class selectors. */
    classes: z.array(z.object({ grade: z.number().int(), classNo: z.number().int() })),
  }),
);

export type StudyStudent = z.infer<typeof studyStudentSchema>;
export type StudyListResponse = z.infer<typeof studyListResponseSchema>;
