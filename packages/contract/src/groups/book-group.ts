import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';
import { isCalendarDate } from '../validators/calendar-date.ts';
import { labelledText } from '../validators/labelled-text.ts';

/**
 * Group reading (issue 20; spec 001 §2.2 groupReadingActivity → readingBookGroup, BookGroupView,
 * BookGroupManage; decision 194): a teacher runs a class-wide reading of one book with chapters and due
 * dates; students post per chapter; the teacher sees who is behind.
 * Under /schome/service/readingActivitesJoin/readingBookGroup:
 *
 * GET  list                         my class's readings (students) or the ones I run (teachers)
 * GET  detail?bookGroupKey=         chapters with my posts; the teacher also gets every student's progress
 * POST save { title, bookTitle, bookAuthor, grade, classNo, description, chapterList }   teachers
 * POST post { chapterKey, content } a student of the class; a second save edits the post
 */
export const BOOK_GROUP_MESSAGES = {
  loginRequired: '로그인이 필요합니다.',
  notFound: '함께 읽기를 찾을 수 없습니다.',
  chapterNotFound: '챕터를 찾을 수 없습니다.',
  teacherOnly: '선생님만 함께 읽기를 만들 수 있습니다.',
  studentOnly: '함께 읽는 반 학생만 글을 쓸 수 있습니다.',
  saved: '함께 읽기를 만들었습니다.',
  posted: '저장되었습니다.',
} as const;

const dueDate = z
  .string({ error: 'dueDate: 마감일을 입력해주세요.' })
  .refine(isCalendarDate, { error: 'dueDate: 날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.' });

export const bookGroupChapterInputSchema = z.object({
  title: labelledText('chapterTitle', '챕터 이름', 100),
  dueDate,
});
export const bookGroupSaveRequestSchema = z.object({
  title: labelledText('title', '제목', 100),
  bookTitle: labelledText('bookTitle', '책 제목', 200),
  bookAuthor: labelledText('bookAuthor', '지은이', 100, false).default(''),
  grade: z.coerce
    .number({ error: 'grade: 학년을 입력해주세요.' })
    .int()
    .min(1, { error: 'grade: 학년은 1~6 사이로 입력해주세요.' })
    .max(6, { error: 'grade: 학년은 1~6 사이로 입력해주세요.' }),
  classNo: z.coerce
    .number({ error: 'classNo: 반을 입력해주세요.' })
    .int()
    .min(1, { error: 'classNo: 반은 1~30 사이로 입력해주세요.' })
    .max(30, { error: 'classNo: 반은 1~30 사이로 입력해주세요.' }),
  description: labelledText('description', '안내', 1000, false).default(''),
  chapterList: z
    .array(bookGroupChapterInputSchema)
    .min(1, { error: 'chapterList: 챕터를 한 개 이상 입력해주세요.' })
    .max(30, { error: 'chapterList: 챕터는 30개까지 입력할 수 있습니다.' }),
});
export type BookGroupSaveRequest = z.input<typeof bookGroupSaveRequestSchema>;

export const bookGroupKeyRequestSchema = z.object({
  bookGroupKey: keySchema('bookGroupKey', '함께 읽기 번호'),
});
export const bookGroupPostRequestSchema = z.object({
  chapterKey: keySchema('chapterKey', '챕터 번호'),
  content: labelledText('content', '내용', 2000),
});
export type BookGroupPostRequest = z.input<typeof bookGroupPostRequestSchema>;

export const bookGroupSummarySchema = z.object({
  bookGroupKey: z.number().int(),
  title: z.string(),
  bookTitle: z.string(),
  bookAuthor: z.string(),
  grade: z.number().int(),
  classNo: z.number().int(),
  teacherName: z.string(),
  chapterCount: z.number().int(),
  /** Chapters I posted for (students); for a teacher, posts written in all. */
  doneCount: z.number().int(),
  /** The nearest due date not yet passed, or null when every chapter is due. */
  nextDueDate: z.string().nullable(),
  regDate: z.string(),
});
export type BookGroupSummary = z.infer<typeof bookGroupSummarySchema>;
export const bookGroupListResponseSchema = envelopeSchema(
  z.object({ list: z.array(bookGroupSummarySchema), totalCount: z.number().int() }),
);

export const bookGroupChapterSchema = z.object({
  chapterKey: z.number().int(),
  chapterNo: z.number().int(),
  title: z.string(),
  dueDate: z.string(),
  myPost: z.object({ content: z.string(), regDate: z.string() }).nullable(),
  postCount: z.number().int(),
});
export const bookGroupProgressSchema = z.object({
  memberKey: z.number().int(),
  name: z.string(),
  doneCount: z.number().int(),
  /** Chapters past their due date without a post. */
  lateCount: z.number().int(),
  behindYn: z.enum(['Y', 'N']),
  postedChapterNos: z.array(z.number().int()),
});
export const bookGroupDetailSchema = bookGroupSummarySchema.extend({
  description: z.string(),
  teacherYn: z.enum(['Y', 'N']),
  chapterList: z.array(bookGroupChapterSchema),
  /** The teacher's view: every student of the class, the ones behind first; empty for students. */
  progressList: z.array(bookGroupProgressSchema),
  /** Posts per chapter (teacher's view): each student's text, newest first. */
  postList: z.array(
    z.object({ chapterKey: z.number().int(), name: z.string(), content: z.string(), regDate: z.string() }),
  ),
});
export type BookGroupDetail = z.infer<typeof bookGroupDetailSchema>;
export const bookGroupDetailResponseSchema = envelopeSchema(bookGroupDetailSchema);
export const bookGroupDoneResponseSchema = envelopeSchema(z.object({ bookGroupKey: z.number().int() }));
