import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { withJosa } from '../korean/josa.ts';
import { keySchema } from '../library/common.ts';
import { isCalendarDate } from '../validators/calendar-date.ts';
import { bookAuthorSchema, requiredText } from './fields.ts';

/**
 * Discussion rooms (issue 18; spec 001 §2.2 readingDiscussionRoom, ReadingDiscussionDetail,
 * ReadingDiscussionDetailTeacher, ReadingDiscussionForm; spec 000 §3 request type Y pro/con, N general;
 * decision 172). A teacher opens a room on a book with a question and a period; opinions are comments
 * of the engine (target type 'discussion', sides pro/con when the room is Y). Under
 * /schome/service/readingActivitesJoin/readingDiscussion:
 *
 * GET  list?stateCode=open|closed|all     the rooms a member sees: their school's and nationwide ones
 * GET  detail?roomKey=                    the room, its state and the side counts
 * POST save { roomKey?, ... }             ReadingDiscussionForm: a teacher of a school opens or edits a room
 * POST summary { roomKey, summary }       the room's teacher writes the summary (ReadingDiscussionDetailTeacher)
 * POST close { roomKey }                  the room's teacher ends it before its end date
 */
export const DISCUSSION_MESSAGES = {
  loginRequired: '로그인이 필요합니다.',
  notFound: '토론방을 찾을 수 없습니다.',
  teacherOnly: '선생님만 토론방을 열 수 있습니다.',
  notYours: '토론방을 연 선생님 학교의 선생님만 관리할 수 있습니다.',
  saved: '토론방이 저장되었습니다.',
  summarised: '토론 정리를 저장했습니다.',
  closed: '토론을 마쳤습니다.',
  alreadyClosed: '이미 끝난 토론입니다.',
  notStarted: '아직 시작하지 않은 토론입니다.',
  ended: '토론이 끝나 의견을 쓸 수 없습니다.',
  otherSchoolWrite: '다른 학교 토론방에는 의견을 쓸 수 없습니다.',
  periodInvalid: 'endDate: 마치는 날은 시작하는 날 이후여야 합니다.',
} as const;

export const DISCUSSION_STATES = { upcoming: 'upcoming', open: 'open', closed: 'closed' } as const;
export const DISCUSSION_STATE_NAMES: Record<string, string> = {
  upcoming: '예정',
  open: '진행 중',
  closed: '종료',
};
export const REQUEST_TYPE_LABELS: Record<'Y' | 'N', string> = { Y: '찬반 토론', N: '자유 토론' };

const roomKey = keySchema('roomKey', '토론방 번호');
const day = (field: string, label: string) =>
  z
    .string({ error: `${field}: ${withJosa(label, '을/를')} 입력해주세요.` })
    .refine(isCalendarDate, { error: `${field}: ${withJosa(label, '을/를')} YYYY-MM-DD로 입력해주세요.` });

export const discussionListRequestSchema = z.object({
  stateCode: z.enum(['open', 'closed', 'upcoming', 'all']).default('all'),
});
export const discussionKeyRequestSchema = z.object({ roomKey });

export const discussionSaveRequestSchema = z
  .object({
    roomKey: roomKey.optional(),
    title: requiredText('title', '토론 제목', 100),
    question: requiredText('question', '토론 질문', 500, true),
    bookTitle: requiredText('bookTitle', '책 제목', 200),
    bookAuthor: bookAuthorSchema,
    requestType: z.enum(['Y', 'N'], { error: 'requestType: 토론 방식을 선택해주세요.' }),
    scopeCode: z
      .enum(['school', 'national'], { error: 'scopeCode: 공개 범위를 선택해주세요.' })
      .default('school'),
    maskingYn: z.enum(['Y', 'N']).default('Y'),
    startDate: day('startDate', '시작하는 날'),
    endDate: day('endDate', '마치는 날'),
  })
  .refine((v) => v.endDate >= v.startDate, { error: DISCUSSION_MESSAGES.periodInvalid, path: ['endDate'] });
export type DiscussionSaveRequest = z.input<typeof discussionSaveRequestSchema>;

export const discussionSummaryRequestSchema = z.object({
  roomKey,
  summary: requiredText('summary', '토론 정리', 2000, true),
});

export const discussionSummarySchema = z.object({
  roomKey: z.number().int(),
  title: z.string(),
  question: z.string(),
  bookTitle: z.string(),
  bookAuthor: z.string(),
  requestType: z.enum(['Y', 'N']),
  scopeCode: z.string(),
  maskingYn: z.enum(['Y', 'N']),
  startDate: z.string(),
  endDate: z.string(),
  stateCode: z.enum(['upcoming', 'open', 'closed']),
  schName: z.string(),
  writerName: z.string(),
  commentCount: z.number().int(),
  regDate: z.string(),
});
export type DiscussionSummary = z.infer<typeof discussionSummarySchema>;
export const discussionListResponseSchema = envelopeSchema(
  z.object({ list: z.array(discussionSummarySchema), totalCount: z.number().int() }),
);
export const discussionDetailSchema = discussionSummarySchema.extend({
  summary: z.string().nullable(),
  canManageYn: z.enum(['Y', 'N']),
});
export type DiscussionDetail = z.infer<typeof discussionDetailSchema>;
export const discussionDetailResponseSchema = envelopeSchema(discussionDetailSchema);
export const discussionDoneResponseSchema = envelopeSchema(z.object({ roomKey: z.number().int() }));
