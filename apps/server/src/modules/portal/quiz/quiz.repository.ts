import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member } from '../../../db/schema/portal.ts';
import { quizAttempt, quizQuestion, readingQuiz } from '../../../db/schema/portal-quiz.ts';

export type QuestionRow = typeof quizQuestion.$inferSelect;
export type QuestionDraft = Pick<
  QuestionRow,
  'questionTypeCode' | 'question' | 'choiceList' | 'answer' | 'explanation'
>;

const STUDENT = '01';

const summaryColumns = {
  quizKey: readingQuiz.quizKey,
  schKey: readingQuiz.schKey,
  writerKey: readingQuiz.writerKey,
  writerName: member.name,
  writerTypeCode: member.memberTypeCode,
  scopeCode: readingQuiz.scopeCode,
  statusCode: readingQuiz.statusCode,
  title: readingQuiz.title,
  bookTitle: readingQuiz.bookTitle,
  bookAuthor: readingQuiz.bookAuthor,
  createdAt: readingQuiz.createdAt,
  questionCount: sql<number>`(select count(*)::int from ${quizQuestion} q where q.quiz_key = ${readingQuiz.quizKey})`,
  solveCount: sql<number>`(select count(*)::int from ${quizAttempt} a where a.quiz_key = ${readingQuiz.quizKey})`,
};
export type QuizRow = {
  quizKey: number;
  schKey: number | null;
  writerKey: number;
  writerName: string;
  writerTypeCode: string;
  scopeCode: string;
  statusCode: string;
  title: string;
  bookTitle: string;
  bookAuthor: string;
  createdAt: Date;
  questionCount: number;
  solveCount: number;
};

/** SQL of reading quizzes (decision 140). */
export function createQuizRepository(db: Db) {
  const summaries = () =>
    db
      .select(summaryColumns)
      .from(readingQuiz)
      .innerJoin(member, eq(member.memberKey, readingQuiz.writerKey));

  return {
    /** Approved quizzes of a school, or the nationwide ones. */
    async list(scope: { schKey: number } | 'national'): Promise<QuizRow[]> {
      const where =
        scope === 'national'
          ? eq(readingQuiz.scopeCode, 'national')
          : and(eq(readingQuiz.schKey, scope.schKey), eq(readingQuiz.scopeCode, 'school'));
      return summaries()
        .where(and(where, eq(readingQuiz.statusCode, 'approved')))
        .orderBy(asc(readingQuiz.bookTitle), desc(readingQuiz.quizKey));
    },
    /** The quizzes students of a school wrote, in every state: the teachers' approve and hide switch. */
    async studentQuizzes(schKey: number): Promise<QuizRow[]> {
      return summaries()
        .where(and(eq(readingQuiz.schKey, schKey), eq(member.memberTypeCode, STUDENT)))
        .orderBy(sql`${readingQuiz.statusCode} = 'pending' desc`, desc(readingQuiz.quizKey));
    },
    async find(quizKey: number): Promise<QuizRow | undefined> {
      const [row] = await summaries().where(eq(readingQuiz.quizKey, quizKey));
      return row;
    },
    async byKeys(keys: number[]): Promise<QuizRow[]> {
      if (keys.length === 0) return [];
      return summaries().where(inArray(readingQuiz.quizKey, keys)).orderBy(desc(readingQuiz.quizKey));
    },
    async madeBy(memberKey: number): Promise<QuizRow[]> {
      return summaries().where(eq(readingQuiz.writerKey, memberKey)).orderBy(desc(readingQuiz.quizKey));
    },
    async questions(quizKey: number): Promise<QuestionRow[]> {
      return db
        .select()
        .from(quizQuestion)
        .where(eq(quizQuestion.quizKey, quizKey))
        .orderBy(asc(quizQuestion.questionNo));
    },
    async attemptsOf(memberKey: number, quizKeys?: number[]) {
      return db
        .select()
        .from(quizAttempt)
        .where(
          and(
            eq(quizAttempt.memberKey, memberKey),
            quizKeys ? (quizKeys.length ? inArray(quizAttempt.quizKey, quizKeys) : sql`false`) : undefined,
          ),
        )
        .orderBy(desc(quizAttempt.createdAt));
    },
    async attempts(quizKey: number) {
      return db
        .select({
          memberKey: quizAttempt.memberKey,
          name: member.name,
          grade: member.grade,
          classNo: member.classNo,
          score: quizAttempt.score,
          answers: quizAttempt.answers,
          createdAt: quizAttempt.createdAt,
        })
        .from(quizAttempt)
        .innerJoin(member, eq(member.memberKey, quizAttempt.memberKey))
        .where(eq(quizAttempt.quizKey, quizKey))
        .orderBy(desc(quizAttempt.score), asc(quizAttempt.createdAt));
    },
    /** Stores the attempt once: false when the member had already answered. */
    async addAttempt(row: typeof quizAttempt.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(quizAttempt)
        .values(row)
        .onConflictDoNothing()
        .returning({ k: quizAttempt.quizKey });
      return inserted.length > 0;
    },
    async save(
      quizKey: number | undefined,
      values: Omit<typeof readingQuiz.$inferInsert, 'quizKey'>,
      questions: QuestionDraft[],
    ): Promise<number> {
      return db.transaction(async (tx) => {
        let key = quizKey;
        if (key) {
          await tx.update(readingQuiz).set(values).where(eq(readingQuiz.quizKey, key));
          await tx.delete(quizQuestion).where(eq(quizQuestion.quizKey, key));
        } else {
          const [row] = await tx
            .insert(readingQuiz)
            .values(values)
            .returning({ quizKey: readingQuiz.quizKey });
          key = row!.quizKey;
        }
        await tx
          .insert(quizQuestion)
          .values(questions.map((q, i) => ({ ...q, quizKey: key, questionNo: i + 1 })));
        return key;
      });
    },
    async setStatus(quizKey: number, statusCode: string) {
      await db.update(readingQuiz).set({ statusCode }).where(eq(readingQuiz.quizKey, quizKey));
    },
    async remove(quizKey: number) {
      await db.delete(readingQuiz).where(eq(readingQuiz.quizKey, quizKey));
    },
  };
}

export type QuizRepository = ReturnType<typeof createQuizRepository>;
