import {
  QUIZ_MESSAGES,
  QUIZ_STATUS,
  type QuizDetail,
  type QuizResult,
  type QuizSummary,
  type QuizTeacherView,
  type quizAnswerRequestSchema,
  type quizSaveRequestSchema,
} from '@reading/contract/quiz/reading-quiz';
import type { z } from 'zod';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import { type Actor, hasTeacherRights, requireActor } from '../core/actor.ts';
import { type MaskingYn, shownMember } from '../core/member-names.ts';
import type { PortalFace } from '../mypage/public.ts';
import {
  answeredQuestion,
  authoredQuestion,
  isCorrect,
  publicQuestion,
  questionDrafts,
} from './questions.ts';
import type { QuizRepository, QuizRow } from './quiz.repository.ts';

type AnswerInput = z.output<typeof quizAnswerRequestSchema>;
type SaveInput = z.output<typeof quizSaveRequestSchema>;

export const isoDate = (d: Date) => d.toISOString();
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 100) / whole));

/**
 * Reading quizzes (issue 17; decision 140). A member sees the approved quizzes of their school and the
 * nationwide ones; answers are checked here, and the answers and explanations reach a member only after
 * they answered. Teachers of the school see answers and statistics, and approve students' quizzes.
 */
export function createQuizService(deps: {
  repository: QuizRepository;
  bannedWords: BannedWordCheck;
  portal: () => PortalFace;
}) {
  const { repository, bannedWords } = deps;

  /** A teacher (or manager) of the quiz's school. */
  const teachesAt = (actor: Actor, schKey: number | null) =>
    hasTeacherRights(actor) && actor.schKey === schKey;

  /** The writer by the one masking rule (decisions 230, 292): a national quiz reaches other schools. */
  function summary(
    row: QuizRow,
    viewer: Actor,
    attempt?: { score: number },
    maskingYn?: MaskingYn,
  ): QuizSummary {
    const writer = shownMember(
      viewer,
      {
        memberKey: row.writerKey,
        schKey: row.schKey,
        name: row.writerName,
        memberTypeCode: row.writerTypeCode,
      },
      maskingYn,
    );
    return {
      quizKey: row.quizKey,
      quizTitle: row.title,
      bookTitle: row.bookTitle,
      bookAuthor: row.bookAuthor,
      scopeCode: row.scopeCode,
      schKey: row.schKey,
      statusCode: row.statusCode,
      writerName: writer.name,
      writerKey: writer.memberKey,
      questionCount: row.questionCount,
      solveCount: row.solveCount,
      mySolvedYn: attempt ? 'Y' : 'N',
      myScore: attempt?.score ?? null,
      regDate: isoDate(row.createdAt),
    };
  }

  async function withAttempts(actor: Actor, rows: QuizRow[]) {
    const attempts = await repository.attemptsOf(
      actor.memberKey,
      rows.map((r) => r.quizKey),
    );
    const byQuiz = new Map(attempts.map((a) => [a.quizKey, a]));
    return rows.map((r) => summary(r, actor, byQuiz.get(r.quizKey)));
  }

  /**
   * A quiz the member may see: an approved one of their school or a nationwide one; a pending or returned
   * one to its writer and the school's teachers. Anything else answers 404 (invisible).
   */
  async function visibleQuiz(actor: Actor, quizKey: number): Promise<QuizRow> {
    const row = await repository.find(quizKey);
    const inScope = row && (row.scopeCode === 'national' || row.schKey === actor.schKey);
    const approvedOrMine =
      row &&
      (row.statusCode === 'approved' || row.writerKey === actor.memberKey || teachesAt(actor, row.schKey));
    if (!row || !inScope || !approvedOrMine) throw notFound(QUIZ_MESSAGES.notFound);
    return row;
  }

  /**
   * A quiz the caller decides on as a teacher of its school: a student answers 403, a teacher of another
   * school 403 as well (its quizzes are not theirs to switch), an unknown quiz 404.
   */
  async function schoolQuizForTeacher(actorOrNull: Actor | null, quizKey: number): Promise<QuizRow> {
    const actor = requireActor(actorOrNull);
    if (!hasTeacherRights(actor)) throw forbidden(QUIZ_MESSAGES.teacherOnly);
    const row = await repository.find(quizKey);
    if (!row) throw notFound(QUIZ_MESSAGES.notFound);
    if (row.schKey !== actor.schKey) throw forbidden(QUIZ_MESSAGES.teacherOnly);
    return row;
  }

  async function result(actor: Actor, row: QuizRow): Promise<QuizResult> {
    const [attempt] = await repository.attemptsOf(actor.memberKey, [row.quizKey]);
    if (!attempt) throw forbidden(QUIZ_MESSAGES.answerFirst);
    const mine = new Map(attempt.answers.map((a) => [a.questionKey, a.answer]));
    const questions = await repository.questions(row.quizKey);
    return {
      ...summary(row, actor, attempt),
      score: attempt.score,
      correctCount: attempt.correctCount,
      questionCount: questions.length,
      questionList: questions.map((q) => answeredQuestion(q, mine.get(q.questionKey) ?? null)),
    };
  }

  return {
    async list(actorOrNull: Actor | null, scopeCode: 'school' | 'national') {
      const actor = requireActor(actorOrNull);
      if (scopeCode === 'school' && actor.schKey === null) return { list: [], totalCount: 0 };
      const rows = await repository.list(scopeCode === 'national' ? 'national' : { schKey: actor.schKey! });
      const list = await withAttempts(actor, rows);
      return { list, totalCount: list.length };
    },

    async detail(actorOrNull: Actor | null, quizKey: number, maskingYn?: MaskingYn): Promise<QuizDetail> {
      const actor = requireActor(actorOrNull);
      const row = await visibleQuiz(actor, quizKey);
      const [attempt] = await repository.attemptsOf(actor.memberKey, [quizKey]);
      const questions = await repository.questions(quizKey);
      return { ...summary(row, actor, attempt, maskingYn), questionList: questions.map(publicQuestion) };
    },

    /** Scores the answers on the server, stores them once and reports badge 08. */
    async answer(actorOrNull: Actor | null, input: AnswerInput): Promise<QuizResult> {
      const actor = requireActor(actorOrNull);
      const row = await visibleQuiz(actor, input.quizKey);
      if (row.statusCode !== 'approved') throw notFound(QUIZ_MESSAGES.notFound);
      const questions = await repository.questions(row.quizKey);
      const given = new Map(input.answerList.map((a) => [a.questionKey, a.answer]));
      if (
        given.size !== input.answerList.length ||
        ![...given.keys()].every((k) => questions.some((q) => q.questionKey === k))
      )
        throw badRequest(QUIZ_MESSAGES.answerInvalid);
      if (questions.some((q) => !given.get(q.questionKey))) throw badRequest(QUIZ_MESSAGES.answerMissing);
      const answers = questions.map((q) => {
        const answer = given.get(q.questionKey)!;
        return { questionKey: q.questionKey, answer, correct: isCorrect(q, answer) };
      });
      const correctCount = answers.filter((a) => a.correct).length;
      const stored = await repository.addAttempt({
        quizKey: row.quizKey,
        memberKey: actor.memberKey,
        answers,
        correctCount,
        score: percent(correctCount, questions.length),
      });
      if (!stored) throw conflict(QUIZ_MESSAGES.alreadyAnswered);
      await deps
        .portal()
        .reportActivity({ kind: 'quizSolved', memberKey: actor.memberKey, sourceKey: `quiz:${row.quizKey}` });
      return result(actor, (await repository.find(row.quizKey))!);
    },

    async result(actorOrNull: Actor | null, quizKey: number) {
      const actor = requireActor(actorOrNull);
      return result(actor, await visibleQuiz(actor, quizKey));
    },

    /** The school's teachers: the answers, statistics per question and the takers. */
    async teacherView(actorOrNull: Actor | null, quizKey: number): Promise<QuizTeacherView> {
      const actor = requireActor(actorOrNull);
      if (!hasTeacherRights(actor)) throw forbidden(QUIZ_MESSAGES.teacherOnly);
      const row = await repository.find(quizKey);
      if (!row) throw notFound(QUIZ_MESSAGES.notFound);
      if (!teachesAt(actor, row.schKey)) throw forbidden(QUIZ_MESSAGES.teacherOnly);
      const [questions, takers] = await Promise.all([
        repository.questions(quizKey),
        repository.attempts(quizKey),
      ]);
      const answersOf = (questionKey: number) =>
        takers.flatMap((t) => t.answers.filter((a) => a.questionKey === questionKey));
      return {
        ...summary(row, actor),
        questionList: questions.map((q) => {
          const answers = answersOf(q.questionKey);
          const counts = new Map<string, number>();
          for (const a of answers) counts.set(a.answer, (counts.get(a.answer) ?? 0) + 1);
          const correctCount = answers.filter((a) => a.correct).length;
          return {
            ...authoredQuestion(q),
            answerCount: answers.length,
            correctCount,
            correctRate: percent(correctCount, answers.length),
            answerBreakdown: [...counts].map(([answer, count]) => ({ answer, count })),
          };
        }),
        takerList: takers.map((t) => ({
          memberKey: t.memberKey,
          name: t.name,
          grade: t.grade,
          classNo: t.classNo,
          score: t.score,
          regDate: isoDate(t.createdAt),
        })),
        averageScore: percent(
          takers.reduce((n, t) => n + t.score, 0),
          takers.length * 100,
        ),
      };
    },

    /** The quiz with its answers, for its writer's edit form. */
    async editView(actorOrNull: Actor | null, quizKey: number) {
      const actor = requireActor(actorOrNull);
      const row = await repository.find(quizKey);
      if (!row || (row.writerKey !== actor.memberKey && !teachesAt(actor, row.schKey)))
        throw notFound(QUIZ_MESSAGES.notFound);
      return {
        ...summary(row, actor),
        questionList: (await repository.questions(quizKey)).map(authoredQuestion),
      };
    },

    /** A teacher's quiz is approved at once; a student's waits for a teacher of the school. */
    async save(actorOrNull: Actor | null, input: SaveInput) {
      const actor = requireActor(actorOrNull);
      if (actor.schKey === null) throw forbidden(QUIZ_MESSAGES.noSchool);
      if (input.quizKey) {
        const row = await repository.find(input.quizKey);
        if (!row) throw notFound(QUIZ_MESSAGES.notFound);
        if (row.writerKey !== actor.memberKey) throw forbidden(QUIZ_MESSAGES.notYours);
        if (row.solveCount > 0) throw conflict(QUIZ_MESSAGES.lockedAnswered);
      }
      await bannedWords.assertClean(input.quizTitle, input.bookTitle, input.bookAuthor);
      const questions = await questionDrafts(bannedWords, input.questionList);
      const teacher = hasTeacherRights(actor);
      const quizKey = await repository.save(
        input.quizKey,
        {
          schKey: actor.schKey,
          writerKey: actor.memberKey,
          scopeCode: input.scopeCode,
          statusCode: teacher ? 'approved' : 'pending',
          title: input.quizTitle,
          bookTitle: input.bookTitle,
          bookAuthor: input.bookAuthor,
        },
        questions,
      );
      return { quizKey, message: teacher ? QUIZ_MESSAGES.saved : QUIZ_MESSAGES.savedPending };
    },

    /** The teachers' switch: the students' quizzes of the school, pending first, in every state. */
    async studentQuizzes(actorOrNull: Actor | null) {
      const actor = requireActor(actorOrNull);
      if (!hasTeacherRights(actor)) throw forbidden(QUIZ_MESSAGES.teacherOnly);
      const list = (await repository.studentQuizzes(actor.schKey!)).map((r) => summary(r, actor));
      return { list, totalCount: list.length };
    },

    async approve(actorOrNull: Actor | null, quizKey: number, approveYn: 'Y' | 'N') {
      const row = await schoolQuizForTeacher(actorOrNull, quizKey);
      if (row.statusCode !== QUIZ_STATUS.pending) throw conflict(QUIZ_MESSAGES.notPending);
      await repository.setStatus(quizKey, approveYn === 'Y' ? QUIZ_STATUS.approved : QUIZ_STATUS.returned);
      return { quizKey };
    },

    /**
     * Hides a published quiz from the school's lists (its writer and the teachers still see it) or
     * publishes it again. Only a published or hidden quiz: a pending one is decided with `approve`.
     */
    async hide(actorOrNull: Actor | null, quizKey: number, hideYn: 'Y' | 'N') {
      const row = await schoolQuizForTeacher(actorOrNull, quizKey);
      if (row.statusCode !== QUIZ_STATUS.approved && row.statusCode !== QUIZ_STATUS.hidden)
        throw conflict(QUIZ_MESSAGES.notPublished);
      await repository.setStatus(quizKey, hideYn === 'Y' ? QUIZ_STATUS.hidden : QUIZ_STATUS.approved);
      return { quizKey };
    },

    async remove(actorOrNull: Actor | null, quizKey: number) {
      const actor = requireActor(actorOrNull);
      const row = await repository.find(quizKey);
      if (!row || (row.scopeCode !== 'national' && row.schKey !== actor.schKey))
        throw notFound(QUIZ_MESSAGES.notFound);
      const writer = row.writerKey === actor.memberKey;
      if (!writer && !teachesAt(actor, row.schKey)) throw forbidden();
      if (writer && !teachesAt(actor, row.schKey) && row.solveCount > 0)
        throw conflict(QUIZ_MESSAGES.lockedAnswered);
      await repository.remove(quizKey);
      return { quizKey };
    },

    /** MyQuizActivities: the quizzes I solved and the ones I made. */
    async mine(actorOrNull: Actor | null) {
      const actor = requireActor(actorOrNull);
      const attempts = await repository.attemptsOf(actor.memberKey);
      const solved = await repository.byKeys(attempts.map((a) => a.quizKey));
      const byQuiz = new Map(attempts.map((a) => [a.quizKey, a]));
      return {
        solvedList: solved.map((r) => summary(r, actor, byQuiz.get(r.quizKey))),
        madeList: (await repository.madeBy(actor.memberKey)).map((r) =>
          summary(r, actor, byQuiz.get(r.quizKey)),
        ),
      };
    },
  };
}

export type QuizService = ReturnType<typeof createQuizService>;
