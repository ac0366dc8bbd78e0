import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  survey,
  surveyAnswer,
  surveyAnswerItem,
  surveyQuestion,
  surveyView,
} from '../../../db/schema/portal-events.ts';
import { type StartViewer, startedFor } from '../core/visibility.ts';

/** Who may see a survey: the service's (sch_key null) for all, a school's for its members. */
/** A member's view of surveys: their school and role, and today for the start (decision 228). */
export type SurveyScope = {
  schKey: number | null;
  memberTypeCode: string;
  viewer: StartViewer;
  today: string;
};

const summaryColumns = {
  surveyKey: survey.surveyKey,
  title: survey.title,
  content: survey.content,
  startDate: survey.startDate,
  endDate: survey.endDate,
  schKey: survey.schKey,
  targetMemberTypeCode: survey.targetMemberTypeCode,
  // Written out: inside the subquery drizzle's column would not name the outer table, and the count
  // would be every survey's answers.
  answerCount: sql<number>`(select count(*)::int from portal.survey_answer a where a.survey_key = "survey"."survey_key")`,
};

export type SurveyRow = {
  surveyKey: number;
  title: string;
  content: string;
  startDate: string;
  endDate: string;
  schKey: number | null;
  targetMemberTypeCode: string | null;
  answerCount: number;
};

export type SurveyDraftRow = {
  schKey: number | null;
  title: string;
  content: string;
  startDate: string;
  endDate: string;
  targetMemberTypeCode: string | null;
  writerMemberKey: number;
  questions: { question: string; questionDesc: string; questionTypeCode: string; views: string[] }[];
};

