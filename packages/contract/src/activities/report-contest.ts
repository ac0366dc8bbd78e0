import { z } from 'zod';
import { hasControlCharacters } from '../community/codes.ts';
import { boardPageSchema, pageIndexSchema, pageSizeSchema } from '../community/posts.ts';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';
import { isYyyymmdd } from './codes.ts';

/**
 * Reading-report contests (issue 16.3; spec 001 §2.2 readingReportContest, readingContestDetail,
 * MyContestManage; §7 myReadingContest readingContest; decision 135). A teacher opens a contest for the
 * school with a period; each student submits one of their reading reports; the teacher scores and awards
 * the entries and publishes the results, which closes the contest. The agency's operator opens nationwide
 * contests (decision 138): every school's students may enter, only operators judge them.
 *
 * Under /schome/service/readingActivitesJoin/readingContest:
 * GET  list?pageIndex&pageSize               the school's contests and the nationwide ones (members)
 * GET  detail?contestKey=                    the contest, my entry, the awards once published
 * POST save { contestKey?, title, ... }      a teacher opens or edits one for the school; an operator a nationwide one
 * POST submit { contestKey, reaActKey }      a student of the school (any school: nationwide), inside the period
 * GET  entries?contestKey=                   the judges (the school's teachers; operators for nationwide ones)
 * POST judge { entryKey, score, awardCode }  the judges, before the results
 * POST publish { contestKey }                the contest's opener: results out, entries closed, winners notified
 * GET  /schome/service/mypage/myReadingContest/readingContest   mine: a student's entries, an opener's contests
 */
export const REPORT_CONTEST_MESSAGES = {
  loginRequired: '로그인이 필요합니다.',
  notFound: '대회를 찾을 수 없습니다.',
  teacherOnly: '선생님만 이용할 수 있습니다.',
  operatorOnly: '전국 대회는 운영자만 심사할 수 있습니다.',
  studentsOnly: '학생만 응모할 수 있습니다.',
  saved: '대회를 저장했습니다.',
  submitted: '응모했습니다.',
  judged: '심사 결과를 저장했습니다.',
  published: '결과를 발표했습니다.',
  notInPeriod: '응모 기간이 아닙니다.',
  alreadyPublished: '결과가 발표된 대회입니다.',
  notYourReport: '내가 쓴 독후감만 응모할 수 있습니다.',
  draftReport: '제출한 독후감만 응모할 수 있습니다.',
  notTarget: '응모 대상 학년이 아닙니다.',
  entryNotFound: '응모작을 찾을 수 없습니다.',
  noEntries: '응모작이 없어 결과를 발표할 수 없습니다.',
  notRunner: '대회를 연 선생님만 결과를 발표할 수 있습니다.',
  dateOrder: '응모 마감일은 시작일과 같거나 뒤여야 합니다.',
  dateInvalid: '날짜를 yyyymmdd 형식으로 입력해주세요.',
  titleRequired: '대회 이름을 입력해주세요.',
} as const;
const M = REPORT_CONTEST_MESSAGES;

/** The awards a judge gives, best first. */
export const REPORT_AWARDS: Record<string, string> = {
  '01': '대상',
  '02': '최우수상',
  '03': '우수상',
  '04': '장려상',
};
const AWARD_CODES = ['01', '02', '03', '04'] as const;

/** How a contest stands on a given day: before, during, after its period, or with its results out. */
export const REPORT_CONTEST_STATUS_NAMES: Record<string, string> = {
  upcoming: '응모 전',
  open: '응모 중',
  closed: '심사 중',
  published: '결과 발표',
};

const contestKey = keySchema('contestKey', '대회 번호');
const day = (field: string) =>
  z
    .string({ error: `${field}: ${M.dateInvalid}` })
    .refine(isYyyymmdd, { error: `${field}: ${M.dateInvalid}` });
const line = (field: string, max: number, required?: string) => {
  const base = z
    .string()
    .trim()
    .max(max, { error: `${field}: ${max}자까지 입력할 수 있습니다.` })
    .refine((v) => !hasControlCharacters(v), { error: `${field}: 쓸 수 없는 문자가 있습니다.` });
  return required ? base.refine((v) => v.length > 0, { error: `${field}: ${required}` }) : base;
};

