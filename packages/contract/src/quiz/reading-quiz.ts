import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';
import { maskingYnSchema } from '../validators/masking.ts';
import {
  answerEntrySchema,
  answeredQuestionSchema,
  authoredQuestionSchema,
  lineSchema,
  publicQuestionSchema,
  questionListSchema,
} from './questions.ts';

/**
 * Reading quizzes (issue 17; spec 001 §2.2 readingQuiz, readingQuizDetail, readingQuizDetailAnswer,
 * readingQuizDetailTeacher, readingQuizCreate, ReadingQuizUpdate, QuizList, MyQuizActivities; §7
 * readingQuizSchool/detail; decision 140). Under /schome/service/readingActivitesJoin/readingQuizSchool:
 *
 * GET  list?scopeCode=school|national      the school's approved quizzes or the nationwide ones (by book)
 * GET  detail?quizKey=                     the quiz with its questions, without answers
 * POST answer { quizKey, answerList }      checks on the server, stores the score once, answers the result
 * GET  result?quizKey=                     my result with answers and explanations (after answering)
 * GET  teacher?quizKey=                    the school's teacher: answers, statistics per question, takers
 * POST save { quizKey?, ... }              a teacher's quiz is approved; a student's waits for approval
 * POST approve { quizKey, approveYn }      a teacher of the school approves or returns a student's quiz
 * POST hide { quizKey, hideYn }            a teacher of the school hides a published quiz or shows it again
 * POST delete { quizKey }                  its writer (before anyone answered) or a teacher of the school
 * GET  manage                              the school's students' quizzes, every state (teachers' switch)
 * GET  my                                  MyQuizActivities: quizzes I solved and made
 */
export const QUIZ_MESSAGES = {
  loginRequired: '로그인이 필요합니다.',
  notFound: '퀴즈를 찾을 수 없습니다.',
  answered: '채점이 완료되었습니다.',
  alreadyAnswered: '이미 푼 퀴즈입니다.',
  answerFirst: '퀴즈를 먼저 풀어주세요.',
  answerMissing: '모든 문제에 답해주세요.',
  answerInvalid: '답이 퀴즈의 문제와 맞지 않습니다.',
  teacherOnly: '선생님만 이용할 수 있습니다.',
  saved: '저장되었습니다.',
  savedPending: '저장되었습니다. 선생님이 승인하면 공개됩니다.',
  approved: '승인되었습니다.',
  returned: '반려되었습니다.',
  deleted: '삭제되었습니다.',
  notYours: '본인이 만든 퀴즈만 수정할 수 있습니다.',
  lockedAnswered: '푼 사람이 있는 퀴즈는 수정하거나 삭제할 수 없습니다.',
  noSchool: '학교 회원만 퀴즈를 만들 수 있습니다.',
  notPending: '승인을 기다리는 퀴즈가 아닙니다.',
  hidden: '퀴즈를 숨겼습니다.',
  shown: '퀴즈를 다시 공개했습니다.',
  notPublished: '공개되었거나 숨긴 퀴즈만 숨김을 바꿀 수 있습니다.',
} as const;

export const QUIZ_SCOPES = { school: 'school', national: 'national' } as const;
export const QUIZ_STATUS = {
  approved: 'approved',
  pending: 'pending',
  returned: 'returned',
  hidden: 'hidden',
} as const;
export const QUIZ_STATUS_NAMES: Record<string, string> = {
  approved: '공개',
  pending: '승인 대기',
  returned: '반려',
  hidden: '숨김',
};

const quizKey = keySchema('quizKey', '퀴즈 번호');

export const quizListRequestSchema = z.object({
  scopeCode: z.enum(['school', 'national']).default('school'),
});
export const quizKeyRequestSchema = z.object({ quizKey });
/** detail: the spec's call sends maskingYN Y (001 §7); N unmasks nothing (decision 292). */
export const quizViewRequestSchema = z.object({ quizKey, maskingYN: maskingYnSchema });

