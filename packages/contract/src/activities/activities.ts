import { z } from 'zod';
import { siteLevelParam } from '../codes/site-level.ts';
import { hasControlCharacters } from '../community/codes.ts';
import { boardPageSchema, pageIndexSchema, pageSizeSchema } from '../community/posts.ts';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';
import { emptyOrNullToUndefined } from '../validators/empty.ts';
import { byteLength } from '../validators/text.ts';
import {
  ACTIVITY_LIMITS,
  BOOK_LIST_TYPE_VALUES,
  isYyyymmdd,
  ACTIVITY_MESSAGES as M,
  PRIVACY_BOUND_VALUES,
  REA_ACT_CODE_VALUES,
} from './codes.ts';

/**
 * Reading activities (spec 001 §7 readingActivitesMng, replyMng, subjectMng; issue 16; decision 130).
 *
 * GET  /schome/service/readingActivitesMng/readingActivites/myList?memberKey&reaActCode&pageIndex&pageSize
 * GET  .../readingActivites/schoolList?schKey&reaActCode&pageIndex=1&pageSize=10   visible to the caller
 * GET  .../readingActivites/recommendList?pageIndex&pageSize                     exemplary, visible to the caller
 * GET  .../readingActivites/detail?reaActKey                                     visible or 404
 * GET  .../readingActivites/books?type=recentLoanBooks|searchBooks|shelfBooks|subjectBooks|recommendBooks&keyword&pageIndex
 * POST .../readingActivites/save {reaActKey?, reaActCode, bookKey, title, content, rating, privacyBoundCode, subjectKey, submit}
 * POST .../readingActivites/delete {reaActKey}
 * GET  .../readingActivites/manageList?teacherMemberKey&statusCode&pageIndex&pageSize   teachers of the school
 * GET  .../readingActivites/manageDetail?reaActKey                               teachers of the author's school
 * POST .../readingActivites/approve {reaActKey} · return {reaActKey, reason} · recommend {reaActKey, recommendYn}
 * GET  .../replyMng/list?reaActKey · replyMng/detail?replyKey · POST replyMng/save {reaActKey, content}
 * GET  .../subjectMng/list · POST subjectMng/save {subjectKey?, title, theme, bookKey, targetGrade, targetClass, dueDate}
 * POST .../subjectMng/delete {subjectKey}
 * GET  /service/readingActivitesMng/readingActivitesStat/reaActCodeStatistics?schKey&searchStartDate&searchEndDate
 */
const reaActKey = keySchema('reaActKey', '독서활동 번호');

const bytes = (field: string, max: number, required: string, tooLong: string) =>
  z
    .string({ error: `${field}: ${required}` })
    .trim()
    .min(1, { error: `${field}: ${required}` })
    .refine((v) => byteLength(v) <= max, { error: `${field}: ${tooLong}` })
    .refine((v) => !hasControlCharacters(v, true), {
      error: `${field}: 입력할 수 없는 문자가 포함되어 있습니다.`,
    });

const dateParam = (field: string) =>
  z.preprocess(
    emptyOrNullToUndefined,
    z
      .string()
      .refine(isYyyymmdd, { error: `${field}: ${M.dateInvalid}` })
      .optional(),
  );

export const reaActCodeSchema = z.enum(REA_ACT_CODE_VALUES, { error: `reaActCode: ${M.kindRequired}` });
export const privacyBoundCodeSchema = z.enum(PRIVACY_BOUND_VALUES, {
  error: `privacyBoundCode: ${M.privacyRequired}`,
});

export const activityFormFields = {
  reaActCode: reaActCodeSchema,
  bookKey: keySchema('bookKey', '도서 번호'),
  title: bytes('title', ACTIVITY_LIMITS.titleBytes, M.titleRequired, M.titleTooLong),
  /** Rich text (sanitized on the server); a one-line review is plain text within 200 bytes. */
  content: z
    .string({ error: `content: ${M.contentRequired}` })
    .trim()
    .min(1, { error: `content: ${M.contentRequired}` }),
  rating: z.number().int().min(1).max(5).nullable().optional(),
  privacyBoundCode: privacyBoundCodeSchema,
  subjectKey: keySchema('subjectKey', '과제 번호').nullable().optional(),
};

export const activitySaveRequestSchema = z
  .object({
    reaActKey: reaActKey.optional(),
    ...activityFormFields,
    /** false: keep as a draft; true: submit for the teacher's review. */
    submit: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.reaActCode === '01') {
      if (!v.rating)
        ctx.addIssue({ code: 'custom', path: ['rating'], message: `rating: ${M.ratingRequired}` });
      if (byteLength(v.content) > ACTIVITY_LIMITS.oneLineBytes)
        ctx.addIssue({ code: 'custom', path: ['content'], message: `content: ${M.oneLineTooLong}` });
    }
  });
