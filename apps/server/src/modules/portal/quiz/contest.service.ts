import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import {
  CONTEST_MESSAGES,
  type ContestBoard,
  type ContestEvent,
  type ContestResult,
  type contestFormSchema,
} from '@reading/contract/quiz/golden-bell';
import type { QuestionInput } from '@reading/contract/quiz/questions';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest, conflict, forbidden } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import { type Actor, hasTeacherRights, requireActor } from '../core/actor.ts';
import { type MaskingYn, shownMember } from '../core/member-names.ts';
import type { PortalFace } from '../mypage/public.ts';
import type { ContestRepository, ContestRow } from './contest.repository.ts';
import { createContestAccess } from './contest-access.ts';
import { createContestRun } from './contest-run.service.ts';
import { authoredQuestion, questionDrafts } from './questions.ts';
import { isoDate } from './quiz.service.ts';

type Form = z.output<typeof contestFormSchema>;

/**
 * Golden-bell contests (issue 17; decision 141). A teacher makes a contest for a grade (and class) of
 * the school, sets its questions and opens it; pupils of that class join, and the teacher runs it live
 * (`contest-run.service.ts`); afterwards the result, the score list and each member's played contests.
 */
export function createContestService(deps: {
  repository: ContestRepository;
  bannedWords: BannedWordCheck;
  publish: (event: ContestEvent) => Promise<void>;
  /** The same event as SQL, for a statement that publishes as it writes (the answer, decision 237). */
  notification: (event: ContestEvent) => SQL;
  portal: () => PortalFace;
}) {
  const { repository, bannedWords, publish } = deps;
  const access = createContestAccess(deps);
  const { teacher, visible, runnable, summary, state, playerOf } = access;

  /** The form's columns, once its texts have passed the banned-word check. */
  async function columnsOf(form: Form) {
    await bannedWords.assertClean(form.contestTitle, form.contestDesc);
    return {
      title: form.contestTitle,
      description: form.contestDesc,
      targetGrade: form.targetGrade,
      targetClassNo: form.targetClassNo,
      timeLimitSec: form.timeLimitSec,
    };
  }
  const editable = (row: ContestRow) => {
    if (row.statusCode !== 'draft' && row.statusCode !== 'ready')
      throw conflict(CONTEST_MESSAGES.notEditable);
  };

  return {
    async list(actorOrNull: Actor | null) {
      const actor = requireActor(actorOrNull);
      if (actor.schKey === null) return { list: [], totalCount: 0 };
      const rows = hasTeacherRights(actor)
        ? await repository.list(actor.schKey)
        : await repository.list(actor.schKey, actor);
      return { list: rows.map(summary), totalCount: rows.length };
    },

    async create(actorOrNull: Actor | null, form: Form) {
      const actor = teacher(actorOrNull);
      const contestKey = await repository.create({
        schKey: actor.schKey!,
        teacherKey: actor.memberKey,
        ...(await columnsOf(form)),
      });
      return { contestKey };
    },

    async update(actorOrNull: Actor | null, contestKey: number, form: Form) {
      const row = await runnable(actorOrNull, contestKey);
      editable(row);
      await repository.update(contestKey, await columnsOf(form));
      return { contestKey };
    },

    async setQuestions(actorOrNull: Actor | null, contestKey: number, list: QuestionInput[]) {
      const row = await runnable(actorOrNull, contestKey);
      editable(row);
      await repository.replaceQuestions(contestKey, await questionDrafts(bannedWords, list));
      return { contestKey };
    },

    async complete(actorOrNull: Actor | null, contestKey: number) {
      const row = await runnable(actorOrNull, contestKey);
      editable(row);
      if (row.questionCount === 0) throw badRequest(CONTEST_MESSAGES.questionsNeeded);
      await repository.update(contestKey, { statusCode: 'ready' });
      await deps.portal().notifyPupils(
        { schKey: row.schKey, grade: row.targetGrade, classNo: row.targetClassNo },
        {
          kind: 'goldenBell',
          title: `새 골든벨: ${row.title}`,
          content: '선생님이 골든벨을 열었습니다. 들어가서 참여하기를 눌러 주세요.',
          linkRoute: 'ReadingQuizContestDetail',
          linkQuery: { search: { contestKey: String(contestKey) } },
          dedupeKey: `contest:${contestKey}`,
        },
      );
      return { contestKey };
    },

    async detail(actorOrNull: Actor | null, contestKey: number) {
      const actor = requireActor(actorOrNull);
      return state(actor, await visible(actor, contestKey));
    },

    async join(actorOrNull: Actor | null, contestKey: number) {
      const actor = requireActor(actorOrNull);
      const row = await visible(actor, contestKey);
      if (actor.memberTypeCode !== MEMBER_TYPES.student) throw forbidden(CONTEST_MESSAGES.notTarget);
      if (row.statusCode === 'live' || row.statusCode === 'finished')
        throw conflict(CONTEST_MESSAGES.alreadyStarted);
      if (row.statusCode !== 'ready') throw conflict(CONTEST_MESSAGES.notReady);
      await repository.join(contestKey, actor.memberKey);
      await publish({ type: 'players', contestKey });
      return { contestKey };
    },

    /** The teacher's board: the live state, every player and whether they answered, the questions. */
    async board(actorOrNull: Actor | null, contestKey: number): Promise<ContestBoard> {
      const row = await runnable(actorOrNull, contestKey);
      const actor = requireActor(actorOrNull);
      const [base, players, questions] = await Promise.all([
        state(actor, row),
        repository.players(contestKey, row.currentNo),
        repository.questions(contestKey),
      ]);
      return { ...base, playerList: players.map(playerOf), questionList: questions.map(authoredQuestion) };
    },

    /** teacher/scoreList: teachers of the school. */
    async scoreList(actorOrNull: Actor | null, contestKey: number) {
      const actor = teacher(actorOrNull);
      const row = await visible(actor, contestKey);
      const list = (await repository.players(contestKey, row.currentNo)).map(playerOf);
      return { list, totalCount: list.length };
    },

    /** ReadingQuizContestDetailFinish: winners, my result, the answers and explanations. */
    async result(
      actorOrNull: Actor | null,
      contestKey: number,
      maskingYn?: MaskingYn,
    ): Promise<ContestResult> {
      const actor = requireActor(actorOrNull);
      const row = await visible(actor, contestKey);
      if (row.statusCode !== 'finished') throw conflict(CONTEST_MESSAGES.notFinished);
      const [players, questions, rates] = await Promise.all([
        repository.players(contestKey, row.currentNo),
        repository.questions(contestKey),
        repository.correctRates(contestKey),
      ]);
      const mine = players.find((p) => p.memberKey === actor.memberKey);
      return {
        ...summary(row),
        winnerList: players
          .filter((p) => p.statusCode === 'winner')
          .map((p) => {
            // Classmates read the winners masked; the host and the winner read them whole (decision 230).
            const shown = shownMember(
              actor,
              { memberKey: p.memberKey, schKey: row.schKey, name: p.name },
              maskingYn,
            );
            return { memberKey: shown.memberKey, name: shown.name };
          }),
        me: mine ? playerOf(mine) : null,
        questionList: questions
          .filter((q) => q.questionNo <= row.currentNo)
          .map((q) => ({ ...authoredQuestion(q), correctRate: rates.get(q.questionNo) ?? 0 })),
      };
    },

    /** The contests a member played (MyQuizActivities, myReadingContest). */
    async mine(actor: Actor) {
      return (await repository.playedBy(actor.memberKey)).map(({ contest, player }) => ({
        contestKey: contest.contestKey,
        contestTitle: contest.title,
        statusCode: contest.statusCode,
        playerStatusCode: player.statusCode,
        correctCount: player.correctCount,
        regDate: isoDate(contest.createdAt),
      }));
    },

    ...createContestRun(deps, access),
  };
}

export type ContestService = ReturnType<typeof createContestService>;