/** Surveys, their questions and the answers: SQL only (decision 100). */
export function createSurveyRepository(db: Db) {
  const visibleTo = (scope: SurveyScope): SQL =>
    and(
      isNull(survey.deletedAt),
      scope.schKey === null
        ? isNull(survey.schKey)
        : or(isNull(survey.schKey), eq(survey.schKey, scope.schKey)),
      or(isNull(survey.targetMemberTypeCode), eq(survey.targetMemberTypeCode, scope.memberTypeCode)),
      startedFor(survey.startDate, survey.writerMemberKey, scope.viewer, scope.today),
    )!;

  return {
    /** The surveys a member may see, newest first; `openOnly` keeps those open today. */
    async visible(scope: SurveyScope, openOnly = false): Promise<SurveyRow[]> {
      const open = openOnly
        ? and(sql`${survey.startDate} <= ${scope.today}`, sql`${survey.endDate} >= ${scope.today}`)
        : undefined;
      return db
        .select(summaryColumns)
        .from(survey)
        .where(and(visibleTo(scope), open))
        .orderBy(desc(survey.startDate), desc(survey.surveyKey));
    },

    /** The surveys one staff scope manages: the service's (null) or one school's. */
    async managed(schKey: number | null): Promise<SurveyRow[]> {
      return db
        .select(summaryColumns)
        .from(survey)
        .where(
          and(isNull(survey.deletedAt), schKey === null ? isNull(survey.schKey) : eq(survey.schKey, schKey)),
        )
        .orderBy(desc(survey.startDate), desc(survey.surveyKey));
    },

    /** A survey the member may see (another school's, another role's or a coming one looks like none). */
    async findVisible(surveyKey: number, scope: SurveyScope): Promise<SurveyRow | null> {
      const [row] = await db
        .select(summaryColumns)
        .from(survey)
        .where(and(eq(survey.surveyKey, surveyKey), visibleTo(scope)));
      return row ?? null;
    },

    async find(surveyKey: number): Promise<SurveyRow | null> {
      const [row] = await db
        .select(summaryColumns)
        .from(survey)
        .where(and(eq(survey.surveyKey, surveyKey), isNull(survey.deletedAt)));
      return row ?? null;
    },

    async questions(surveyKeys: number[]) {
      if (surveyKeys.length === 0) return { questions: [], views: [] };
      const questions = await db
        .select()
        .from(surveyQuestion)
        .where(inArray(surveyQuestion.surveyKey, surveyKeys))
        .orderBy(asc(surveyQuestion.questionNo));
      const views = questions.length
        ? await db
            .select()
            .from(surveyView)
            .where(
              inArray(
                surveyView.surveyQuestionKey,
                questions.map((q) => q.surveyQuestionKey),
              ),
            )
            .orderBy(asc(surveyView.viewNo))
        : [];
      return { questions, views };
    },

    async answeredKeys(memberKey: number, surveyKeys: number[]): Promise<Set<number>> {
      if (surveyKeys.length === 0) return new Set();
      const rows = await db
        .select({ surveyKey: surveyAnswer.surveyKey })
        .from(surveyAnswer)
        .where(and(eq(surveyAnswer.memberKey, memberKey), inArray(surveyAnswer.surveyKey, surveyKeys)));
      return new Set(rows.map((r) => r.surveyKey));
    },

    /**
     * Stores one member's answers; false when the member had already answered (the unique key decides,
     * so two submits racing store one).
     */
    async saveAnswer(
      surveyKey: number,
      memberKey: number,
      items: { surveyQuestionKey: number; surveyViewKey: number | null; subjectAnswer: string | null }[],
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(surveyAnswer)
          .values({ surveyKey, memberKey })
          .onConflictDoNothing()
          .returning({ answerKey: surveyAnswer.answerKey });
        if (!row) return false;
        await tx.insert(surveyAnswerItem).values(items.map((i) => ({ ...i, answerKey: row.answerKey })));
        return true;
      });
    },

    /** Creates or replaces a survey with its questions (answers of a replaced survey go with them). */
    async save(surveyKey: number | null, draft: SurveyDraftRow): Promise<number> {
      return db.transaction(async (tx) => {
        const values = {
          schKey: draft.schKey,
          title: draft.title,
          content: draft.content,
          startDate: draft.startDate,
          endDate: draft.endDate,
          targetMemberTypeCode: draft.targetMemberTypeCode,
          writerMemberKey: draft.writerMemberKey,
        };
        let key = surveyKey;
        if (key === null) {
          const [row] = await tx.insert(survey).values(values).returning({ surveyKey: survey.surveyKey });
          key = row!.surveyKey;
        } else {
          await tx.update(survey).set(values).where(eq(survey.surveyKey, key));
          await tx.delete(surveyQuestion).where(eq(surveyQuestion.surveyKey, key));
        }
        for (const [i, q] of draft.questions.entries()) {
          const [row] = await tx
            .insert(surveyQuestion)
            .values({
              surveyKey: key,
              questionNo: i + 1,
              question: q.question,
              questionDesc: q.questionDesc,
              questionTypeCode: q.questionTypeCode,
            })
            .returning({ surveyQuestionKey: surveyQuestion.surveyQuestionKey });
          if (q.views.length)
            await tx.insert(surveyView).values(
              q.views.map((viewContents, n) => ({
                surveyQuestionKey: row!.surveyQuestionKey,
                viewNo: n + 1,
                viewContents,
              })),
            );
        }
        return key;
      });
    },

    async softDelete(surveyKey: number) {
      await db.update(survey).set({ deletedAt: new Date() }).where(eq(survey.surveyKey, surveyKey));
    },

    async answerCount(surveyKey: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(surveyAnswer)
        .where(eq(surveyAnswer.surveyKey, surveyKey));
      return row?.n ?? 0;
    },

    /** Every answer item of a survey, newest answer first. */
    async answerItems(surveyKey: number) {
      return db
        .select({
          answerKey: surveyAnswer.answerKey,
          regDate: surveyAnswer.regDate,
          surveyQuestionKey: surveyAnswerItem.surveyQuestionKey,
          surveyViewKey: surveyAnswerItem.surveyViewKey,
          subjectAnswer: surveyAnswerItem.subjectAnswer,
        })
        .from(surveyAnswerItem)
        .innerJoin(surveyAnswer, eq(surveyAnswer.answerKey, surveyAnswerItem.answerKey))
        .where(eq(surveyAnswer.surveyKey, surveyKey))
        .orderBy(desc(surveyAnswer.regDate), desc(surveyAnswer.answerKey));
    },
  };
}

export type SurveyRepository = ReturnType<typeof createSurveyRepository>;
