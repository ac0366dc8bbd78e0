import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member } from '../../../db/schema/portal.ts';
import { contestAnswer, contestPlayer, quizContest, quizQuestion } from '../../../db/schema/portal-quiz.ts';
import type { QuestionDraft } from './quiz.repository.ts';

const contestColumns = {
  contest: quizContest,
  teacherName: member.name,
  questionCount: sql<number>`(select count(*)::int from ${quizQuestion} q where q.contest_key = ${quizContest.contestKey})`,
  playerCount: sql<number>`(select count(*)::int from ${contestPlayer} p where p.contest_key = ${quizContest.contestKey})`,
};
export type ContestRow = typeof quizContest.$inferSelect & {
  teacherName: string;
  questionCount: number;
  playerCount: number;
};
const flatten = (r: {
  contest: typeof quizContest.$inferSelect;
  teacherName: string;
  questionCount: number;
  playerCount: number;
}): ContestRow => ({
  ...r.contest,
  teacherName: r.teacherName,
  questionCount: r.questionCount,
  playerCount: r.playerCount,
});

/** Columns to set; times may be SQL (the database's clock). */
type ContestChange = {
  [K in keyof typeof quizContest.$inferInsert]?: (typeof quizContest.$inferInsert)[K] | SQL;
};

/** SQL of golden-bell contests (decision 141). */
export function createContestRepository(db: Db) {
  const rows = () =>
    db
      .select(contestColumns)
      .from(quizContest)
      .innerJoin(member, eq(member.memberKey, quizContest.teacherKey));

  return {
    async find(contestKey: number): Promise<ContestRow | undefined> {
      const [row] = await rows().where(eq(quizContest.contestKey, contestKey));
      return row && flatten(row);
    },
    /** A school's contests; for a student, those of their grade (and class) that are complete. */
    async list(
      schKey: number,
      student?: { grade: number | null; classNo: number | null },
    ): Promise<ContestRow[]> {
      const where = student
        ? and(
            eq(quizContest.schKey, schKey),
            sql`${quizContest.statusCode} <> 'draft'`,
            eq(quizContest.targetGrade, student.grade ?? -1),
            or(isNull(quizContest.targetClassNo), eq(quizContest.targetClassNo, student.classNo ?? -1)),
          )
        : eq(quizContest.schKey, schKey);
      return (await rows().where(where).orderBy(desc(quizContest.contestKey))).map(flatten);
    },
    async create(values: typeof quizContest.$inferInsert) {
      const [row] = await db
        .insert(quizContest)
        .values(values)
        .returning({ contestKey: quizContest.contestKey });
      return row!.contestKey;
    },
    async update(contestKey: number, values: ContestChange) {
      await db.update(quizContest).set(values).where(eq(quizContest.contestKey, contestKey));
    },
    /**
     * Moves a contest from one state to the next only if it is still in the state read (a second click or a
     * second process does nothing): answers the new deadline and the database's clock, or null.
     */
    async advance(
      contestKey: number,
      from: { statusCode: string; currentNo: number; phaseCode: string },
      values: ContestChange,
    ) {
      const moved = await db
        .update(quizContest)
        .set(values)
        .where(
          and(
            eq(quizContest.contestKey, contestKey),
            eq(quizContest.statusCode, from.statusCode),
            eq(quizContest.currentNo, from.currentNo),
            eq(quizContest.phaseCode, from.phaseCode),
          ),
        )
        .returning({ closesAt: quizContest.closesAt, now: sql<string>`now()` });
      return moved[0] ? { closesAt: moved[0].closesAt, now: new Date(moved[0].now) } : null;
    },
    async questions(contestKey: number) {
      return db
        .select()
        .from(quizQuestion)
        .where(eq(quizQuestion.contestKey, contestKey))
        .orderBy(asc(quizQuestion.questionNo));
    },
    async replaceQuestions(contestKey: number, questions: QuestionDraft[]) {
      await db.transaction(async (tx) => {
        await tx.delete(quizQuestion).where(eq(quizQuestion.contestKey, contestKey));
        await tx
          .insert(quizQuestion)
          .values(questions.map((q, i) => ({ ...q, contestKey, questionNo: i + 1 })));
      });
    },
    async players(contestKey: number, questionNo: number) {
      return db
        .select({
          memberKey: contestPlayer.memberKey,
          name: member.name,
          grade: member.grade,
          classNo: member.classNo,
          statusCode: contestPlayer.statusCode,
          outNo: contestPlayer.outNo,
          correctCount: contestPlayer.correctCount,
          answer: contestAnswer.answer,
        })
        .from(contestPlayer)
        .innerJoin(member, eq(member.memberKey, contestPlayer.memberKey))
        .leftJoin(
          contestAnswer,
          and(
            eq(contestAnswer.contestKey, contestPlayer.contestKey),
            eq(contestAnswer.memberKey, contestPlayer.memberKey),
            eq(contestAnswer.questionNo, questionNo),
          ),
        )
        .where(eq(contestPlayer.contestKey, contestKey))
        .orderBy(desc(contestPlayer.correctCount), asc(member.name));
    },
    async player(contestKey: number, memberKey: number) {
      const [row] = await db
        .select()
        .from(contestPlayer)
        .where(and(eq(contestPlayer.contestKey, contestKey), eq(contestPlayer.memberKey, memberKey)));
      return row;
    },
    async join(contestKey: number, memberKey: number) {
      await db.insert(contestPlayer).values({ contestKey, memberKey }).onConflictDoNothing();
    },
    async myAnswer(contestKey: number, questionNo: number, memberKey: number) {
      const [row] = await db
        .select({ answer: contestAnswer.answer })
        .from(contestAnswer)
        .where(
          and(
            eq(contestAnswer.contestKey, contestKey),
            eq(contestAnswer.questionNo, questionNo),
            eq(contestAnswer.memberKey, memberKey),
          ),
        );
      return row?.answer ?? null;
    },
    /**
     * What one answer needs, in one statement (decision 237): the contest, the answering member's player
     * state and the question answered (null when the contest has no such number). The member's grade and
     * class come with the caller (`Actor`).
     */
    async answerContext(contestKey: number, memberKey: number, questionNo: number) {
      const [row] = await db
        .select({
          contest: quizContest,
          playerStatus: contestPlayer.statusCode,
          question: quizQuestion,
        })
        .from(quizContest)
        .leftJoin(
          contestPlayer,
          and(eq(contestPlayer.contestKey, quizContest.contestKey), eq(contestPlayer.memberKey, memberKey)),
        )
        .leftJoin(
          quizQuestion,
          and(eq(quizQuestion.contestKey, quizContest.contestKey), eq(quizQuestion.questionNo, questionNo)),
        )
        .where(eq(quizContest.contestKey, contestKey));
      return row;
    },
    /**
     * Stores an answer if it arrives before the deadline by the database's clock, once per question, and
     * runs `told` (the hub's notification) when it was stored, all in one statement: 'late', 'again' or 'ok'.
     */
    async answer(
      row: { contestKey: number; questionNo: number; memberKey: number; answer: string; correct: boolean },
      told: SQL,
    ) {
      const result = await db.execute(sql`
        with open as (
          select 1 from ${quizContest} c
          where c.contest_key = ${row.contestKey} and c.current_no = ${row.questionNo}
            and c.phase_code = 'open' and c.closes_at >= now()),
        stored as (
          insert into ${contestAnswer} (contest_key, question_no, member_key, answer, correct)
          select ${row.contestKey}, ${row.questionNo}, ${row.memberKey}, ${row.answer}, ${row.correct ? 1 : 0}
          where exists (select 1 from open)
          on conflict do nothing
          returning 1),
        told as (select ${told} from stored)
        select exists (select 1 from open) as open, (select count(*)::int from stored) as stored,
          (select count(*)::int from told) as told`);
      const [outcome] = (result as unknown as { rows: { open: boolean; stored: number }[] }).rows;
      if (!outcome?.open) return 'late' as const;
      return Number(outcome.stored) > 0 ? ('ok' as const) : ('again' as const);
    },
    /** Marks the question: right answers count, alive players without one are out. Answers who went out. */
    async mark(contestKey: number, questionNo: number): Promise<number[]> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`
          update ${contestPlayer} p set correct_count = p.correct_count + 1
          where p.contest_key = ${contestKey} and p.status_code = 'alive'
            and exists (select 1 from ${contestAnswer} a where a.contest_key = p.contest_key
              and a.member_key = p.member_key and a.question_no = ${questionNo} and a.correct = 1)`);
        const out = await tx.execute(sql`
          update ${contestPlayer} p set status_code = 'out', out_no = ${questionNo}
          where p.contest_key = ${contestKey} and p.status_code = 'alive'
            and not exists (select 1 from ${contestAnswer} a where a.contest_key = p.contest_key
              and a.member_key = p.member_key and a.question_no = ${questionNo} and a.correct = 1)
          returning p.member_key`);
        return (out as unknown as { rows: { member_key: number }[] }).rows.map((r) => Number(r.member_key));
      });
    },
    async setPlayer(
      contestKey: number,
      memberKey: number,
      values: Partial<typeof contestPlayer.$inferInsert>,
    ) {
      await db
        .update(contestPlayer)
        .set(values)
        .where(and(eq(contestPlayer.contestKey, contestKey), eq(contestPlayer.memberKey, memberKey)));
    },
    async crownWinners(contestKey: number) {
      await db
        .update(contestPlayer)
        .set({ statusCode: 'winner' })
        .where(and(eq(contestPlayer.contestKey, contestKey), eq(contestPlayer.statusCode, 'alive')));
    },
    async correctRates(contestKey: number) {
      const rows = await db
        .select({
          questionNo: contestAnswer.questionNo,
          total: sql<number>`count(*)::int`,
          correct: sql<number>`sum(${contestAnswer.correct})::int`,
        })
        .from(contestAnswer)
        .where(eq(contestAnswer.contestKey, contestKey))
        .groupBy(contestAnswer.questionNo);
      return new Map(rows.map((r) => [r.questionNo, r.total ? Math.round((r.correct * 100) / r.total) : 0]));
    },
    async playedBy(memberKey: number) {
      return db
        .select({ contest: quizContest, player: contestPlayer })
        .from(contestPlayer)
        .innerJoin(quizContest, eq(quizContest.contestKey, contestPlayer.contestKey))
        .where(eq(contestPlayer.memberKey, memberKey))
        .orderBy(desc(quizContest.contestKey));
    },
    /** The database's clock (every process agrees on it). */
    async now(): Promise<Date> {
      const res = await db.execute(sql`select now() as now`);
      return new Date((res as unknown as { rows: { now: string | Date }[] }).rows[0]!.now);
    },
  };
}

export type ContestRepository = ReturnType<typeof createContestRepository>;