export const quizSummarySchema = z.object({
  quizKey: z.number().int(),
  quizTitle: z.string(),
  bookTitle: z.string(),
  bookAuthor: z.string(),
  scopeCode: z.string(),
  schKey: z.number().int().nullable(),
  statusCode: z.string(),
  writerName: z.string(),
  /** Null beside a masked name (decisions 230, 292). */
  writerKey: z.number().int().nullable(),
  questionCount: z.number().int(),
  solveCount: z.number().int(),
  mySolvedYn: z.enum(['Y', 'N']),
  myScore: z.number().int().nullable(),
  regDate: z.string(),
});
export type QuizSummary = z.infer<typeof quizSummarySchema>;

export const quizListResponseSchema = envelopeSchema(
  z.object({ list: z.array(quizSummarySchema), totalCount: z.number().int() }),
);

export const quizDetailSchema = quizSummarySchema.extend({ questionList: z.array(publicQuestionSchema) });
export type QuizDetail = z.infer<typeof quizDetailSchema>;
export const quizDetailResponseSchema = envelopeSchema(quizDetailSchema);

export const quizAnswerRequestSchema = z.object({
  quizKey,
  answerList: z.array(answerEntrySchema).max(20),
});
export type QuizAnswerRequest = z.input<typeof quizAnswerRequestSchema>;

export const quizResultSchema = quizSummarySchema.extend({
  score: z.number().int(),
  correctCount: z.number().int(),
  questionCount: z.number().int(),
  questionList: z.array(answeredQuestionSchema),
});
export type QuizResult = z.infer<typeof quizResultSchema>;
export const quizResultResponseSchema = envelopeSchema(quizResultSchema);

export const quizTeacherSchema = quizSummarySchema.extend({
  questionList: z.array(
    authoredQuestionSchema.extend({
      answerCount: z.number().int(),
      correctCount: z.number().int(),
      correctRate: z.number().int(),
      answerBreakdown: z.array(z.object({ answer: z.string(), count: z.number().int() })),
    }),
  ),
  takerList: z.array(
    z.object({
      memberKey: z.number().int(),
      name: z.string(),
      grade: z.number().int().nullable(),
      classNo: z.number().int().nullable(),
      score: z.number().int(),
      regDate: z.string(),
    }),
  ),
  averageScore: z.number().int(),
});
export type QuizTeacherView = z.infer<typeof quizTeacherSchema>;
export const quizTeacherResponseSchema = envelopeSchema(quizTeacherSchema);

export const quizSaveRequestSchema = z.object({
  quizKey: quizKey.optional(),
  quizTitle: lineSchema('퀴즈 제목', 100),
  bookTitle: lineSchema('책 제목', 200),
  bookAuthor: z.string().trim().max(100, { error: '지은이는 100자까지 입력할 수 있습니다.' }).default(''),
  scopeCode: z.enum(['school', 'national'], { error: '공개 범위를 선택해주세요.' }).default('school'),
  questionList: questionListSchema,
});
export type QuizSaveRequest = z.input<typeof quizSaveRequestSchema>;
export const quizEditResponseSchema = envelopeSchema(
  quizSummarySchema.extend({ questionList: z.array(authoredQuestionSchema) }),
);

export const quizApproveRequestSchema = z.object({ quizKey, approveYn: z.enum(['Y', 'N']) });
export const quizHideRequestSchema = z.object({ quizKey, hideYn: z.enum(['Y', 'N']) });
export const quizDoneResponseSchema = envelopeSchema(z.object({ quizKey: z.number().int() }));

/** A golden-bell contest a member played (MyQuizActivities, myReadingContest readingQuizContest). */
export const playedContestSchema = z.object({
  contestKey: z.number().int(),
  contestTitle: z.string(),
  statusCode: z.string(),
  playerStatusCode: z.string(),
  correctCount: z.number().int(),
  regDate: z.string(),
});

export const myQuizActivitiesResponseSchema = envelopeSchema(
  z.object({
    solvedList: z.array(quizSummarySchema),
    madeList: z.array(quizSummarySchema),
    contestList: z.array(playedContestSchema),
  }),
);
