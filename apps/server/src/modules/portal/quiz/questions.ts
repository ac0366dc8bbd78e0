import {
  type AnsweredQuestion,
  type AuthoredQuestion,
  normaliseAnswer,
  type PublicQuestion,
  type QuestionInput,
} from '@reading/contract/quiz/questions';
import type { BannedWordCheck } from '../block-words/public.ts';
import type { QuestionDraft, QuestionRow } from './quiz.repository.ts';

/**
 * Questions of quizzes and contests (decision 140): what a client may see before answering, and the
 * server's check of an answer. The answer and the explanation leave the server only in `answered` and
 * `authored`, after the member answered or to the question's author.
 */
export const publicQuestion = (q: QuestionRow): PublicQuestion => ({
  questionKey: q.questionKey,
  questionNo: q.questionNo,
  questionTypeCode: q.questionTypeCode,
  question: q.question,
  choiceList: q.questionTypeCode === '01' ? ['O', 'X'] : q.choiceList,
});

export const authoredQuestion = (q: QuestionRow): AuthoredQuestion => ({
  ...publicQuestion(q),
  answer: q.answer,
  explanation: q.explanation,
});

export const isCorrect = (q: Pick<QuestionRow, 'answer'>, answer: string | null | undefined) =>
  answer != null && answer !== '' && normaliseAnswer(answer) === normaliseAnswer(q.answer);

export const answeredQuestion = (q: QuestionRow, myAnswer: string | null): AnsweredQuestion => ({
  ...authoredQuestion(q),
  myAnswer,
  correctYn: isCorrect(q, myAnswer) ? 'Y' : 'N',
});

/** The question rows to store from a form; every text a member wrote passes the banned-word check. */
export async function questionDrafts(
  bannedWords: BannedWordCheck,
  list: QuestionInput[],
): Promise<QuestionDraft[]> {
  const drafts = list.map((q) => ({
    questionTypeCode: q.questionTypeCode,
    question: q.question.trim(),
    choiceList: q.questionTypeCode === '02' ? (q.choiceList ?? []).map((c) => c.trim()) : [],
    answer: q.answer.trim(),
    explanation: (q.explanation ?? '').trim(),
  }));
  await bannedWords.assertClean(
    ...drafts.flatMap((d) => [d.question, d.answer, d.explanation, ...d.choiceList]),
  );
  return drafts;
}
