import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import { CONTEST_MESSAGES, type ContestEvent } from '@reading/contract/quiz/golden-bell';
import { type SQL, sql } from 'drizzle-orm';
import { conflict, forbidden, notFound } from '../../../lib/errors.ts';
import { type Actor, requireActor } from '../core/actor.ts';
import type { PortalFace } from '../mypage/public.ts';
import type { ContestRepository } from './contest.repository.ts';
import type { ContestAccess } from './contest-access.ts';
import { isCorrect, publicQuestion } from './questions.ts';
import { isoDate } from './quiz.service.ts';

/**
 * A golden bell's live run (issue 17; decisions 141, 237, 253): each question opens for every pupil at
 * once with a deadline set by the database's clock; answers after it are refused; marking puts out
 * whoever has no right answer; the teacher may revive; finishing crowns those left. Every change is
 * published on the contest's channel, and a stream that reconnects is sent the open question again.
 */
export function createContestRun(
  deps: {
    repository: ContestRepository;
    publish: (event: ContestEvent) => Promise<void>;
    notification: (event: ContestEvent) => SQL;
    portal: () => PortalFace;
  },
  access: ContestAccess,
) {
  const { repository, publish } = deps;
  const { runnable, seenBy, isTarget } = access;

  return {
    /** Takes an answer only before the deadline by the database's clock; once per question. */
    async answer(
      actorOrNull: Actor | null,
      input: { contestKey: number; questionNo: number; answer: string },
    ) {
      const actor = requireActor(actorOrNull);
      // Two statements after the caller's (decision 237): what the answer needs, then the answer stored
      // and the board told at once.
      const found = await repository.answerContext(input.contestKey, actor.memberKey, input.questionNo);
      if (!found || !seenBy(actor, found.contest)) throw notFound(CONTEST_MESSAGES.notFound);
      const row = found.contest;
      if (!found.playerStatus) throw forbidden(CONTEST_MESSAGES.notPlayer);
      if (found.playerStatus !== 'alive') throw conflict(CONTEST_MESSAGES.eliminated);
      if (row.statusCode !== 'live' || row.currentNo !== input.questionNo)
        throw conflict(CONTEST_MESSAGES.notOpen);
      if (row.phaseCode !== 'open') throw conflict(CONTEST_MESSAGES.late);
      if (!found.question) throw conflict(CONTEST_MESSAGES.notOpen);
      const stored = await repository.answer(
        {
          contestKey: row.contestKey,
          questionNo: input.questionNo,
          memberKey: actor.memberKey,
          answer: input.answer,
          correct: isCorrect(found.question, input.answer),
        },
        deps.notification({ type: 'players', contestKey: row.contestKey }),
      );
      if (stored === 'late') throw conflict(CONTEST_MESSAGES.late);
      if (stored === 'again') throw conflict(CONTEST_MESSAGES.alreadyAnswered);
      return { contestKey: row.contestKey };
    },

    /** Opens the next question for everyone (the first one starts the contest). */
    async next(actorOrNull: Actor | null, contestKey: number) {
      const row = await runnable(actorOrNull, contestKey);
      if (row.statusCode !== 'ready' && row.statusCode !== 'live') throw conflict(CONTEST_MESSAGES.notOpen);
      if (row.statusCode === 'live' && row.phaseCode !== 'revealed')
        throw conflict(CONTEST_MESSAGES.revealFirst);
      const questions = await repository.questions(contestKey);
      const question = questions.find((q) => q.questionNo === row.currentNo + 1);
      if (!question) throw conflict(CONTEST_MESSAGES.noMoreQuestions);
      const moved = await repository.advance(contestKey, row, {
        statusCode: 'live',
        currentNo: question.questionNo,
        phaseCode: 'open',
        openedAt: sql`now()`,
        closesAt: sql`now() + make_interval(secs => ${row.timeLimitSec})`,
      });
      if (!moved?.closesAt) throw conflict(CONTEST_MESSAGES.notOpen);
      await publish({
        type: 'question',
        contestKey,
        questionNo: question.questionNo,
        question: publicQuestion(question),
        closesAt: isoDate(moved.closesAt),
        serverNow: isoDate(moved.now),
      });
      return { contestKey };
    },

    /** After the deadline: shows the answer; who has no right answer is out. */
    async reveal(actorOrNull: Actor | null, contestKey: number) {
      const row = await runnable(actorOrNull, contestKey);
      if (row.statusCode !== 'live' || row.phaseCode !== 'open') throw conflict(CONTEST_MESSAGES.notOpen);
      const now = await repository.now();
      if (row.closesAt && row.closesAt > now) throw conflict(CONTEST_MESSAGES.stillOpen);
      const moved = await repository.advance(contestKey, row, { phaseCode: 'revealed' });
      if (!moved) throw conflict(CONTEST_MESSAGES.notOpen);
      const outKeys = await repository.mark(contestKey, row.currentNo);
      const question = (await repository.questions(contestKey)).find((q) => q.questionNo === row.currentNo)!;
      await publish({
        type: 'reveal',
        contestKey,
        questionNo: row.currentNo,
        answer: question.answer,
        outKeys,
      });
      return { contestKey };
    },

    async revive(actorOrNull: Actor | null, contestKey: number, memberKey: number) {
      const row = await runnable(actorOrNull, contestKey);
      if (row.statusCode !== 'live') throw conflict(CONTEST_MESSAGES.notOpen);
      const player = await repository.player(contestKey, memberKey);
      if (!player) throw notFound(CONTEST_MESSAGES.notPlayer);
      if (player.statusCode !== 'out') throw conflict(CONTEST_MESSAGES.notOut);
      await repository.setPlayer(contestKey, memberKey, { statusCode: 'alive', outNo: null });
      await publish({ type: 'players', contestKey });
      return { contestKey };
    },

    /** Ends the contest: those left win; every player's round counts for badge 05. */
    async finish(actorOrNull: Actor | null, contestKey: number) {
      const row = await runnable(actorOrNull, contestKey);
      if (row.statusCode === 'live' && row.phaseCode !== 'revealed')
        throw conflict(CONTEST_MESSAGES.revealFirst);
      if (row.statusCode !== 'live' && row.statusCode !== 'ready') throw conflict(CONTEST_MESSAGES.notOpen);
      const moved = await repository.advance(contestKey, row, {
        statusCode: 'finished',
        finishedAt: sql`now()`,
      });
      if (!moved) throw conflict(CONTEST_MESSAGES.notOpen);
      await repository.crownWinners(contestKey);
      const players = await repository.players(contestKey, row.currentNo);
      for (const p of players)
        await deps.portal().reportActivity({
          kind: 'goldenBellPlayed',
          memberKey: p.memberKey,
          sourceKey: `contest:${contestKey}`,
        });
      await publish({ type: 'finished', contestKey });
      return { contestKey };
    },

    /**
     * Whether a member may follow a contest's live stream (404 otherwise): its host, or a pupil of its
     * target class once it is no draft. Other teachers of the school and other classes hear nothing.
     */
    async assertStreamable(
      actor: Pick<Actor, 'memberKey' | 'memberTypeCode' | 'schKey' | 'grade' | 'classNo'>,
      contestKey: number,
    ) {
      const row = await repository.find(contestKey);
      if (!row || row.schKey !== actor.schKey) throw notFound(CONTEST_MESSAGES.notFound);
      if (row.teacherKey === actor.memberKey) return;
      const pupil = actor.memberTypeCode === MEMBER_TYPES.student;
      if (pupil && row.statusCode !== 'draft' && isTarget(row, actor)) return;
      throw notFound(CONTEST_MESSAGES.notFound);
    },

    /**
     * The question open now, as its `question` event (decision 253): what a stream that reconnects with
     * Last-Event-ID is sent when it missed it. Null when no question is open.
     */
    async openQuestion(contestKey: number): Promise<Extract<ContestEvent, { type: 'question' }> | null> {
      const row = await repository.find(contestKey);
      if (row?.statusCode !== 'live' || row.phaseCode !== 'open' || !row.closesAt) return null;
      const question = (await repository.questions(contestKey)).find((q) => q.questionNo === row.currentNo);
      if (!question) return null;
      return {
        type: 'question',
        contestKey,
        questionNo: question.questionNo,
        question: publicQuestion(question),
        closesAt: isoDate(row.closesAt),
        serverNow: isoDate(await repository.now()),
      };
    },
  };
}
