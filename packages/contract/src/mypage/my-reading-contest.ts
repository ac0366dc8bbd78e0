import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { playedContestSchema } from '../quiz/reading-quiz.ts';

/**
 * myReadingContest (spec 001 §7: "counts, readingMarathon, readingQuizContest, balanceGame, readingContest
 * lists"; decision 291). The four lists are each area's own call under /schome/service/mypage/myReadingContest/;
 * these two are the golden bells a member played and the counts of all four:
 * - GET …/myReadingContest/readingQuizContest → myReadingQuizContestResponseSchema
 * - GET …/myReadingContest/count → myReadingContestCountResponseSchema
 */
export const myReadingQuizContestResponseSchema = envelopeSchema(
  z.object({ list: z.array(playedContestSchema), totalCount: z.number().int() }),
);

export const myReadingContestCountSchema = z.object({
  /** Marathons made or joined. */
  readingMarathonCount: z.number().int(),
  /** Golden bells played. */
  readingQuizContestCount: z.number().int(),
  /** Balance games made or voted in. */
  balanceGameCount: z.number().int(),
  /** Report-contest entries (a student) plus contests opened (a teacher or an operator). */
  readingContestCount: z.number().int(),
});
export type MyReadingContestCount = z.infer<typeof myReadingContestCountSchema>;
export const myReadingContestCountResponseSchema = envelopeSchema(myReadingContestCountSchema);
