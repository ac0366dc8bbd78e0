import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';
import { maskingYnSchema } from '../validators/masking.ts';
import { authoredQuestionSchema, lineSchema, publicQuestionSchema, questionListSchema } from './questions.ts';

/**
 * Golden-bell contests (issue 17; spec 001 §2.2 ReadingQuizContest*, QuizContest*, §7 readingQuizContest
 * detail and teacher/scoreList; decision 141). Under /schome/service/readingActivitesJoin/readingQuizContest:
 *
 * GET  list                                the school's contests (students: those of their grade/class)
 * POST create { contestTitle, ... }        a teacher makes a draft           (ReadingQuizContestCreate)
 * POST update { contestKey, ... }          title, target, time limit          (QuizContestUpdateForm)
 * POST questions { contestKey, questionList }                                 (QuizContestQuizUpdateForm)
 * POST complete { contestKey }             draft → ready            (ReadingQuizContestCreateComplate)
 * GET  detail?contestKey=                  the live state: the open question without its answer, the
 *                                          server's deadline and clock, my status (reconnects land here)
 * POST join / answer                       a student of the target joins; answers until the server's deadline
 * GET  teacher?contestKey=                 the teacher's board: players, who answered, the questions
 * POST start|next / reveal / revive / finish   the teacher runs it
 * GET  teacher/scoreList?contestKey=       the score list (teachers of the school)
 * GET  result?contestKey=                  the finished view: winners, my result, answers and explanations
 * GET  stream?contestKey=&ticket=          live events (SSE, fanned out by LISTEN/NOTIFY; decision 142)
 */
export const CONTEST_MESSAGES = {
  loginRequired: '로그인이 필요합니다.',
  notFound: '골든벨을 찾을 수 없습니다.',
  teacherOnly: '선생님만 골든벨을 만들고 진행할 수 있습니다.',
  notRunner: '골든벨을 만든 선생님만 진행할 수 있습니다.',
  notTarget: '골든벨 참여 대상이 아닙니다.',
  created: '골든벨이 만들어졌습니다. 문제를 추가해주세요.',
  saved: '저장되었습니다.',
  completed: '골든벨 만들기가 완료되었습니다.',
  questionsNeeded: '문제를 1개 이상 추가해주세요.',
  notEditable: '진행 중이거나 끝난 골든벨은 수정할 수 없습니다.',
  joined: '골든벨에 참여했습니다.',
  alreadyStarted: '이미 시작된 골든벨입니다.',
  notReady: '아직 참여할 수 없는 골든벨입니다.',
  notPlayer: '골든벨 참여자가 아닙니다.',
  eliminated: '탈락하여 답을 낼 수 없습니다.',
  notOpen: '지금은 답을 낼 수 없습니다.',
  late: '답변 시간이 지났습니다.',
  alreadyAnswered: '이미 답을 제출했습니다.',
  accepted: '답을 제출했습니다.',
  stillOpen: '아직 답변 시간이 남았습니다.',
  revealFirst: '정답을 먼저 공개해주세요.',
  noMoreQuestions: '더 낼 문제가 없습니다.',
  notOut: '탈락한 참여자가 아닙니다.',
  revived: '부활했습니다.',
  finished: '골든벨이 끝났습니다.',
  notFinished: '아직 끝나지 않은 골든벨입니다.',
  ticketInvalid: '실시간 연결이 만료되었습니다. 새로고침해주세요.',
} as const;

export const CONTEST_STATUS_NAMES: Record<string, string> = {
  draft: '준비 중',
  ready: '참여 가능',
  live: '진행 중',
  finished: '종료',
};
export const PLAYER_STATUS_NAMES: Record<string, string> = { alive: '생존', out: '탈락', winner: '우승' };

const contestKey = keySchema('contestKey', '골든벨 번호');
export const contestKeyRequestSchema = z.object({ contestKey });
/** detail, teacher/scoreList and result: the spec's calls send maskingYN Y (001 §7); N unmasks nothing. */
export const contestViewRequestSchema = z.object({ contestKey, maskingYN: maskingYnSchema });

