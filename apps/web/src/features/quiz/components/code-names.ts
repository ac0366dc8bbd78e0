import { CONTEST_STATUS_NAMES, PLAYER_STATUS_NAMES } from '@reading/contract/quiz/golden-bell';
import { QUESTION_TYPE_NAMES } from '@reading/contract/quiz/questions';
import { QUIZ_STATUS_NAMES } from '@reading/contract/quiz/reading-quiz';
import { contestMessages, quizMessages } from '../../../messages/quiz.ts';

/**
 * The quizzes' code names in the reader's language (decision 210): the English catalogue's name for the
 * code, else the contract's Korean one.
 */
const named = (names: Record<string, string>, korean: Record<string, string>) => (code: string) =>
  names[code] ?? korean[code] ?? code;

export const quizStatusName = named(quizMessages.codes.statuses, QUIZ_STATUS_NAMES);
export const questionTypeName = named(quizMessages.codes.questionTypes, QUESTION_TYPE_NAMES);
export const contestStatusName = named(contestMessages.codes.statuses, CONTEST_STATUS_NAMES);
export const playerStatusName = named(contestMessages.codes.players, PLAYER_STATUS_NAMES);
