import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member, school } from '../../../db/schema/portal.ts';
import {
  readingActivity as a,
  activityReply as r,
  activitySubject as s,
} from '../../../db/schema/portal-activities.ts';
import { reviewableBy, type Viewer, visibleTo } from './visibility.ts';

export type NewActivity = typeof a.$inferInsert;

const replyCount = sql<number>`(select count(*)::int from ${r} where ${r.reaActKey} = ${a.reaActKey})`;

const activityColumns = {
  reaActKey: a.reaActKey,
  reaActCode: a.reaActCode,
  memberKey: a.memberKey,
  memberName: member.name,
  schKey: a.schKey,
  schName: school.name,
  bookKey: a.bookKey,
  bookTitle: a.bookTitle,
  author: a.author,
  title: a.title,
  content: a.content,
  rating: a.rating,
  privacyBoundCode: a.privacyBoundCode,
  statusCode: a.statusCode,
  returnReason: a.returnReason,
  recommended: a.recommended,
  subjectKey: a.subjectKey,
  subjectTitle: s.title,
  replyCount,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
};

export type Page = { pageIndex: number; pageSize: number };

/** SQL of reading activities (decision 130): every read filters with the viewer's visibility. */
export function createActivitiesRepository(db: Db) {
  const base = () =>
    db
      .select(activityColumns)
      .from(a)
      .innerJoin(member, eq(member.memberKey, a.memberKey))
      .leftJoin(school, eq(school.schKey, a.schKey))
      .leftJoin(s, eq(s.subjectKey, a.subjectKey))
      .$dynamic();

  async function page(where: SQL, p: Page, order: SQL[] = [desc(a.createdAt), desc(a.reaActKey)]) {
    const [rows, [total]] = await Promise.all([
      base()
        .where(where)
        .orderBy(...order)
        .limit(p.pageSize)
        .offset((p.pageIndex - 1) * p.pageSize),
      db.select({ n: count() }).from(a).where(where),
    ]);
    return { rows, totalCount: Number(total?.n ?? 0) };
  }

  return {
    page,
    /** One activity if the viewer may see it. */
    async findVisible(reaActKey: number, v: Viewer) {
      const [row] = await base().where(and(eq(a.reaActKey, reaActKey), visibleTo(v)));
      return row ?? null;
    },
    /** One activity regardless of the viewer (the service decides 403 or 404). */
    async findOne(reaActKey: number) {
      const [row] = await base().where(eq(a.reaActKey, reaActKey));
      return row ?? null;
    },
    async isReviewable(reaActKey: number, v: Viewer) {
      const [row] = await db
        .select({ k: a.reaActKey })
        .from(a)
        .where(and(eq(a.reaActKey, reaActKey), reviewableBy(v)));
      return !!row;
    },
    async insert(values: NewActivity) {
      const [row] = await db.insert(a).values(values).returning({ reaActKey: a.reaActKey });
      return row!.reaActKey;
    },
    async update(reaActKey: number, values: Partial<NewActivity>) {
      await db
        .update(a)
        .set({ updatedAt: new Date(), ...values })
        .where(eq(a.reaActKey, reaActKey));
    },
    async remove(reaActKey: number) {
      await db.delete(a).where(eq(a.reaActKey, reaActKey));
    },
    replies(reaActKey: number) {
      return db
        .select({
          replyKey: r.replyKey,
          reaActKey: r.reaActKey,
          memberKey: r.memberKey,
          memberName: member.name,
          content: r.content,
          createdAt: r.createdAt,
        })
        .from(r)
        .innerJoin(member, eq(member.memberKey, r.memberKey))
        .where(eq(r.reaActKey, reaActKey))
        .orderBy(asc(r.createdAt), asc(r.replyKey));
    },
    async reply(replyKey: number) {
      const [row] = await db.select({ reaActKey: r.reaActKey }).from(r).where(eq(r.replyKey, replyKey));
      return row ?? null;
    },
    async insertReply(reaActKey: number, memberKey: number, content: string) {
      const [row] = await db
        .insert(r)
        .values({ reaActKey, memberKey, content })
        .returning({ replyKey: r.replyKey });
      return row!.replyKey;
    },
    /** Counts by reaActCode of the activities the viewer sees, written in [from, to). */
    countByCode(v: Viewer, from: Date, to: Date, schKey?: number) {
      return db
        .select({ reaActCode: a.reaActCode, n: count() })
        .from(a)
        .where(
          and(
            visibleTo(v),
            gte(a.createdAt, from),
            lt(a.createdAt, to),
            schKey === undefined ? undefined : eq(a.schKey, schKey),
          ),
        )
        .groupBy(a.reaActCode);
    },
    /** The books of recommended activities the viewer sees, newest recommendation first. */
    recommendedBooks(v: Viewer) {
      return db
        .selectDistinctOn([a.bookKey], {
          bookKey: a.bookKey,
          title: a.bookTitle,
          author: a.author,
          publisher: a.publisher,
          isbn: a.isbn,
        })
        .from(a)
        .where(and(eq(a.recommended, true), isNotNull(a.bookKey), visibleTo(v)))
        .orderBy(a.bookKey)
        .limit(20);
    },
    memberOf(memberKey: number) {
      return db
        .select({ grade: member.grade, classNo: member.classNo, name: member.name })
        .from(member)
        .where(eq(member.memberKey, memberKey))
        .then((rows) => rows[0] ?? null);
    },
    subjects(schKey: number, filter?: { grade: number | null; classNo: number | null }) {
      const target = filter
        ? and(
            sql`(${s.targetGrade} is null or ${s.targetGrade} = ${filter.grade ?? -1})`,
            sql`(${s.targetClass} is null or ${s.targetClass} = ${filter.classNo ?? -1})`,
          )
        : undefined;
      return db
        .select({
          subjectKey: s.subjectKey,
          teacherMemberKey: s.teacherMemberKey,
          teacherName: member.name,
          title: s.title,
          theme: s.theme,
          bookKey: s.bookKey,
          bookTitle: s.bookTitle,
          author: s.author,
          targetGrade: s.targetGrade,
          targetClass: s.targetClass,
          dueDate: s.dueDate,
          activityCount: sql<number>`(select count(*)::int from ${a} where ${a.subjectKey} = ${s.subjectKey} and ${a.statusCode} <> '00')`,
        })
        .from(s)
        .innerJoin(member, eq(member.memberKey, s.teacherMemberKey))
        .where(and(eq(s.schKey, schKey), target))
        .orderBy(desc(s.dueDate), desc(s.subjectKey));
    },
    async subject(subjectKey: number) {
      const [row] = await db.select().from(s).where(eq(s.subjectKey, subjectKey));
      return row ?? null;
    },
    /** Every school's assignments due on a day (yyyy-mm-dd): the due-tomorrow reminder's list. */
    async subjectsDueOn(day: string) {
      return db.select().from(s).where(eq(s.dueDate, day)).orderBy(s.subjectKey);
    },
    async insertSubject(values: typeof s.$inferInsert) {
      const [row] = await db.insert(s).values(values).returning({ subjectKey: s.subjectKey });
      return row!.subjectKey;
    },
    async updateSubject(subjectKey: number, values: Partial<typeof s.$inferInsert>) {
      await db.update(s).set(values).where(eq(s.subjectKey, subjectKey));
    },
    async removeSubject(subjectKey: number) {
      await db.delete(s).where(eq(s.subjectKey, subjectKey));
    },
    /** The header counts (spec 000 §4): a student's written activities; a teacher's school queue. */
    /** The header counts (spec 000 §4), and the dashboard's (issue 37): activities the members wrote and
     * submitted (drafts not counted), MyActivites' rows counted; a teacher's school queue. */
    async countWrittenOf(memberKeys: number[]) {
      if (memberKeys.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(a)
        .where(and(inArray(a.memberKey, memberKeys), inArray(a.statusCode, ['01', '02', '03'])));
      return Number(row?.n ?? 0);
    },
    async countAwaitingReview(teacherMemberKey: number) {
      const [row] = await db
        .select({ n: count() })
        .from(a)
        .innerJoin(member, eq(member.memberKey, teacherMemberKey))
        .where(and(eq(a.schKey, member.schKey), eq(a.statusCode, '01'), sql`${a.privacyBoundCode} <> '05'`));
      return Number(row?.n ?? 0);
    },
  };
}

export type ActivitiesRepository = ReturnType<typeof createActivitiesRepository>;
export type ActivityRow = NonNullable<Awaited<ReturnType<ActivitiesRepository['findOne']>>>;