export const contestFormSchema = z.object({
  contestTitle: lineSchema('골든벨 제목', 100),
  contestDesc: z.string().trim().max(500, { error: '소개는 500자까지 입력할 수 있습니다.' }).default(''),
  targetGrade: z.coerce
    .number({ error: '대상 학년을 선택해주세요.' })
    .int()
    .min(1, { error: '대상 학년을 선택해주세요.' })
    .max(6, { error: '대상 학년을 선택해주세요.' }),
  targetClassNo: z.coerce.number().int().min(1).max(20).nullable().default(null),
  timeLimitSec: z.coerce
    .number({ error: '제한 시간을 입력해주세요.' })
    .int()
    .min(5, { error: '제한 시간은 5초에서 120초 사이로 입력해주세요.' })
    .max(120, { error: '제한 시간은 5초에서 120초 사이로 입력해주세요.' })
    .default(20),
});
export type ContestForm = z.input<typeof contestFormSchema>;
export const contestUpdateRequestSchema = contestFormSchema.extend({ contestKey });
export const contestQuestionsRequestSchema = z.object({ contestKey, questionList: questionListSchema });
export const contestAnswerRequestSchema = z.object({
  contestKey,
  questionNo: z.coerce.number().int().positive().max(1000),
  answer: z
    .string()
    .trim()
    .min(1, { error: '답을 입력해주세요.' })
    .max(100, { error: '답은 100자까지 입력할 수 있습니다.' }),
});
export const contestReviveRequestSchema = z.object({
  contestKey,
  memberKey: keySchema('memberKey', '회원 번호'),
});
export const contestStreamRequestSchema = z.object({ contestKey, ticket: z.string().min(1).max(200) });

export const contestSummarySchema = z.object({
  contestKey: z.number().int(),
  contestTitle: z.string(),
  contestDesc: z.string(),
  teacherName: z.string(),
  teacherKey: z.number().int(),
  targetGrade: z.number().int(),
  targetClassNo: z.number().int().nullable(),
  timeLimitSec: z.number().int(),
  statusCode: z.string(),
  questionCount: z.number().int(),
  playerCount: z.number().int(),
  regDate: z.string(),
});
export type ContestSummary = z.infer<typeof contestSummarySchema>;
export const contestListResponseSchema = envelopeSchema(
  z.object({ list: z.array(contestSummarySchema), totalCount: z.number().int() }),
);

/** The state a screen shows; the same for a first load and a reconnect. */
export const contestStateSchema = contestSummarySchema.extend({
  currentNo: z.number().int(),
  phaseCode: z.enum(['open', 'revealed']),
  /** The open (or just revealed) question, never with its answer while open. */
  question: publicQuestionSchema.nullable(),
  /** After reveal only. */
  answer: z.string().nullable(),
  explanation: z.string().nullable(),
  closesAt: z.string().nullable(),
  serverNow: z.string(),
  aliveCount: z.number().int(),
  me: z
    .object({
      statusCode: z.string(),
      myAnswer: z.string().nullable(),
      correctCount: z.number().int(),
    })
    .nullable(),
  canJoinYn: z.enum(['Y', 'N']),
});
export type ContestState = z.infer<typeof contestStateSchema>;
export const contestStateResponseSchema = envelopeSchema(contestStateSchema);

export const playerSchema = z.object({
  memberKey: z.number().int(),
  name: z.string(),
  grade: z.number().int().nullable(),
  classNo: z.number().int().nullable(),
  statusCode: z.string(),
  outNo: z.number().int().nullable(),
  correctCount: z.number().int(),
  answeredYn: z.enum(['Y', 'N']),
});
export type Player = z.infer<typeof playerSchema>;

export const contestBoardSchema = contestStateSchema.extend({
  playerList: z.array(playerSchema),
  questionList: z.array(authoredQuestionSchema),
});
export type ContestBoard = z.infer<typeof contestBoardSchema>;
export const contestBoardResponseSchema = envelopeSchema(contestBoardSchema);

export const scoreListResponseSchema = envelopeSchema(
  z.object({ list: z.array(playerSchema), totalCount: z.number().int() }),
);

export const contestResultSchema = contestSummarySchema.extend({
  /** Winners by the one masking rule (decision 230): a classmate reads them masked, with no memberKey. */
  winnerList: z.array(z.object({ memberKey: z.number().int().nullable(), name: z.string() })),
  me: playerSchema.nullable(),
  questionList: z.array(authoredQuestionSchema.extend({ correctRate: z.number().int() })),
});
export type ContestResult = z.infer<typeof contestResultSchema>;
export const contestResultResponseSchema = envelopeSchema(contestResultSchema);
export const contestDoneResponseSchema = envelopeSchema(z.object({ contestKey: z.number().int() }));

/** What the live stream sends (event name = type). */
export type ContestEvent =
  | {
      type: 'question';
      contestKey: number;
      questionNo: number;
      question: z.infer<typeof publicQuestionSchema>;
      closesAt: string;
      serverNow: string;
    }
  | { type: 'reveal'; contestKey: number; questionNo: number; answer: string; outKeys: number[] }
  | { type: 'players'; contestKey: number }
  | { type: 'finished'; contestKey: number };
