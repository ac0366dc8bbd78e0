import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { withJosa } from '../korean/josa.ts';
import { dateTextSchema, ynSchema } from '../library/common.ts';

/**
 * ClassManage (spec 001 §2.2 My page; issue 21 part 4; decision 153): a teacher's classes and their
 * pupils' library use and reading activities. Under /schome/service/teachersupport/classManage:
 *
 * GET  list                          the caller's classes, each with its figures, and the school's classes
 * GET  students?grade=&classNo=      one of the caller's classes: each pupil's loans, overdue and activities
 * POST save { grade, classNo, homeroomYn }   adds a class of the caller's school (or changes its homeroom mark)
 * POST delete { grade, classNo }     removes it from the caller's classes
 *
 * Verified teachers (02) and school managers (03) with a school only: a student 403 '접근이 불가합니다.'.
 * The school is always the caller's own (from the session), so no call reaches another school's pupils.
 */
export const CLASS_MANAGE_MESSAGES = {
  forbidden: '접근이 불가합니다.',
  teacherOnly: '교사와 학교관리자만 이용할 수 있습니다.',
  saved: '학급을 저장했습니다.',
  deleted: '학급을 삭제했습니다.',
  notMine: '담당 학급으로 등록된 학급이 아닙니다.',
  tooMany: '담당 학급은 10개까지 등록할 수 있습니다.',
  oneHomeroom: '담임 학급은 하나만 지정할 수 있습니다.',
} as const;

/** How many classes one teacher may keep (a homeroom and subject classes). */
export const CLASS_MANAGE_MAX_CLASSES = 10;

const classNumber = (field: string, label: string, max: number) =>
  z.coerce
    .number({ error: `${field}: ${withJosa(label, '은/는')} 1~${max} 사이의 숫자여야 합니다.` })
    .int({ error: `${field}: ${withJosa(label, '은/는')} 1~${max} 사이의 숫자여야 합니다.` })
    .min(1, { error: `${field}: ${withJosa(label, '은/는')} 1~${max} 사이의 숫자여야 합니다.` })
    .max(max, { error: `${field}: ${withJosa(label, '은/는')} 1~${max} 사이의 숫자여야 합니다.` });

export const classRefSchema = z.object({
  grade: classNumber('grade', '학년', 6),
  classNo: classNumber('classNo', '반', 30),
});

export const classSaveRequestSchema = classRefSchema.extend({ homeroomYn: ynSchema.default('N') });
export const classDeleteRequestSchema = classRefSchema;
export const classStudentsRequestSchema = classRefSchema;

/** One of the teacher's classes with its figures today. */
export const managedClassSchema = z.object({
  grade: z.number().int(),
  classNo: z.number().int(),
  homeroomYn: ynSchema,
  /** Pupils known to the class: library cards of the class and portal students of the class. */
  studentCount: z.number().int(),
  /** Books on loan now, and pupils with at least one overdue loan. */
  loanCount: z.number().int(),
  overdueStudentCount: z.number().int(),
  /** Reading activities submitted this month, and those waiting for a teacher's review. */
  monthActivityCount: z.number().int(),
  awaitingReviewCount: z.number().int(),
  /** Library cards of the class not linked to a portal member. */
  unlinkedCardCount: z.number().int(),
});

export const classListResponseSchema = envelopeSchema(
  z.object({
    schName: z.string(),
    /** The first day of this month (yyyy-mm-dd): what monthActivityCount counts from. */
    monthStart: dateTextSchema,
    list: z.array(managedClassSchema),
    /** Classes of the school (library cards and portal students) the teacher may add. */
    schoolClasses: z.array(z.object({ grade: z.number().int(), classNo: z.number().int() })),
  }),
);

export const classStudentSchema = z.object({
  name: z.string(),
  /** The library card (null: a portal student with no card linked). */
  cardNo: z.string().nullable(),
  /** Y when the card is linked to the pupil's portal account (activities count only then). */
  linkedYn: ynSchema,
  loanCount: z.number().int(),
  overdueCount: z.number().int(),
  /** Loans returned this school year (since 1 March). */
  yearLoanCount: z.number().int(),
  loanTitles: z.array(z.string()),
  activityCount: z.number().int(),
  approvedCount: z.number().int(),
  awaitingReviewCount: z.number().int(),
  lastActivityDate: dateTextSchema.nullable(),
});

export const classStudentsResponseSchema = envelopeSchema(
  z.object({
    grade: z.number().int(),
    classNo: z.number().int(),
    homeroomYn: ynSchema,
    list: z.array(classStudentSchema),
  }),
);

export const classDoneResponseSchema = envelopeSchema(
  z.object({ grade: z.number().int(), classNo: z.number().int() }),
);

export type ClassRef = z.infer<typeof classRefSchema>;
export type ClassSaveRequest = z.infer<typeof classSaveRequestSchema>;
export type ManagedClass = z.infer<typeof managedClassSchema>;
export type ClassListResponse = z.infer<typeof classListResponseSchema>;
export type ClassStudent = z.infer<typeof classStudentSchema>;
export type ClassStudentsResponse = z.infer<typeof classStudentsResponseSchema>;