export const reportContestListRequestSchema = z.object({
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
});
export const reportContestKeyRequestSchema = z.object({ contestKey });
export const reportContestSaveRequestSchema = z
  .object({
    contestKey: contestKey.optional(),
    title: line('title', 100, M.titleRequired),
    theme: line('theme', 200).default(''),
    rules: line('rules', 2000).default(''),
    targetGrade: z.number().int().min(1).max(6).nullable().default(null),
    startDate: day('startDate'),
    endDate: day('endDate'),
  })
  .refine((v) => v.startDate <= v.endDate, { error: `endDate: ${M.dateOrder}`, path: ['endDate'] });
export type ReportContestSaveRequest = z.input<typeof reportContestSaveRequestSchema>;
export const reportContestSubmitRequestSchema = z.object({
  contestKey,
  reaActKey: keySchema('reaActKey', '독서활동 번호'),
});
export const reportContestJudgeRequestSchema = z.object({
  entryKey: keySchema('entryKey', '응모작 번호'),
  score: z
    .number({ error: 'score: 점수를 입력해주세요.' })
    .int()
    .min(0, { error: 'score: 0~100점' })
    .max(100, {
      error: 'score: 0~100점',
    }),
  awardCode: z.enum(AWARD_CODES).nullable().default(null),
  judgeComment: line('judgeComment', 500).default(''),
});

export const reportContestSchema = z.object({
  contestKey: z.number().int(),
  /** Y: a nationwide contest the operator opened (every school's students enter); N: one school's. */
  nationwideYn: z.enum(['Y', 'N']),
  /** The school of a school's contest; null for a nationwide one. */
  schName: z.string().nullable(),
  title: z.string(),
  theme: z.string(),
  rules: z.string(),
  targetGrade: z.number().int().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  statusCode: z.enum(['upcoming', 'open', 'closed', 'published']),
  teacherMemberKey: z.number().int(),
  teacherName: z.string(),
  entryCount: z.number().int(),
  regDate: z.string(),
});
export type ReportContest = z.infer<typeof reportContestSchema>;

/** An entry as the judges see it, and as everyone sees an awarded one once published. */
export const reportEntrySchema = z.object({
  entryKey: z.number().int(),
  contestKey: z.number().int(),
  memberKey: z.number().int(),
  memberName: z.string(),
  /** The entrant's school (judges of a nationwide contest see many). */
  schName: z.string().nullable(),
  grade: z.number().int().nullable(),
  classNo: z.number().int().nullable(),
  reaActKey: z.number().int(),
  reportTitle: z.string(),
  bookTitle: z.string(),
  score: z.number().int().nullable(),
  awardCode: z.string().nullable(),
  awardName: z.string().nullable(),
  judgeComment: z.string(),
  regDate: z.string(),
});
export type ReportEntry = z.infer<typeof reportEntrySchema>;

export const reportContestListResponseSchema = envelopeSchema(boardPageSchema(reportContestSchema));
export const reportContestDetailResponseSchema = envelopeSchema(
  reportContestSchema.extend({
    /** The caller's entry (a student's), with the score and award once the results are out. */
    myEntry: reportEntrySchema.nullable(),
    /** The awarded entries, once published (else empty). */
    awardList: z.array(reportEntrySchema),
    /** May the caller judge, publish, edit (a teacher of the school; publish: its own teacher). */
    judgeYn: z.enum(['Y', 'N']),
  }),
);
export type ReportContestDetail = z.infer<typeof reportContestDetailResponseSchema>['data'];
export const reportEntryListResponseSchema = envelopeSchema(z.object({ list: z.array(reportEntrySchema) }));
export const reportContestDoneResponseSchema = envelopeSchema(z.object({ contestKey: z.number().int() }));
export const myReadingContestResponseSchema = envelopeSchema(
  z.object({
    /** A student's entries, with their contest. */
    entryList: z.array(reportEntrySchema.extend({ contestTitle: z.string(), statusCode: z.string() })),
    /** A teacher's or an operator's contests. */
    contestList: z.array(reportContestSchema),
    /** What the caller may open: 'school' (a verified teacher or manager), 'nation' (an operator), or null. */
    openScope: z.enum(['school', 'nation']).nullable(),
  }),
);