export type ActivitySaveRequest = z.input<typeof activitySaveRequestSchema>;

export const activityKeyRequestSchema = z.object({ reaActKey });
export const activityReturnRequestSchema = z.object({
  reaActKey,
  reason: bytes('reason', ACTIVITY_LIMITS.reasonBytes, M.reasonRequired, M.reasonTooLong),
});
export const activityRecommendRequestSchema = z.object({ reaActKey, recommendYn: z.enum(['Y', 'N']) });

const pageFields = { pageIndex: pageIndexSchema, pageSize: pageSizeSchema };
const optionalCode = z.preprocess(emptyOrNullToUndefined, reaActCodeSchema.optional());

export const myListRequestSchema = z.object({
  memberKey: keySchema('memberKey', '회원 번호'),
  reaActCode: optionalCode,
  ...pageFields,
});
export const schoolListRequestSchema = z.object({
  schKey: keySchema('schKey', '학교 번호'),
  reaActCode: optionalCode,
  ...pageFields,
});
export const recommendListRequestSchema = z.object({
  reaActCode: optionalCode,
  siteLevel: siteLevelParam,
  ...pageFields,
});
export const manageListRequestSchema = z.object({
  teacherMemberKey: keySchema('teacherMemberKey', '교사 회원 번호'),
  statusCode: z.preprocess(emptyOrNullToUndefined, z.enum(['01', '02', '03']).optional()),
  reaActCode: optionalCode,
  ...pageFields,
});
export const bookListRequestSchema = z
  .object({
    type: z.enum(BOOK_LIST_TYPE_VALUES, { error: 'type: 도서 목록 종류가 올바르지 않습니다.' }),
    /** searchBooks: the words to look for in the union catalogue (required there). */
    keyword: z.preprocess(
      emptyOrNullToUndefined,
      z
        .string()
        .trim()
        .max(100, { error: 'keyword: 검색어는 100자까지 입력할 수 있습니다.' })
        .refine((v) => !hasControlCharacters(v), {
          error: 'keyword: 입력할 수 없는 문자가 포함되어 있습니다.',
        })
        .optional(),
    ),
    /** searchBooks: the page of the search (20 books a page). */
    pageIndex: pageIndexSchema,
  })
  .superRefine((v, ctx) => {
    if (v.type === 'searchBooks' && !v.keyword)
      ctx.addIssue({ code: 'custom', path: ['keyword'], message: `keyword: ${M.keywordRequired}` });
  });
export type BookListRequest = z.input<typeof bookListRequestSchema>;
export const statisticsRequestSchema = z
  .object({
    schKey: z.preprocess(emptyOrNullToUndefined, keySchema('schKey', '학교 번호').optional()),
    searchStartDate: dateParam('searchStartDate'),
    searchEndDate: dateParam('searchEndDate'),
  })
  .refine((v) => !v.searchStartDate || !v.searchEndDate || v.searchStartDate <= v.searchEndDate, {
    error: `searchStartDate: ${M.dateOrder}`,
  });

