import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import {
  CONTEST_MESSAGES,
  type ContestState,
  type ContestSummary,
  type Player,
} from '@reading/contract/quiz/golden-bell';
import { forbidden, notFound } from '../../../lib/errors.ts';
import { type Actor, type ClassPlace, hasTeacherRights, requireActor } from '../core/actor.ts';
import type { ContestRepository, ContestRow } from './contest.repository.ts';
import { publicQuestion } from './questions.ts';
import { isoDate } from './quiz.service.ts';

/**
 * Who may see and run a golden-bell contest, and how a contest reads (decision 141): shared by its
 * set-up (`contest.service.ts`) and its live run (`contest-run.service.ts`). A pupil's grade and class
 * come with the caller (`Actor`, or a stream's holder), never from the member table here.
 */
export function createContestAccess(deps: { repository: ContestRepository }) {
  const { repository } = deps;

  const teacher = (actorOrNull: Actor | null) => {
    const actor = requireActor(actorOrNull);
    if (!hasTeacherRights(actor)) throw forbidden(CONTEST_MESSAGES.teacherOnly);
    return actor;
  };
  type Targeted = Pick<ContestRow, 'schKey' | 'statusCode' | 'targetGrade' | 'targetClassNo'>;
  /** Whether a contest invites a pupil of this grade and class. */
  const isTarget = (row: Targeted, place: ClassPlace) =>
    row.targetGrade === place.grade && (row.targetClassNo === null || row.targetClassNo === place.classNo);
  /** The school's teachers see every contest of the school; students those they are invited to. */
  const seenBy = (actor: Actor, row: Targeted) =>
    row.schKey === actor.schKey &&
    (hasTeacherRights(actor) || (row.statusCode !== 'draft' && isTarget(row, actor)));

  /** A contest the member may see: the school's teachers see all; students those they are invited to. */
  async function visible(actor: Actor, contestKey: number) {
    const row = await repository.find(contestKey);
    if (!row) throw notFound(CONTEST_MESSAGES.notFound);
    if (!seenBy(actor, row)) throw notFound(CONTEST_MESSAGES.notFound);
    return row;
  }
  /** A contest its own teacher runs; another teacher of the school gets 403, another school 404. */
  async function runnable(actorOrNull: Actor | null, contestKey: number) {
    const actor = teacher(actorOrNull);
    const row = await visible(actor, contestKey);
    if (row.teacherKey !== actor.memberKey) throw forbidden(CONTEST_MESSAGES.notRunner);
    return row;
  }
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

  return { teacher, isTarget, seenBy, visible, runnable, summary, state, playerOf };
}

export type ContestAccess = ReturnType<typeof createContestAccess>;
