import { z } from 'zod';
import { COMMUNITY_IMAGE_PATH, hasControlCharacters } from '../community/codes.ts';
import { pageIndexSchema } from '../community/posts.ts';
import { envelopeSchema } from '../envelope.ts';
import { withJosa } from '../korean/josa.ts';
import { keySchema } from '../library/common.ts';
import { isCalendarDate } from '../validators/calendar-date.ts';
import { emptyOrNullToUndefined } from '../validators/empty.ts';
import { maskingYnSchema } from '../validators/masking.ts';
import { DEFAULT_PRIVACY_BOUND, MARATHON_PAGE_SIZE, MARATHON_PRIVACY_CODES } from './codes.ts';

/**
 * Reading marathons (issue 19; spec 001 §2.2, §3, §4, §7, §9; decisions 180–183). Under
 * /schome/service/readingActivitesJoin/readingMarathon:
 *
 * GET  schoolList?pageIndex=1&pageSize=4&progressStatus=&readingMarathonTypeCode=&targetGrade=
 *      &contestName=&contestSummary=&startDate=&endDate=&myMakeYN=N&myJoinYN=N   the member's school's
 *      marathons (and nationwide ones), newest first; schKey and memberKey come from the session
 * GET  recommendList?pageIndex=1&pageSize=4   nationwide (01) marathons still open, most joined first
 * GET  detail?readingMarathonKey=             one marathon, its books and my progress
 * POST save   { step 1–3 fields }             creates (step 4 publishes); any school member
 * POST update { readingMarathonKey, ... }     its maker, before it starts (the edit steps)
 * POST delete { readingMarathonKey }          its maker, only without participants (JSON, spec §7)
 * POST join / leave { readingMarathonKey }
 * GET  progress?readingMarathonKey=           the maker: every participant's progress
 * (diaries: diary.ts; my page: GET /schome/service/mypage/myReadingContest/readingMarathon)
 */

const readingMarathonKey = keySchema('readingMarathonKey', '독서마라톤 번호');
const bookKey = keySchema('bookKey', '책 번호');

/** A one-line text with the field first in its message, as the contract's other forms write it. */
function text(field: string, label: string, max: number) {
  return z
    .string({ error: `${field}: ${withJosa(label, '을/를')} 입력해주세요.` })
    .trim()
    .min(1, { error: `${field}: ${withJosa(label, '을/를')} 입력해주세요.` })
    .max(max, { error: `${field}: ${withJosa(label, '은/는')} ${max}자까지 입력할 수 있습니다.` })
    .refine((v) => !hasControlCharacters(v), { error: `${field}: 사용할 수 없는 문자가 있습니다.` });
}

export const calendarDay = (field: string, label: string) =>
  z
    .string({ error: `${field}: ${withJosa(label, '을/를')} 선택해주세요.` })
    .refine(isCalendarDate, { error: `${field}: ${withJosa(label, '을/를')} 선택해주세요.` });

// ---- Step 1: the kind -------------------------------------------------------------------------

export const marathonStep1Schema = z.object({
  readingMarathonTypeCode: z.enum(['01', '02', '03'], {
    error: 'readingMarathonTypeCode: 독서마라톤 종류를 선택해주세요.',
  }),
});

// ---- Step 2: name, summary, cover, grade, period, keyword, privacy ---------------------------

const coverUrl = new RegExp(
  `^${COMMUNITY_IMAGE_PATH.replace(/\//g, '\\/')}[0-9a-f]{32}\\.(png|jpg|jpeg|gif|bmp)$`,
);

