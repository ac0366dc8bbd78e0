import { z } from 'zod';
import { REGION_CODES } from '../codes/regions.ts';
import { siteLevelParam } from '../codes/site-level.ts';
import { envelopeSchema, listSchema } from '../envelope.ts';
import { hasUnsafeCharacters } from '../validators/control-characters.ts';
import { emptyOrNullToUndefined } from '../validators/empty.ts';
import { INT4_MAX } from '../validators/ids.ts';

/**
 * Recommended books (spec 001 §2.2 Curation, §7 Recommended books; issue 15, docs/decisions/110).
 * Calls, all under /schome/service/recommendbook (centerRecommendBook/list also at the spec's
 * /service/recommendbook/centerRecommendBook/list):
 *
 *   GET  popular/list             PopularCuration: loans by level, grade, gender, period, region, my school
 *   GET  accession/list           AccessionCuration: new arrivals by accession date, my school or region
 *   GET  centerRecommendBook/list CenterCuration: the operator's themed lists
 *   POST centerRecommendBook/save CenterCuration writing (operator)
 *   GET  student-teacher/list     StudentCuration: teachers' and students' picks with a reason
 *   GET  student-teacher/mine     RecommendedBookManage: the teacher's own picks
 *   POST student-teacher/save     RecommendedBookManage: a teacher's pick (students 403)
 *   POST student-teacher/delete   RecommendedBookManage: remove one's own pick
 *   POST student-teacher/student/save  StudentCuration: a student's pick (teachers use the manage page)
 *   GET  my-activities/picks      MyActivitesCuration: the member's own picks (any member)
 *   POST my-activities/picks/update  MyActivitesCuration: rewrite the reason of one's own pick
 *   POST my-activities/picks/delete  MyActivitesCuration: remove one's own pick
 *   GET  my-activities/customized MyActivitesCuration: the member's saved questionnaires
 *   POST my-activities/customized/save    keep a questionnaire's answers (ParticipationCustomizedProcess)
 *   POST my-activities/customized/delete  remove a saved questionnaire
 *   POST customized               ParticipationCustomizedProcess → Result: the questionnaire's list
 *   GET  my                       MyAiCuration: personal recommendations from the member's loans
 *   GET  statistics               reading statistics: loans by month, region, level, KDC class, top lists
 */
export const CURATION_MESSAGES = {
  saved: '저장되었습니다.',
  deleted: '삭제되었습니다.',
  bookNotFound: 'bookKey: 도서를 찾을 수 없습니다.',
  pickNotFound: '추천도서를 찾을 수 없습니다.',
  curationNotFound: '추천 목록을 찾을 수 없습니다.',
  operatorOnly: '운영자만 작성할 수 있습니다.',
  studentOnly: '학생 추천은 학생 회원만 작성할 수 있습니다. 교사는 추천도서 관리에서 작성해 주세요.',
  answersNotFound: '저장된 설문 결과를 찾을 수 없습니다.',
} as const;

const intBetween = (field: string, min: number, max: number) => {
  const message = `${field}: ${min}~${max} 사이의 숫자여야 합니다.`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
};
const optionalInt = (field: string, min: number, max: number) =>
  z.preprocess(emptyOrNullToUndefined, intBetween(field, min, max).optional());
const intOr = (field: string, min: number, max: number, fallback: number) =>
  z.preprocess(emptyOrNullToUndefined, intBetween(field, min, max).default(fallback));
/** Paging as the spec's lists do it: pageIndex from 1, pageSize 10 by default (spec 001 §9). */
const paging = { pageIndex: intOr('pageIndex', 1, 10000, 1), pageSize: intOr('pageSize', 1, 50, 10) };
const schLevelCode = z.preprocess(
  emptyOrNullToUndefined,
  z.enum(['01', '02', '03'], { error: 'schLevelCode: 01, 02, 03 중 하나여야 합니다.' }).optional(),
);
const provCode = z.preprocess(
  emptyOrNullToUndefined,
  z.enum(REGION_CODES, { error: 'provCode: 지역 코드가 올바르지 않습니다.' }).optional(),
);
/** 'Y': the logged-in member's own school (needs a member with a school). */
const mySchool = z.preprocess(
  emptyOrNullToUndefined,
  z.enum(['Y', 'N'], { error: 'mySchoolYn: Y 또는 N이어야 합니다.' }).default('N'),
);

export const CURATION_PERIODS = ['week', 'month', 'year', 'all'] as const;
export type CurationPeriod = (typeof CURATION_PERIODS)[number];
const period = (fallback: CurationPeriod) =>
  z.preprocess(
    emptyOrNullToUndefined,
    z
      .enum(CURATION_PERIODS, { error: 'period: week, month, year, all 중 하나여야 합니다.' })
      .default(fallback),
  );

