import { CURATION_MESSAGES, type customizedRequestSchema } from '@reading/contract/curation/curation';
import type { z } from 'zod';
import { koreaDate } from '../../../lib/clock.ts';
import { notFound } from '../../../lib/errors.ts';
import type { CurationService } from './curation.service.ts';
import type { MyActivitiesRepository } from './my-activities.repository.ts';

type Answers = z.output<typeof customizedRequestSchema>;
type Row = Awaited<ReturnType<MyActivitiesRepository['saveAnswers']>>;
type Member = { memberKey: number; memberTypeCode: string | null };

const answersOf = (row: Row) => ({
  answerKey: row.answerKey,
  grade: row.grade,
  interests: row.interests as Answers['interests'],
  favouriteBookKeys: row.favouriteBookKeys,
  readingLevel: row.readingLevel as Answers['readingLevel'],
  regDate: koreaDate(row.createdAt),
});

/**
 * MyActivitesCuration (decision 111): the member's own picks, whose reasons they rewrite or which they
 * remove, and the questionnaires they kept. Every call acts on the caller's own rows only (404 else).
 */
export function createMyActivitiesService(deps: {
  repository: MyActivitiesRepository;
  curation: CurationService;
  bannedWords: { assertClean(...texts: (string | null | undefined)[]): Promise<void> };
}) {
  const { repository, curation } = deps;
  return {
    picks: (member: Member, paging: { pageIndex: number; pageSize: number }) =>
      curation.picks(member, { ...paging, mySchoolYn: 'N' }, true),

    async updatePick(member: Member, recommendKey: number, reason: string) {
      await deps.bannedWords.assertClean(reason);
      if (!(await repository.updatePickReason(member.memberKey, recommendKey, reason)))
        throw notFound(CURATION_MESSAGES.pickNotFound);
    },

    deletePick: (member: Member, recommendKey: number) => curation.deletePick(member, recommendKey),

    async saveAnswers(member: Member, answers: Answers) {
      return answersOf(
        await repository.saveAnswers({
          memberKey: member.memberKey,
          grade: answers.grade,
          interests: [...new Set(answers.interests)],
          favouriteBookKeys: [...new Set(answers.favouriteBookKeys)],
          readingLevel: answers.readingLevel,
        }),
      );
    },

    async answers(member: Member, paging: { pageIndex: number; pageSize: number }) {
      const { rows, totalCount } = await repository.answersPage(
        member.memberKey,
        paging.pageSize,
        (paging.pageIndex - 1) * paging.pageSize,
      );
      return { list: rows.map(answersOf), totalCount };
    },

    async deleteAnswers(member: Member, answerKey: number) {
      if (!(await repository.deleteAnswers(member.memberKey, answerKey)))
        throw notFound(CURATION_MESSAGES.answersNotFound);
    },
  };
}

export type MyActivitiesService = ReturnType<typeof createMyActivitiesService>;