const step2Fields = {
  name: text('name', '독서마라톤 이름', 50),
  summary: text('summary', '소개', 500),
  /** 01 a ready-made cover (imgKey its number), 02 an uploaded image (img its URL, imgKey its file key). */
  imgType: z.enum(['01', '02'], { error: 'imgType: 표지 이미지를 선택해주세요.' }).default('01'),
  imgKey: z
    .string({ error: 'imgKey: 표지 이미지를 선택해주세요.' })
    .regex(/^\d{1,10}$/, { error: 'imgKey: 표지 이미지를 선택해주세요.' })
    .default('1'),
  img: z.string().max(200, { error: 'img: 표지 이미지가 올바르지 않습니다.' }).default(''),
  targetGrade: z.coerce
    .number({ error: 'targetGrade: 참여 대상 학년을 선택해주세요.' })
    .int({ error: 'targetGrade: 참여 대상 학년을 선택해주세요.' })
    .min(0, { error: 'targetGrade: 참여 대상 학년을 선택해주세요.' })
    .max(6, { error: 'targetGrade: 참여 대상 학년을 선택해주세요.' }),
  startDate: calendarDay('startDate', '시작일'),
  endDate: calendarDay('endDate', '종료일'),
  keyword: z
    .string()
    .trim()
    .max(50, { error: 'keyword: 키워드는 50자까지 입력할 수 있습니다.' })
    .refine((v) => !hasControlCharacters(v), { error: 'keyword: 사용할 수 없는 문자가 있습니다.' })
    .default(''),
  /** Spec §9: 02 when the caller leaves it out. */
  privacyBoundCode: z.preprocess(
    emptyOrNullToUndefined,
    z
      .enum(MARATHON_PRIVACY_CODES, { error: 'privacyBoundCode: 공개 범위를 선택해주세요.' })
      .default(DEFAULT_PRIVACY_BOUND),
  ),
};

type Step2 = { imgType: string; img: string; startDate: string; endDate: string };
/** The rules across step 2's fields: the period's order and an uploaded cover's address. */
function step2Rules(v: Step2, ctx: z.RefinementCtx) {
  if (isCalendarDate(v.startDate) && isCalendarDate(v.endDate) && v.endDate < v.startDate)
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'endDate: 종료일은 시작일 이후로 선택해주세요.',
    });
  if (v.imgType === '02' && !coverUrl.test(v.img))
    ctx.addIssue({ code: 'custom', path: ['img'], message: 'img: 표지 이미지를 올려주세요.' });
}

export const marathonStep2Schema = z.object(step2Fields).superRefine(step2Rules);

// ---- Step 3: the kind's detail ----------------------------------------------------------------

const bookList = z
  .array(bookKey, { error: 'bookList: 읽을 책을 1권 이상 골라주세요.' })
  .min(1, { error: 'bookList: 읽을 책을 1권 이상 골라주세요.' })
  .max(20, { error: 'bookList: 책은 20권까지 고를 수 있습니다.' })
  .refine((keys) => new Set(keys).size === keys.length, {
    error: 'bookList: 같은 책을 두 번 고를 수 없습니다.',
  });
const goalError = 'goalCount: 목표를 1 이상의 숫자로 입력해주세요.';
const goalCount = z.coerce
  .number({ error: goalError })
  .int({ error: goalError })
  .min(1, { error: goalError })
  .max(100_000, { error: 'goalCount: 목표가 너무 큽니다.' });
const goalUnitCode = z.enum(['01', '02'], { error: 'goalUnitCode: 권수 또는 쪽수를 선택해주세요.' });
const kdcCode = z.enum(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], {
  error: 'kdcCode: 주제(KDC)를 선택해주세요.',
});
const BOOK_GOAL_MAX = 100;

export const marathonStep3SpecificSchema = z.object({ bookList });
export const marathonStep3TargetSchema = z
  .object({ goalUnitCode, goalCount })
  .refine((v) => v.goalUnitCode !== '01' || v.goalCount <= BOOK_GOAL_MAX, {
    path: ['goalCount'],
    error: `goalCount: 목표 권수는 ${BOOK_GOAL_MAX}권까지 정할 수 있습니다.`,
  });
export const marathonStep3SubjectSchema = z
  .object({ kdcCode, goalCount })
  .refine((v) => v.goalCount <= BOOK_GOAL_MAX, {
    path: ['goalCount'],
    error: `goalCount: 목표 권수는 ${BOOK_GOAL_MAX}권까지 정할 수 있습니다.`,
  });

/** Step 3's schema for a kind. */
export const step3SchemaOf = (typeCode: string) =>
  typeCode === '01'
    ? marathonStep3SpecificSchema
    : typeCode === '03'
      ? marathonStep3SubjectSchema
      : marathonStep3TargetSchema;

// ---- Step 4: the whole, as save and update take it --------------------------------------------

const detailFields = {
  bookList: z.array(bookKey).default([]),
  goalUnitCode: goalUnitCode.optional(),
  goalCount: z.preprocess(emptyOrNullToUndefined, goalCount.optional()),
  kdcCode: z.preprocess(emptyOrNullToUndefined, kdcCode.optional()),
};