/** A book on a recommended list, with its copies at the member's school when there is one. */
export const curationBookSchema = z.object({
  rank: z.number().int(),
  bookKey: z.number().int(),
  isbn: z.string().nullable(),
  title: z.string(),
  author: z.string().nullable(),
  publisher: z.string().nullable(),
  pubYear: z.number().int().nullable(),
  /** The volume of a multi-volume work ("15"), or null. */
  volume: z.string().nullable(),
  kdc: z.string().nullable(),
  /** Loans behind the rank (popular), copies arrived (accession); null when the list has no count. */
  count: z.number().int().nullable(),
  /** Why the book is on the list ("「…」을 읽은 독자들이 함께 읽었어요"), or null. */
  reason: z.string().nullable(),
  /** Copies at my school (null: no school, or the school does not hold it). */
  availability: z.object({ copies: z.number().int(), available: z.number().int() }).nullable(),
  /** New arrivals: the day the latest copy was accessioned (yyyy-mm-dd); else null. */
  accessionDate: z.string().nullable(),
});
export type CurationBook = z.infer<typeof curationBookSchema>;

const pagedBooks = z.object({
  list: z.array(curationBookSchema),
  totalCount: z.int().nonnegative(),
  pageIndex: z.int(),
  pageSize: z.int(),
  /** The school whose copies `availability` counts, or null. */
  schoolName: z.string().nullable(),
});

export const popularListRequestSchema = z.object({
  siteLevel: siteLevelParam,
  schLevelCode,
  grade: optionalInt('grade', 1, 6),
  gender: z.preprocess(
    emptyOrNullToUndefined,
    z.enum(['male', 'female'], { error: 'gender: male 또는 female이어야 합니다.' }).optional(),
  ),
  period: period('year'),
  provCode,
  mySchoolYn: mySchool,
  ...paging,
});
export type PopularListRequest = z.input<typeof popularListRequestSchema>;
export const popularListResponseSchema = envelopeSchema(
  pagedBooks.extend({ source: z.enum(['loans', 'rankings']) }),
);

export const accessionListRequestSchema = z.object({
  siteLevel: siteLevelParam,
  provCode,
  mySchoolYn: mySchool,
  period: period('month'),
  ...paging,
});
export type AccessionListRequest = z.input<typeof accessionListRequestSchema>;
export const accessionListResponseSchema = envelopeSchema(pagedBooks);

export const centerCurationSchema = z.object({
  curationKey: z.number().int(),
  title: z.string(),
  description: z.string(),
  coverBookKey: z.number().int().nullable(),
  coverIsbn: z.string().nullable(),
  books: z.array(curationBookSchema),
  regDate: z.string(),
});
export const centerListRequestSchema = z.object({ siteLevel: siteLevelParam, ...paging });
export const centerListResponseSchema = envelopeSchema(
  z.object({
    list: z.array(centerCurationSchema),
    totalCount: z.int().nonnegative(),
    schoolName: z.string().nullable(),
  }),
);

const lineText = (field: string, max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `${field}: ${max}자 이내로 입력해 주세요.` })
    .refine((v) => !hasUnsafeCharacters(v) && !/[\r\n]/.test(v), {
      error: `${field}: 입력값에 사용할 수 없는 문자가 있습니다.`,
    });
const bookKeyField = z.coerce
  .number({ error: 'bookKey: 도서를 선택해 주세요.' })
  .int({ error: 'bookKey: 도서를 선택해 주세요.' })
  .positive({ error: 'bookKey: 도서를 선택해 주세요.' });

export const centerSaveRequestSchema = z.object({
  curationKey: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  title: lineText('title', 100, 'title: 제목을 입력해 주세요.'),
  description: z
    .string({ error: 'description: 소개를 입력해 주세요.' })
    .trim()
    .min(1, { error: 'description: 소개를 입력해 주세요.' })
    .max(1000, { error: 'description: 1000자 이내로 입력해 주세요.' })
    .refine((v) => !hasUnsafeCharacters(v), {
      error: 'description: 입력값에 사용할 수 없는 문자가 있습니다.',
    }),
  bookKeys: z
    .array(bookKeyField, { error: 'bookKeys: 도서를 선택해 주세요.' })
    .min(1, { error: 'bookKeys: 도서를 한 권 이상 선택해 주세요.' })
    .max(30, { error: 'bookKeys: 30권까지 담을 수 있습니다.' }),
});
export const centerSaveResponseSchema = envelopeSchema(centerCurationSchema);

export const memberPickSchema = z.object({
  recommendKey: z.number().int(),
  memberTypeCode: z.enum(['01', '02']),
  writerName: z.string(),
  schoolName: z.string().nullable(),
  reason: z.string(),
  regDate: z.string(),
  book: curationBookSchema,
});
export type MemberPick = z.infer<typeof memberPickSchema>;
export const studentTeacherListRequestSchema = z.object({
  siteLevel: siteLevelParam,
  memberTypeCode: z.preprocess(
    emptyOrNullToUndefined,
    z.enum(['01', '02'], { error: 'memberTypeCode: 01 또는 02여야 합니다.' }).optional(),
  ),
  mySchoolYn: mySchool,
  ...paging,
});
export type StudentTeacherListRequest = z.input<typeof studentTeacherListRequestSchema>;
export const studentTeacherListResponseSchema = envelopeSchema(listSchema(memberPickSchema));

