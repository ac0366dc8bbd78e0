import { z } from 'zod';
import { hasControlCharacters } from '../community/codes.ts';
import { withJosa } from '../korean/josa.ts';
import { keySchema } from '../library/common.ts';

/**
 * Questions of reading quizzes and golden-bell contests (issue 17; decision 140): O/X, multiple choice
 * and short answer, with an explanation. The correct answer and the explanation live on the server; a
 * client receives a question without them until it has answered (decision 140).
 */
export const QUESTION_TYPES = { ox: '01', choice: '02', short: '03' } as const;
export type QuestionTypeCode = (typeof QUESTION_TYPES)[keyof typeof QUESTION_TYPES];
export const QUESTION_TYPE_NAMES: Record<QuestionTypeCode, string> = {
  '01': 'O/X',
  '02': '객관식',
  '03': '단답형',
};
export const OX_ANSWERS = ['O', 'X'] as const;

export const QUESTION_MESSAGES = {
  questionRequired: '문제를 입력해주세요.',
  answerRequired: '정답을 입력해주세요.',
  choicesNeeded: '객관식 문제에는 보기를 2개 이상 입력해주세요.',
  choiceAnswer: '객관식 정답은 보기 번호로 선택해주세요.',
  oxAnswer: 'O/X 문제의 정답은 O 또는 X입니다.',
  questionsNeeded: '문제를 1개 이상 입력해주세요.',
  tooManyQuestions: '문제는 20개까지 만들 수 있습니다.',
  unsafeText: '입력할 수 없는 문자가 포함되어 있습니다.',
} as const;

/** A short line of text a member writes (banned words are checked on the server). */
export function lineSchema(label: string, max: number) {
  return z
    .string({ error: `${withJosa(label, '을/를')} 입력해주세요.` })
    .trim()
    .min(1, { error: `${withJosa(label, '을/를')} 입력해주세요.` })
    .max(max, { error: `${withJosa(label, '은/는')} ${max}자까지 입력할 수 있습니다.` })
    .refine((v) => !hasControlCharacters(v), { error: QUESTION_MESSAGES.unsafeText });
}

export const questionInputSchema = z
  .object({
    questionTypeCode: z.enum(['01', '02', '03'], { error: '문제 유형을 선택해주세요.' }),
    question: lineSchema('문제', 300),
    choiceList: z
      .array(lineSchema('보기', 100))
      .max(5, { error: '보기는 5개까지 입력할 수 있습니다.' })
      .default([]),
    answer: lineSchema('정답', 100),
    explanation: z.string().trim().max(500, { error: '해설은 500자까지 입력할 수 있습니다.' }).default(''),
  })
  .superRefine((q, ctx) => {
    if (q.questionTypeCode === '02') {
      if (q.choiceList.length < 2) ctx.addIssue({ code: 'custom', message: QUESTION_MESSAGES.choicesNeeded });
      const n = Number(q.answer);
      if (!Number.isInteger(n) || n < 1 || n > q.choiceList.length)
        ctx.addIssue({ code: 'custom', message: QUESTION_MESSAGES.choiceAnswer });
    }
    if (q.questionTypeCode === '01' && !OX_ANSWERS.includes(q.answer as 'O'))
      ctx.addIssue({ code: 'custom', message: QUESTION_MESSAGES.oxAnswer });
  });
export type QuestionInput = z.input<typeof questionInputSchema>;

export const questionListSchema = z
  .array(questionInputSchema)
  .min(1, { error: QUESTION_MESSAGES.questionsNeeded })
  .max(20, { error: QUESTION_MESSAGES.tooManyQuestions });

/** A question as a client sees it before answering: no answer, no explanation. */
export const publicQuestionSchema = z.object({
  questionKey: z.number().int(),
  questionNo: z.number().int(),
  questionTypeCode: z.string(),
  question: z.string(),
  choiceList: z.array(z.string()),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

/** A question after answering: the answer, the explanation and what the member answered. */
export const answeredQuestionSchema = publicQuestionSchema.extend({
  answer: z.string(),
  explanation: z.string(),
  myAnswer: z.string().nullable(),
  correctYn: z.enum(['Y', 'N']),
});
export type AnsweredQuestion = z.infer<typeof answeredQuestionSchema>;

/** A question as its author edits it (the teacher's views only). */
export const authoredQuestionSchema = publicQuestionSchema.extend({
  answer: z.string(),
  explanation: z.string(),
});
export type AuthoredQuestion = z.infer<typeof authoredQuestionSchema>;

export const answerEntrySchema = z.object({
  questionKey: keySchema('questionKey', '문제 번호'),
  answer: z.string().trim().max(100, { error: '답은 100자까지 입력할 수 있습니다.' }),
});

/** How an answer is compared: O/X and choice exactly; short answer without spaces and case. */
export function normaliseAnswer(answer: string) {
  return answer.replace(/\s+/g, '').toLowerCase();
}