function withStep3(v: Record<string, unknown>, ctx: z.RefinementCtx) {
  const step3 = step3SchemaOf(String(v.readingMarathonTypeCode)).safeParse(v);
  if (!step3.success)
    for (const issue of step3.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

const marathonFields = z.object({ ...marathonStep1Schema.shape, ...step2Fields, ...detailFields });

export const marathonSaveRequestSchema = marathonFields.superRefine((v, ctx) => {
  step2Rules(v, ctx);
  withStep3(v, ctx);
});
export type MarathonSaveRequest = z.input<typeof marathonSaveRequestSchema>;
export type MarathonSaveInput = z.output<typeof marathonSaveRequestSchema>;

export const marathonUpdateRequestSchema = marathonFields
  .extend({ readingMarathonKey })
  .superRefine((v, ctx) => {
    step2Rules(v, ctx);
    withStep3(v, ctx);
  });
export type MarathonUpdateRequest = z.input<typeof marathonUpdateRequestSchema>;

export const marathonKeyRequestSchema = z.object({ readingMarathonKey });

// ---- Lists -------------------------------------------------------------------------------------

const yn = (field: string) =>
  z.preprocess(
    emptyOrNullToUndefined,
    z.enum(['Y', 'N'], { error: `${field}: Y 또는 N이어야 합니다.` }).default('N'),
  );
const optionalCode = (field: string, codes: readonly [string, ...string[]], label: string) =>
  z.preprocess(
    emptyOrNullToUndefined,
    z.enum(codes, { error: `${field}: ${withJosa(label, '이/가')} 올바르지 않습니다.` }).optional(),
  );
const optionalWord = (field: string) =>
  z.preprocess(
    emptyOrNullToUndefined,
    z
      .string()
      .trim()
      .max(50, { error: `${field}: 검색어는 50자 이내로 입력해주세요.` })
      .refine((v) => !hasControlCharacters(v), { error: `${field}: 사용할 수 없는 문자가 있습니다.` })
      .optional(),
  );
const optionalDay = (field: string, label: string) =>
  z.preprocess(emptyOrNullToUndefined, calendarDay(field, label).optional());
const pageSizeError = 'pageSize: 한 페이지에 1~20건을 볼 수 있습니다.';
/** Spec §3, §9: pageSize 4 unless asked. */
const pageSize = z.preprocess(
  emptyOrNullToUndefined,
  z.coerce
    .number({ error: pageSizeError })
    .int({ error: pageSizeError })
    .min(1, { error: pageSizeError })
    .max(20, { error: pageSizeError })
    .default(MARATHON_PAGE_SIZE),
);

export const marathonSchoolListRequestSchema = z.object({
  pageIndex: pageIndexSchema,
  pageSize,
  progressStatus: optionalCode('progressStatus', ['01', '02', '03'], '진행 상태'),
  readingMarathonTypeCode: optionalCode('readingMarathonTypeCode', ['01', '02', '03'], '독서마라톤 종류'),
  privacyBoundsCode: optionalCode('privacyBoundsCode', MARATHON_PRIVACY_CODES, '공개 범위'),
  targetGrade: z.preprocess(
    emptyOrNullToUndefined,
    z.coerce
      .number({ error: 'targetGrade: 학년이 올바르지 않습니다.' })
      .int({ error: 'targetGrade: 학년이 올바르지 않습니다.' })
      .min(0, { error: 'targetGrade: 학년이 올바르지 않습니다.' })
      .max(6, { error: 'targetGrade: 학년이 올바르지 않습니다.' })
      .optional(),
  ),
  contestName: optionalWord('contestName'),
  contestSummary: optionalWord('contestSummary'),
  startDate: optionalDay('startDate', '시작일'),
  endDate: optionalDay('endDate', '종료일'),
  myMakeYN: yn('myMakeYN'),
  myJoinYN: yn('myJoinYN'),
  maskingYN: maskingYnSchema,
});
export type MarathonSchoolListRequest = z.input<typeof marathonSchoolListRequestSchema>;
export type MarathonListFilter = z.output<typeof marathonSchoolListRequestSchema>;

export const marathonRecommendListRequestSchema = z.object({
  pageIndex: pageIndexSchema,
  pageSize,
  maskingYN: maskingYnSchema,
});

export const marathonSummarySchema = z.object({
  readingMarathonKey: z.number().int(),
  readingMarathonTypeCode: z.string(),
  readingMarathonTypeName: z.string(),
  name: z.string(),
  summary: z.string(),
  img: z.string(),
  imgType: z.string(),
  imgKey: z.string(),
  targetGrade: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  keyword: z.string(),
  privacyBoundCode: z.string(),
  progressStatus: z.string(),
  progressStatusName: z.string(),
  schKey: z.number().int(),
  schoolName: z.string(),
  /** The maker's key only where the viewer reads the full name (decision 230); else null. */
  makerKey: z.number().int().nullable(),
  /** Masked (홍*동) for a pupil maker unless the viewer is the maker or staff of the school. */
  makerName: z.string(),
  goalUnitCode: z.string().nullable(),
  goalCount: z.number().int().nullable(),
  kdcCode: z.string().nullable(),
  /** What the marathon asks, in words ('책 3권', '800쪽', '문학 책 5권', '지정 도서 4권'). */
  goalLabel: z.string(),
  participantCount: z.number().int(),
  myMakeYN: z.enum(['Y', 'N']),
  myJoinYN: z.enum(['Y', 'N']),
  /** The member's progress when they joined, else null. */
  myProgressRate: z.number().int().nullable(),
  regDate: z.string(),
});
export type MarathonSummary = z.infer<typeof marathonSummarySchema>;

export const marathonPageSchema = z.object({
  list: z.array(marathonSummarySchema),
  totalCount: z.number().int(),
  totalPage: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});
export const marathonListResponseSchema = envelopeSchema(marathonPageSchema);

// ---- Detail and progress -----------------------------------------------------------------------

export const marathonBookSchema = z.object({
  bookKey: z.number().int(),
  title: z.string(),
  author: z.string(),
  publisher: z.string(),
  kdc: z.string().nullable(),
  /** The member has a diary for it (Y) or not. */
  readYn: z.enum(['Y', 'N']),
});
export type MarathonBook = z.infer<typeof marathonBookSchema>;

export const progressSchema = z.object({
  /** Books that count for the rule: distinct books with a diary (of the chosen ones, of the subject). */
  readCount: z.number().int(),
  readPages: z.number().int(),
  diaryCount: z.number().int(),
  /** The rule's total: the goal's count, or the chosen books' number. */
  goalCount: z.number().int(),
  progressRate: z.number().int(),
  completedYn: z.enum(['Y', 'N']),
  completedDate: z.string().nullable(),
});
export type MarathonProgress = z.infer<typeof progressSchema>;

export const marathonDetailSchema = marathonSummarySchema.extend({
  bookList: z.array(marathonBookSchema),
  myProgress: progressSchema.nullable(),
  editableYn: z.enum(['Y', 'N']),
  deletableYn: z.enum(['Y', 'N']),
});
export type MarathonDetail = z.infer<typeof marathonDetailSchema>;
export const marathonDetailResponseSchema = envelopeSchema(marathonDetailSchema);
export const marathonDoneResponseSchema = envelopeSchema(z.object({ readingMarathonKey: z.number().int() }));

export const participantProgressSchema = progressSchema.extend({
  /** Key, grade and class only where the viewer reads the full name (decision 230); else null, masked. */
  memberKey: z.number().int().nullable(),
  name: z.string(),
  grade: z.number().int().nullable(),
  classNo: z.number().int().nullable(),
  joinDate: z.string(),
});
export type ParticipantProgress = z.infer<typeof participantProgressSchema>;
export const marathonProgressResponseSchema = envelopeSchema(
  z.object({
    readingMarathonKey: z.number().int(),
    goalLabel: z.string(),
    participantList: z.array(participantProgressSchema),
    completedCount: z.number().int(),
    averageRate: z.number().int(),
  }),
);

/** GET /schome/service/mypage/myReadingContest/readingMarathon (spec 001 §7): counts and the marathon list. */
export const myReadingMarathonResponseSchema = envelopeSchema(
  z.object({
    joinCount: z.number().int(),
    makeCount: z.number().int(),
    completedCount: z.number().int(),
    readingMarathon: z.object({ list: z.array(marathonSummarySchema), totalCount: z.number().int() }),
  }),
);

export { bookKey as marathonBookKeySchema, readingMarathonKey as readingMarathonKeySchema };