export const pickSaveRequestSchema = z.object({
  bookKey: bookKeyField,
  reason: lineText('reason', 100, 'reason: 추천 이유를 입력해 주세요.'),
});
export type PickSaveRequest = z.input<typeof pickSaveRequestSchema>;
export const pickSaveResponseSchema = envelopeSchema(memberPickSchema);
/** A row's key in a body ("recommendKey: 숫자여야 합니다." when it is none). */
const keyField = (field: string) =>
  z.coerce
    .number({ error: `${field}: 숫자여야 합니다.` })
    .int()
    .positive({ error: `${field}: 숫자여야 합니다.` })
    // Keys are int4 (decision 055): a larger number is bad input, not a database fault.
    .max(INT4_MAX, { error: `${field}: 숫자여야 합니다.` });
export const pickDeleteRequestSchema = z.object({ recommendKey: keyField('recommendKey') });
export const pickDeleteResponseSchema = envelopeSchema(z.null());
export const pickUpdateRequestSchema = pickDeleteRequestSchema.extend({
  reason: pickSaveRequestSchema.shape.reason,
});
export type PickUpdateRequest = z.input<typeof pickUpdateRequestSchema>;

/** KDC main classes 0–9, the questionnaire's interests and the statistics' classes. */
export const KDC_CLASSES = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export const KDC_CLASS_NAMES: Record<(typeof KDC_CLASSES)[number], string> = {
  '0': '총류',
  '1': '철학',
  '2': '종교',
  '3': '사회과학',
  '4': '자연과학',
  '5': '기술과학',
  '6': '예술',
  '7': '언어',
  '8': '문학',
  '9': '역사',
};
/** Reading levels: picture books, easy chapter books, teen books, general (adult) books. */
export const READING_LEVELS = ['picture', 'easy', 'middle', 'deep'] as const;
export const customizedRequestSchema = z.object({
  grade: z.coerce
    .number({ error: 'grade: 학년을 선택해 주세요.' })
    .int({ error: 'grade: 학년을 선택해 주세요.' })
    .min(1, { error: 'grade: 학년을 선택해 주세요.' })
    .max(6, { error: 'grade: 학년을 선택해 주세요.' }),
  interests: z
    .array(z.enum(KDC_CLASSES, { error: 'interests: 관심 분야가 올바르지 않습니다.' }), {
      error: 'interests: 관심 분야를 하나 이상 선택해 주세요.',
    })
    .min(1, { error: 'interests: 관심 분야를 하나 이상 선택해 주세요.' })
    .max(10),
  favouriteBookKeys: z
    .array(bookKeyField)
    .max(5, { error: 'favouriteBookKeys: 5권까지 고를 수 있습니다.' })
    .default([]),
  readingLevel: z.enum(READING_LEVELS, { error: 'readingLevel: 읽기 수준을 선택해 주세요.' }),
  siteLevel: siteLevelParam,
});
export type CustomizedRequest = z.input<typeof customizedRequestSchema>;
const bookList = {
  list: z.array(curationBookSchema),
  totalCount: z.int().nonnegative(),
  schoolName: z.string().nullable(),
};
export const customizedResponseSchema = envelopeSchema(z.object(bookList));

export const myCurationResponseSchema = envelopeSchema(
  z.object({ ...bookList, coldStart: z.boolean(), basedOn: z.int() }),
);

export const statisticsRequestSchema = z.object({ period: period('year') });
const figure = z.object({ key: z.string(), label: z.string(), loans: z.int() });
export const readingStatisticsSchema = z.object({
  totalLoans: z.int(),
  byMonth: z.array(figure),
  byRegion: z.array(figure),
  bySchoolLevel: z.array(figure),
  byKdcClass: z.array(figure),
  topBooks: z.array(figure.extend({ bookKey: z.int() })),
  topSchools: z.array(figure),
});
export type ReadingStatistics = z.infer<typeof readingStatisticsSchema>;
export const statisticsResponseSchema = envelopeSchema(readingStatisticsSchema);

/** A questionnaire's answers the member kept (MyActivitesCuration), newest first. */
export const savedAnswersSchema = z.object({
  answerKey: z.number().int(),
  grade: z.number().int(),
  interests: z.array(z.enum(KDC_CLASSES)),
  favouriteBookKeys: z.array(z.number().int()),
  readingLevel: z.enum(READING_LEVELS),
  regDate: z.string(),
});
export type SavedAnswers = z.infer<typeof savedAnswersSchema>;
export const savedAnswersListResponseSchema = envelopeSchema(listSchema(savedAnswersSchema));
export const answersSaveResponseSchema = envelopeSchema(savedAnswersSchema);
export const answersDeleteRequestSchema = z.object({ answerKey: keyField('answerKey') });
export const myPicksRequestSchema = z.object({ ...paging });
