import { and, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { member, school } from '../../../db/schema/portal.ts';
import { readingActivity as a } from '../../../db/schema/portal-activities.ts';
import { reportContestEntry as e, reportContest as rc } from '../../../db/schema/portal-report-contest.ts';
import { type StartViewer, startedFor } from '../core/visibility.ts';

/** The entrant's school (an entry's member), beside the contest's own school. */
const entrantSchool = alias(school, 'entrant_school');

/** Who looks at contests: their school, themself (for the start rule) and today in Korea. */
export type ContestSeer = { schKey: number | null; viewer: StartViewer; today: string };

/**
 * Which contests a member of a school sees (decision 138): their school's and every nationwide one (no
 * school); a member without a school sees the nationwide ones only. Before its start a contest is its
 * opener's and the operators' only (decision 228).
 */
export const contestVisibleTo = ({ schKey, viewer, today }: ContestSeer): SQL =>
  and(
    schKey === null ? isNull(rc.schKey) : or(isNull(rc.schKey), eq(rc.schKey, schKey)),
    startedFor(rc.startDate, rc.teacherMemberKey, viewer, today),
  )!;

const contestColumns = {
  contestKey: rc.contestKey,
  schKey: rc.schKey,
  schName: school.name,
  teacherMemberKey: rc.teacherMemberKey,
  teacherName: member.name,
  title: rc.title,
  theme: rc.theme,
  rules: rc.rules,
  targetGrade: rc.targetGrade,
  startDate: rc.startDate,
  endDate: rc.endDate,
  publishedAt: rc.publishedAt,
  createdAt: rc.createdAt,
  entryCount: sql<number>`(select count(*)::int from ${e} where ${e.contestKey} = ${rc.contestKey})`,
};
export type ContestRow = {
  contestKey: number;
  schKey: number | null;
  schName: string | null;
  teacherMemberKey: number;
  teacherName: string;
  title: string;
  theme: string;
  rules: string;
  targetGrade: number | null;
  startDate: string;
  endDate: string;
  publishedAt: Date | null;
  createdAt: Date;
  entryCount: number;
};

const entryColumns = {
  entryKey: e.entryKey,
  contestKey: e.contestKey,
  memberKey: e.memberKey,
  memberName: member.name,
  entrantSchName: entrantSchool.name,
  grade: member.grade,
  classNo: member.classNo,
  reaActKey: e.reaActKey,
  reportTitle: a.title,
  bookTitle: a.bookTitle,
  score: e.score,
  awardCode: e.awardCode,
  judgeComment: e.judgeComment,
  createdAt: e.createdAt,
  contestTitle: rc.title,
  schKey: rc.schKey,
  publishedAt: rc.publishedAt,
};
export type EntryRow = {
  entryKey: number;
  contestKey: number;
  memberKey: number;
  memberName: string;
  entrantSchName: string | null;
  grade: number | null;
  classNo: number | null;
  reaActKey: number;
  reportTitle: string;
  bookTitle: string;
  score: number | null;
  awardCode: string | null;
  judgeComment: string;
  createdAt: Date;
  contestTitle: string;
  schKey: number | null;
  publishedAt: Date | null;
};

export type ContestValues = Pick<
  typeof rc.$inferInsert,
  'title' | 'theme' | 'rules' | 'targetGrade' | 'startDate' | 'endDate'
>;

/** SQL of reading-report contests (decision 135): the area's own tables and its reading activities. */
export function createReportContestRepository(db: Db) {
  const contests = () =>
    db
      .select(contestColumns)
      .from(rc)
      .innerJoin(member, eq(member.memberKey, rc.teacherMemberKey))
      .leftJoin(school, eq(school.schKey, rc.schKey));
  const entries = () =>
    db
      .select(entryColumns)
      .from(e)
      .innerJoin(rc, eq(rc.contestKey, e.contestKey))
      .innerJoin(member, eq(member.memberKey, e.memberKey))
      .leftJoin(entrantSchool, eq(entrantSchool.schKey, member.schKey))
      .innerJoin(a, eq(a.reaActKey, e.reaActKey));

  return {
    /** A page of the contests a member of `schKey` sees (their school's and the nationwide), latest period first. */
    async page(seer: ContestSeer, p: { pageIndex: number; pageSize: number }) {
      const where = contestVisibleTo(seer);
      const [rows, [total]] = await Promise.all([
        contests()
          .where(where)
          .orderBy(desc(rc.endDate), desc(rc.contestKey))
          .limit(p.pageSize)
          .offset((p.pageIndex - 1) * p.pageSize),
        db.select({ n: count() }).from(rc).where(where),
      ]);
      return { rows: rows as ContestRow[], totalCount: total?.n ?? 0 };
    },
    /** One contest if the seer sees it (their school's or a nationwide one, started or theirs). */
    async findVisible(contestKey: number, seer: ContestSeer): Promise<ContestRow | undefined> {
      const [row] = await contests().where(and(eq(rc.contestKey, contestKey), contestVisibleTo(seer)));
      return row as ContestRow | undefined;
    },
    async byTeacher(teacherMemberKey: number): Promise<ContestRow[]> {
      return (await contests()
        .where(eq(rc.teacherMemberKey, teacherMemberKey))
        .orderBy(desc(rc.endDate), desc(rc.contestKey))) as ContestRow[];
    },
    async insert(values: ContestValues & { schKey: number | null; teacherMemberKey: number }) {
      const [row] = await db.insert(rc).values(values).returning({ contestKey: rc.contestKey });
      return row!.contestKey;
    },
    async update(contestKey: number, values: Partial<ContestValues> & { publishedAt?: Date }) {
      await db.update(rc).set(values).where(eq(rc.contestKey, contestKey));
    },
    /** The reading activity a student offers: whose it is, its kind and state. */
    async activity(reaActKey: number) {
      const [row] = await db
        .select({
          memberKey: a.memberKey,
          reaActCode: a.reaActCode,
          statusCode: a.statusCode,
          privacyBoundCode: a.privacyBoundCode,
        })
        .from(a)
        .where(eq(a.reaActKey, reaActKey));
      return row;
    },
    /** One entry per student and contest: a second submission replaces the report and clears the judging. */
    async submit(contestKey: number, memberKey: number, reaActKey: number) {
      await db
        .insert(e)
        .values({ contestKey, memberKey, reaActKey })
        .onConflictDoUpdate({
          target: [e.contestKey, e.memberKey],
          set: { reaActKey, score: null, awardCode: null, judgeComment: '', updatedAt: sql`now()` },
        });
    },
    async entries(contestKey: number): Promise<EntryRow[]> {
      return entries()
        .where(eq(e.contestKey, contestKey))
        .orderBy(sql`${e.score} desc nulls last`, e.entryKey);
    },
    async awarded(contestKey: number): Promise<EntryRow[]> {
      return entries()
        .where(and(eq(e.contestKey, contestKey), isNotNull(e.awardCode)))
        .orderBy(e.awardCode, sql`${e.score} desc nulls last`);
    },
    /** One entry of a contest the seer sees. */
    async entry(entryKey: number, seer: ContestSeer): Promise<EntryRow | undefined> {
      const [row] = await entries().where(and(eq(e.entryKey, entryKey), contestVisibleTo(seer)));
      return row;
    },
    async entryOf(contestKey: number, memberKey: number): Promise<EntryRow | undefined> {
      const [row] = await entries().where(and(eq(e.contestKey, contestKey), eq(e.memberKey, memberKey)));
      return row;
    },
    async entriesOf(memberKey: number): Promise<EntryRow[]> {
      return entries().where(eq(e.memberKey, memberKey)).orderBy(desc(e.entryKey));
    },
    async judge(entryKey: number, values: { score: number; awardCode: string | null; judgeComment: string }) {
      await db
        .update(e)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(e.entryKey, entryKey));
    },
    /** Whether the member is an operator of the agency (decision 072: `staff_role`). */
    async isOperator(memberKey: number) {
      const [row] = await db
        .select({ staffRole: member.staffRole })
        .from(member)
        .where(eq(member.memberKey, memberKey));
      return row?.staffRole === 'operator';
    },
    async memberPlace(memberKey: number) {
      const [row] = await db
        .select({ grade: member.grade })
        .from(member)
        .where(eq(member.memberKey, memberKey));
      return row ?? { grade: null };
    },
  };
}

export type ReportContestRepository = ReturnType<typeof createReportContestRepository>;
