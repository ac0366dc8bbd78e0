import { josaOf } from '@reading/contract/korean/josa';
import { MARATHON_MESSAGES as M, MARATHON_TYPE } from '@reading/contract/marathon/codes';
import type { diarySaveRequestSchema, ReadingDiary } from '@reading/contract/marathon/diary';
import type { z } from 'zod';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import type { Actor } from '../core/actor.ts';
import { shownMember } from '../core/member-names.ts';
import type { DiaryRow, MarathonRow } from './marathon.repository.ts';
import { type MarathonDeps, requireMember } from './marathon.service.ts';
import { goalLabelOf, progressOf } from './progress.ts';

type DiaryInput = z.output<typeof diarySaveRequestSchema>;

const toDiary = (row: DiaryRow): ReadingDiary => ({
  readingDiaryKey: row.readingDiaryKey,
  readingMarathonKey: row.readingMarathonKey,
  bookKey: row.bookKey,
  bookTitle: row.bookTitle,
  bookAuthor: row.bookAuthor,
  readPages: row.readPages,
  readDate: row.readDate,
  content: row.content,
  regDate: row.createdAt.toISOString(),
});

/**
 * Reading diaries and progress (issue 19; decision 181). A participant writes a diary per book while
 * the marathon runs; after each diary the server computes the rule's progress, tells the member at
 * halfway and at the finish (once each), records the completion day and reports badge 07.
 */
export function createDiaryService(deps: MarathonDeps & { today: () => string }) {
  const { repository } = deps;
  const now = () => deps.clock.now();

  async function visible(actor: Actor, key: number): Promise<MarathonRow> {
    const row = await repository.find(key, deps.today(), {
      memberKey: actor.memberKey,
      schKey: actor.schKey,
    });
    if (!row) throw notFound(M.notFound);
    return row;
  }
  const ruleOf = async (row: MarathonRow) => ({
    ...row,
    bookKeys: (await repository.books(row.readingMarathonKey)).map((b) => b.bookKey),
  });

  return {
    /** My diaries of a marathon, or of one of its books (listOfCreateMarathonDiary, …ForBook). */
    async list(actorOrNull: Actor | null, key: number, bookKey?: number) {
      const actor = requireMember(actorOrNull);
      await visible(actor, key);
      const list = (await repository.diaries(key, actor.memberKey, bookKey)).map(toDiary);
      return { list, totalCount: list.length };
    },

    /** createReadingDiary: answers the diary and my progress after it. */
    async save(actorOrNull: Actor | null, input: DiaryInput) {
      const actor = requireMember(actorOrNull);
      const row = await visible(actor, input.readingMarathonKey);
      const joined = await repository.participation(row.readingMarathonKey, actor.memberKey);
      if (!joined) throw forbidden(M.diaryJoinFirst);
      if (row.progressStatus !== '02') throw conflict(M.diaryNotRunning);
      const today = deps.today();
      if (input.readDate < row.startDate || input.readDate > row.endDate || input.readDate > today)
        throw badRequest(`readDate: ${M.diaryOutsidePeriod}`);
      const rule = await ruleOf(row);
      const book = await deps.catalogue.book(input.bookKey);
      if (!book) throw notFound(M.bookNotFound);
      if (row.typeCode === MARATHON_TYPE.specific && !rule.bookKeys.includes(input.bookKey))
        throw badRequest(`bookKey: ${M.diaryBookNotChosen}`);
      if (row.typeCode === MARATHON_TYPE.subject && !(book.kdc ?? '').startsWith(row.kdcCode ?? '-'))
        throw badRequest(`bookKey: ${M.diaryBookOffSubject}`);
      await deps.bannedWords.assertClean(input.content);
      const diary = await repository.addDiary({
        readingMarathonKey: row.readingMarathonKey,
        memberKey: actor.memberKey,
        bookKey: input.bookKey,
        bookTitle: book.title,
        bookAuthor: book.author ?? '',
        kdc: book.kdc,
        readPages: input.readPages,
        readDate: input.readDate,
        content: input.content,
      });
      const [read] = await repository.stats(row.readingMarathonKey, [actor.memberKey]);
      let progress = progressOf(rule, read, joined.completedAt);
      const key = row.readingMarathonKey;
      if (progress.progressRate >= 100) {
        const at = now();
        if (await repository.complete(key, actor.memberKey, at)) {
          await repository.markHalfway(key, actor.memberKey, at);
          progress = progressOf(rule, read, at);
          const portal = deps.portal();
          await portal.reportActivity({
            kind: 'marathonCompleted',
            memberKey: actor.memberKey,
            sourceKey: `marathon:${key}`,
          });
          await portal.notify(actor.memberKey, {
            kind: 'marathon',
            title: `독서마라톤 '${row.name}'${josaOf(row.name, '을/를')} 완주했습니다.`,
            linkRoute: 'MyBadge',
            dedupeKey: `marathon:finish:${key}`,
          });
        }
      } else if (progress.progressRate >= 50 && (await repository.markHalfway(key, actor.memberKey, now()))) {
        await deps.portal().notify(actor.memberKey, {
          kind: 'marathon',
          title: `독서마라톤 '${row.name}'의 절반을 달렸습니다.`,
          linkRoute: 'contestMarathonDiary',
          dedupeKey: `marathon:halfway:${key}`,
        });
      }
      return { diary: toDiary(diary), myProgress: progress };
    },

    /**
     * The maker's view: every participant's progress by the marathon's rule. Names by the one masking
     * rule (decision 230): a nationwide marathon's participants of other schools come masked, without
     * their key, grade or class.
     */
    async progress(actorOrNull: Actor | null, key: number) {
      const actor = requireMember(actorOrNull);
      const row = await visible(actor, key);
      if (row.makerKey !== actor.memberKey) throw forbidden(M.progressMakerOnly);
      const rule = await ruleOf(row);
      const [people, stats] = await Promise.all([repository.participants(key), repository.stats(key)]);
      const statsBy = new Map(stats.map((s) => [s.memberKey, s]));
      const participantList = people.map((p) => {
        const shown = shownMember(actor, p);
        const known = shown.memberKey !== null;
        return {
          memberKey: shown.memberKey,
          name: shown.name,
          grade: known ? p.grade : null,
          classNo: known ? p.classNo : null,
          joinDate: p.joinedAt.toISOString(),
          ...progressOf(rule, statsBy.get(p.memberKey), p.completedAt),
        };
      });
      const total = participantList.reduce((n, p) => n + p.progressRate, 0);
      return {
        readingMarathonKey: key,
        goalLabel: goalLabelOf(row, rule.bookKeys.length),
        participantList,
        completedCount: participantList.filter((p) => p.completedYn === 'Y').length,
        averageRate: participantList.length === 0 ? 0 : Math.round(total / participantList.length),
      };
    },
  };
}

export type DiaryService = ReturnType<typeof createDiaryService>;
