import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { member, school } from '../../../db/schema/portal.ts';
import { comment, commentReport } from '../../../db/schema/portal-comments.ts';

export type CommentRow = {
  commentKey: number;
  targetType: string;
  targetKey: string;
  parentKey: number | null;
  writerKey: number;
  writerName: string;
  writerTypeCode: string;
  schKey: number | null;
  schName: string | null;
  sideCode: string | null;
  content: string;
  statusCode: string;
  pinned: boolean;
  createdAt: Date;
  updatedAt: Date | null;
};

const columns = {
  commentKey: comment.commentKey,
  targetType: comment.targetType,
  targetKey: comment.targetKey,
  parentKey: comment.parentKey,
  writerKey: comment.writerKey,
  writerName: member.name,
  writerTypeCode: member.memberTypeCode,
  schKey: comment.schKey,
  schName: school.name,
  sideCode: comment.sideCode,
  content: comment.content,
  statusCode: comment.statusCode,
  pinned: comment.pinned,
  createdAt: comment.createdAt,
  updatedAt: comment.updatedAt,
};

const reporter = alias(member, 'reporter');

/** SQL of the comment engine (decision 170); only its own tables, with members and schools for names. */
export function createCommentsRepository(db: Db) {
  const rows = () =>
    db
      .select(columns)
      .from(comment)
      .innerJoin(member, eq(member.memberKey, comment.writerKey))
      .leftJoin(school, eq(school.schKey, comment.schKey));

  return {
    async one(commentKey: number): Promise<CommentRow | undefined> {
      const [row] = await rows().where(eq(comment.commentKey, commentKey));
      return row;
    },
    /** A page of a target's top-level comments, pinned first then oldest first, and their count. */
    async page(targetType: string, targetKey: string, offset: number, limit: number) {
      const where = and(
        eq(comment.targetType, targetType),
        eq(comment.targetKey, targetKey),
        isNull(comment.parentKey),
      );
      const [list, [count]] = await Promise.all([
        rows()
          .where(where)
          .orderBy(desc(comment.pinned), asc(comment.commentKey))
          .offset(offset)
          .limit(limit),
        db.select({ n: sql<number>`count(*)::int` }).from(comment).where(where),
      ]);
      return { list, totalCount: count?.n ?? 0 };
    },
    async replies(parentKeys: number[]): Promise<CommentRow[]> {
      if (parentKeys.length === 0) return [];
      return rows().where(inArray(comment.parentKey, parentKeys)).orderBy(asc(comment.commentKey));
    },
    /** Shown comments per side on a target (replies included). */
    async sideCounts(targetType: string, targetKey: string): Promise<Record<string, number>> {
      const list = await db
        .select({ side: comment.sideCode, n: sql<number>`count(*)::int` })
        .from(comment)
        .where(
          and(
            eq(comment.targetType, targetType),
            eq(comment.targetKey, targetKey),
            eq(comment.statusCode, 'shown'),
            sql`${comment.sideCode} is not null`,
          ),
        )
        .groupBy(comment.sideCode);
      return Object.fromEntries(list.map((r) => [r.side ?? '', r.n]));
    },
    async insert(values: typeof comment.$inferInsert): Promise<number> {
      const [row] = await db.insert(comment).values(values).returning({ commentKey: comment.commentKey });
      if (!row) throw new Error('comment insert returned nothing');
      return row.commentKey;
    },
    async update(
      commentKey: number,
      values: Partial<
        Pick<typeof comment.$inferInsert, 'content' | 'sideCode' | 'statusCode' | 'pinned' | 'updatedAt'>
      >,
    ) {
      await db.update(comment).set(values).where(eq(comment.commentKey, commentKey));
    },
    /** Counts of a target's shown comments, by target key (for lists of rooms and topics). */
    async countsByTarget(targetType: string, targetKeys: string[]): Promise<Map<string, number>> {
      if (targetKeys.length === 0) return new Map();
      const list = await db
        .select({ key: comment.targetKey, n: sql<number>`count(*)::int` })
        .from(comment)
        .where(
          and(
            eq(comment.targetType, targetType),
            inArray(comment.targetKey, targetKeys),
            eq(comment.statusCode, 'shown'),
          ),
        )
        .groupBy(comment.targetKey);
      return new Map(list.map((r) => [r.key, r.n]));
    },
    /** Adds a report; false when this member had reported the comment before. */
    async report(commentKey: number, reporterKey: number, reason: string): Promise<boolean> {
      const added = await db
        .insert(commentReport)
        .values({ commentKey, reporterKey, reason })
        .onConflictDoNothing()
        .returning({ reportKey: commentReport.reportKey });
      return added.length > 0;
    },
    /** Reports on comments written by members of a school (null: every school, for operators). */
    async reports(schKey: number | null, statusCode: string, offset: number, limit: number) {
      const where = and(
        schKey === null ? undefined : eq(comment.schKey, schKey),
        statusCode === 'all' ? undefined : eq(commentReport.statusCode, statusCode),
      );
      const base = () =>
        db
          .select({
            reportKey: commentReport.reportKey,
            commentKey: comment.commentKey,
            targetType: comment.targetType,
            targetKey: comment.targetKey,
            content: comment.content,
            writerName: member.name,
            reporterName: reporter.name,
            reason: commentReport.reason,
            statusCode: commentReport.statusCode,
            commentStatusCode: comment.statusCode,
            createdAt: commentReport.createdAt,
          })
          .from(commentReport)
          .innerJoin(comment, eq(comment.commentKey, commentReport.commentKey))
          .innerJoin(member, eq(member.memberKey, comment.writerKey))
          .innerJoin(reporter, eq(reporter.memberKey, commentReport.reporterKey));
      const [list, [count]] = await Promise.all([
        base().where(where).orderBy(desc(commentReport.reportKey)).offset(offset).limit(limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(commentReport)
          .innerJoin(comment, eq(comment.commentKey, commentReport.commentKey))
          .where(where),
      ]);
      return { list, totalCount: count?.n ?? 0 };
    },
    async reportOne(reportKey: number) {
      const [row] = await db
        .select({
          reportKey: commentReport.reportKey,
          commentKey: commentReport.commentKey,
          statusCode: commentReport.statusCode,
          schKey: comment.schKey,
        })
        .from(commentReport)
        .innerJoin(comment, eq(comment.commentKey, commentReport.commentKey))
        .where(eq(commentReport.reportKey, reportKey));
      return row;
    },
    /** Closes a report, and with 'hidden' every open report of the same comment. */
    async resolve(reportKey: number, commentKey: number, statusCode: 'hidden' | 'dismissed', by: number) {
      await db
        .update(commentReport)
        .set({ statusCode, resolvedAt: new Date(), resolvedBy: by })
        .where(
          statusCode === 'hidden'
            ? and(eq(commentReport.commentKey, commentKey), eq(commentReport.statusCode, 'open'))
            : or(eq(commentReport.reportKey, reportKey)),
        );
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
