import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import {
  CONTEST_MESSAGES,
  type ContestBoard,
  type ContestEvent,
  type ContestResult,
  type ContestState,
  type ContestSummary,
  type contestFormSchema,
  type Player,
} from '@reading/contract/quiz/golden-bell';
import type { QuestionInput } from '@reading/contract/quiz/questions';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { member } from '../../../db/schema/portal.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import { type Actor, hasTeacherRights, requireActor } from '../core/actor.ts';
import { type MaskingYn, shownMember } from '../core/member-names.ts';
import type { PortalFace } from '../mypage/public.ts';
import type { ContestRepository, ContestRow } from './contest.repository.ts';
import { authoredQuestion, isCorrect, publicQuestion, questionDrafts } from './questions.ts';
import { isoDate } from './quiz.service.ts';

type Form = z.output<typeof contestFormSchema>;
type Publish = (event: ContestEvent) => Promise<void>;
/** The same event as SQL, for a statement that publishes as it writes (the answer, decision 237). */
type Notification = (event: ContestEvent) => SQL;

/**
 * Golden-bell contests (issue 17; decision 141). A teacher makes a contest for a grade (and class) of
 * the school and runs it: each question opens for every student at once with a deadline set by the
 * database's clock; answers after it are refused; marking puts out whoever has no right answer; the
 * teacher may revive; finishing crowns those left. Every change is published on the contest's channel.
 */
export function createContestService(deps: {
  db: Db;
  repository: ContestRepository;
  bannedWords: BannedWordCheck;
  publish: Publish;
  notification: Notification;
  portal: () => PortalFace;
}) {
  const { repository, bannedWords, publish } = deps;

  const teacher = (actorOrNull: Actor | null) => {
    const actor = requireActor(actorOrNull);
    if (!hasTeacherRights(actor)) throw forbidden(CONTEST_MESSAGES.teacherOnly);
    return actor;
  };
  async function studentPlace(actor: Pick<Actor, 'memberKey'>) {
    const [row] = await deps.db
      .select({ grade: member.grade, classNo: member.classNo })
      .from(member)
      .where(eq(member.memberKey, actor.memberKey));
    return row ?? { grade: null, classNo: null };
  }
  type Place = { grade: number | null; classNo: number | null };
  type Targeted = Pick<ContestRow, 'schKey' | 'statusCode' | 'targetGrade' | 'targetClassNo'>;
  const isTarget = (row: Targeted, place: Place) =>
    row.targetGrade === place.grade && (row.targetClassNo === null || row.targetClassNo === place.classNo);
  /** The school's teachers see every contest of the school; students those they are invited to. */
  const seenBy = (actor: Actor, row: Targeted, place: Place) =>
    row.schKey === actor.schKey &&
    (hasTeacherRights(actor) || (row.statusCode !== 'draft' && isTarget(row, place)));

  /** A contest the member may see: the school's teachers see all; students those they are invited to. */
  async function visible(actor: Actor, contestKey: number) {
    const row = await repository.find(contestKey);
    if (!row) throw notFound(CONTEST_MESSAGES.notFound);
    const placeNotNeeded = hasTeacherRights(actor) || row.schKey !== actor.schKey;
    if (!seenBy(actor, row, placeNotNeeded ? { grade: null, classNo: null } : await studentPlace(actor)))
      throw notFound(CONTEST_MESSAGES.notFound);
    return row;
  }
  /** A contest its own teacher runs; another teacher of the school gets 403, another school 404. */
  async function runnable(actorOrNull: Actor | null, contestKey: number) {
    const actor = teacher(actorOrNull);
    const row = await visible(actor, contestKey);
    if (row.teacherKey !== actor.memberKey) throw forbidden(CONTEST_MESSAGES.notRunner);
    return row;
  }
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

  const summary = (row: ContestRow): ContestSummary => ({
    contestKey: row.contestKey,
    contestTitle: row.title,
    contestDesc: row.description,
    teacherName: row.teacherName,
    teacherKey: row.teacherKey,
    targetGrade: row.targetGrade,
    targetClassNo: row.targetClassNo,
    timeLimitSec: row.timeLimitSec,
    statusCode: row.statusCode,
    questionCount: row.questionCount,
    playerCount: row.playerCount,
    regDate: isoDate(row.createdAt),
  });

  async function state(actor: Actor, row: ContestRow): Promise<ContestState> {
    const [questions, players, now] = await Promise.all([
      repository.questions(row.contestKey),
      repository.players(row.contestKey, row.currentNo),
      repository.now(),
    ]);
    const current =
      row.statusCode === 'live' ? questions.find((q) => q.questionNo === row.currentNo) : undefined;
    const revealed = row.phaseCode === 'revealed';
    const mine = players.find((p) => p.memberKey === actor.memberKey);
    const student = actor.memberTypeCode === MEMBER_TYPES.student;
    return {
      ...summary(row),
      currentNo: row.currentNo,
      phaseCode: revealed ? 'revealed' : 'open',
      question: current ? publicQuestion(current) : null,
      answer: current && revealed ? current.answer : null,
      explanation: current && revealed ? current.explanation : null,
      closesAt: current && row.closesAt ? isoDate(row.closesAt) : null,
      serverNow: isoDate(now),
      aliveCount: players.filter((p) => p.statusCode !== 'out').length,
      me: mine
        ? { statusCode: mine.statusCode, myAnswer: mine.answer, correctCount: mine.correctCount }
        : null,
      canJoinYn: student && !mine && row.statusCode === 'ready' ? 'Y' : 'N',
    };
  }

  const playerOf = (p: Awaited<ReturnType<ContestRepository['players']>>[number]): Player => ({
    memberKey: p.memberKey,
    name: p.name,
    grade: p.grade,
    classNo: p.classNo,
    statusCode: p.statusCode,
    outNo: p.outNo,
    correctCount: p.correctCount,
    answeredYn: p.answer === null ? 'N' : 'Y',
  });

  return {
    async list(actorOrNull: Actor | null) {
      const actor = requireActor(actorOrNull);
      if (actor.schKey === null) return { list: [], totalCount: 0 };
      const rows = hasTeacherRights(actor)
        ? await repository.list(actor.schKey)
        : await repository.list(actor.schKey, await studentPlace(actor));
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

    /** Takes an answer only before the deadline by the database's clock; once per question. */
    async answer(
      actorOrNull: Actor | null,
      input: { contestKey: number; questionNo: number; answer: string },
    ) {
      const actor = requireActor(actorOrNull);
      // Two statements after the caller's (decision 237): what the answer needs, then the answer stored
      // and the board told at once.
      const found = await repository.answerContext(input.contestKey, actor.memberKey, input.questionNo);
      if (!found || !seenBy(actor, found.contest, found)) throw notFound(CONTEST_MESSAGES.notFound);
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

    /**
     * Whether a member may follow a contest's live stream (404 otherwise): its host, or a pupil of its
     * target class once it is no draft. Other teachers of the school and other classes hear nothing.
     */
    async assertStreamable(
      actor: Pick<Actor, 'memberKey' | 'memberTypeCode' | 'schKey'>,
      contestKey: number,
    ) {
      const row = await repository.find(contestKey);
      if (!row || row.schKey !== actor.schKey) throw notFound(CONTEST_MESSAGES.notFound);
      if (row.teacherKey === actor.memberKey) return;
      const pupil = actor.memberTypeCode === MEMBER_TYPES.student;
      if (pupil && row.statusCode !== 'draft' && isTarget(row, await studentPlace(actor))) return;
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

export type ContestService = ReturnType<typeof createContestService>;