export const activityItemSchema = z.object({
  reaActKey: z.number().int(),
  reaActCode: z.string(),
  reaActName: z.string(),
  /** The writer's key only where the viewer reads the full name (decision 230); else null. */
  memberKey: z.number().int().nullable(),
  /** Masked (홍*동) unless the viewer is the writer or a verified teacher or manager of the school. */
  memberName: z.string(),
  /** Whether the caller wrote it (computed on the server: the web compares no keys). */
  mineYn: z.enum(['Y', 'N']),
  schKey: z.number().int().nullable(),
  schName: z.string().nullable(),
  bookKey: z.number().int().nullable(),
  bookTitle: z.string(),
  author: z.string().nullable(),
  title: z.string(),
  /** Plain text of the content, at most 120 characters (lists). */
  summary: z.string(),
  rating: z.number().int().nullable(),
  privacyBoundCode: z.string(),
  statusCode: z.string(),
  statusName: z.string(),
  recommendYn: z.enum(['Y', 'N']),
  replyCount: z.number().int(),
  regDate: z.string(),
  updDate: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const replySchema = z.object({
  replyKey: z.number().int(),
  reaActKey: z.number().int(),
  memberKey: z.number().int(),
  memberName: z.string(),
  content: z.string(),
  regDate: z.string(),
});
export type ActivityReply = z.infer<typeof replySchema>;

export const activityDetailSchema = activityItemSchema.extend({
  content: z.string(),
  returnReason: z.string().nullable(),
  subjectKey: z.number().int().nullable(),
  subjectTitle: z.string().nullable(),
  replies: z.array(replySchema),
  /** Whether the caller may edit or delete it (its author, before approval). */
  editableYn: z.enum(['Y', 'N']),
  /** Whether the caller reviews it (a teacher of the author's school). */
  reviewableYn: z.enum(['Y', 'N']),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

export const activityPageResponseSchema = envelopeSchema(boardPageSchema(activityItemSchema));
export const activityDetailResponseSchema = envelopeSchema(activityDetailSchema);
export const activitySavedResponseSchema = envelopeSchema(
  z.object({ reaActKey: z.number().int(), statusCode: z.string() }),
);
export const activityDoneResponseSchema = envelopeSchema(z.object({ reaActKey: z.number().int() }));

export const bookChoiceSchema = z.object({
  bookKey: z.number().int(),
  title: z.string(),
  author: z.string().nullable(),
  publisher: z.string().nullable(),
  isbn: z.string().nullable(),
  /** Why it is listed: the loan day, the assignment's title... */
  note: z.string(),
  subjectKey: z.number().int().nullable(),
  /** searchBooks: one choice per work (decision 240), with the volumes it holds ('1', '2', … '15'). */
  volumes: z.array(z.string()).optional(),
});
export type BookChoice = z.infer<typeof bookChoiceSchema>;
export const bookListResponseSchema = envelopeSchema(
  z.object({
    list: z.array(bookChoiceSchema),
    /** How many books the list has in all (searchBooks: every match; the others: the list's length). */
    totalCount: z.number().int(),
    /** The page shown (searchBooks pages by 20; the others are one page). */
    pageIndex: z.number().int(),
    totalPage: z.number().int(),
  }),
);

export const statisticsResponseSchema = envelopeSchema(
  z.object({
    searchStartDate: z.string(),
    searchEndDate: z.string(),
    list: z.array(z.object({ reaActCode: z.string(), reaActName: z.string(), count: z.number().int() })),
    totalCount: z.number().int(),
  }),
);

export const replySaveRequestSchema = z.object({
  reaActKey,
  content: bytes('content', ACTIVITY_LIMITS.replyBytes, M.replyRequired, M.replyTooLong),
});
export const replyListRequestSchema = z.object({ reaActKey });
export const replyDetailRequestSchema = z.object({ replyKey: keySchema('replyKey', '댓글 번호') });
export const replyListResponseSchema = envelopeSchema(z.object({ list: z.array(replySchema) }));
export const replyResponseSchema = envelopeSchema(replySchema);

export const subjectSchema = z.object({
  subjectKey: z.number().int(),
  teacherMemberKey: z.number().int(),
  teacherName: z.string(),
  title: z.string(),
  theme: z.string(),
  bookKey: z.number().int().nullable(),
  bookTitle: z.string().nullable(),
  targetGrade: z.number().int().nullable(),
  targetClass: z.number().int().nullable(),
  dueDate: z.string(),
  activityCount: z.number().int(),
});
export type ActivitySubject = z.infer<typeof subjectSchema>;
/** An optional whole number in [min, max] (null: all), with the field's Korean message. */
const whole = (field: string, min: number, max: number, message: string) =>
  z
    .number({ error: `${field}: ${message}` })
    .int({ error: `${field}: ${message}` })
    .min(min, { error: `${field}: ${message}` })
    .max(max, { error: `${field}: ${message}` })
    .nullable()
    .optional();

export const subjectSaveRequestSchema = z.object({
  /** Given: edit that assignment (its own teacher only). */
  subjectKey: keySchema('subjectKey', '과제 번호').optional(),
  title: bytes('title', ACTIVITY_LIMITS.titleBytes, M.subjectTitleRequired, M.titleTooLong),
  theme: z
    .string()
    .trim()
    .max(200, { error: 'theme: 주제는 200자까지 입력할 수 있습니다.' })
    .refine((v) => !hasControlCharacters(v, true), {
      error: 'theme: 입력할 수 없는 문자가 포함되어 있습니다.',
    })
    .default(''),
  bookKey: keySchema('bookKey', '도서 번호').nullable().optional(),
  targetGrade: whole('targetGrade', 1, 6, '학년은 1~6 사이로 골라주세요.'),
  targetClass: whole('targetClass', 1, 30, '반은 1~30 사이로 입력해주세요.'),
  dueDate: z
    .string({ error: `dueDate: ${M.subjectDueInvalid}` })
    .refine(isYyyymmdd, { error: `dueDate: ${M.subjectDueInvalid}` }),
});
export type SubjectSaveRequest = z.input<typeof subjectSaveRequestSchema>;
export type SubjectSaveInput = z.output<typeof subjectSaveRequestSchema>;
export const subjectKeyRequestSchema = z.object({ subjectKey: keySchema('subjectKey', '과제 번호') });
export const subjectListResponseSchema = envelopeSchema(z.object({ list: z.array(subjectSchema) }));
export const subjectDoneResponseSchema = envelopeSchema(z.object({ subjectKey: z.number().int() }));
