import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { member, school } from '../../../db/schema/portal.ts';
import { readingActivity as a } from '../../../db/schema/portal-activities.ts';
import { portfolioItem as i, portfolio as p } from '../../../db/schema/portal-portfolio.ts';
import type { Page } from './activities.repository.ts';
import { isSchoolStaff, type Viewer, visibleTo } from './visibility.ts';

/**
 * Who sees a portfolio (decision 132), as SQL: the author always; the verified teachers and managers of the
 * author's school every one but a 05 self-kept; others by its code: 02 the same school's members, 03 any
 * logged-in member, 04 or 06 anyone; 01 and 05 nobody else.
 */
export function portfolioVisibleTo(v: Viewer): SQL {
  const own = v ? sql`${p.memberKey} = ${v.memberKey} or ` : sql``;
  const staff = isSchoolStaff(v)
    ? sql` or (${p.schKey} = ${v.schKey} and ${p.privacyBoundCode} <> '05')`
    : sql``;
  const logged = v ? sql` or ${p.privacyBoundCode} = '03'` : sql``;
  const school = v?.schKey ? sql` or (${p.privacyBoundCode} = '02' and ${p.schKey} = ${v.schKey})` : sql``;
  return sql`(${own}${p.privacyBoundCode} in ('04', '06')${logged}${school}${staff})`;
}

const reviewer = alias(member, 'reviewer');
const itemCount = sql<number>`(select count(*)::int from ${i} where ${i.portfolioKey} = ${p.portfolioKey})`;
const columns = {
  portfolioKey: p.portfolioKey,
  memberKey: p.memberKey,
  memberName: member.name,
  schKey: p.schKey,
  schName: school.name,
  title: p.title,
  intro: p.intro,
  privacyBoundCode: p.privacyBoundCode,
  feedback: p.feedback,
  reviewerName: reviewer.name,
  reviewedAt: p.reviewedAt,
  itemCount,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
};
export type PortfolioRow = Awaited<
  ReturnType<ReturnType<typeof createPortfolioRepository>['findVisible']>
> & {};
export type NewPortfolioItem = Omit<typeof i.$inferInsert, 'portfolioKey'>;

/** SQL of portfolios (decision 132): every read filters with the viewer's visibility. */
export function createPortfolioRepository(db: Db) {
  const base = () =>
    db
      .select(columns)
      .from(p)
      .innerJoin(member, eq(member.memberKey, p.memberKey))
      .leftJoin(school, eq(school.schKey, p.schKey))
      .leftJoin(reviewer, eq(reviewer.memberKey, p.reviewerMemberKey))
      .$dynamic();

  return {
    async page(where: SQL, pg: Page) {
      const [rows, [total]] = await Promise.all([
        base()
          .where(where)
          .orderBy(desc(p.updatedAt), desc(p.portfolioKey))
          .limit(pg.pageSize)
          .offset((pg.pageIndex - 1) * pg.pageSize),
        db.select({ n: count() }).from(p).where(where),
      ]);
      return { rows, totalCount: Number(total?.n ?? 0) };
    },
    async findVisible(portfolioKey: number, v: Viewer) {
      const [row] = await base().where(and(eq(p.portfolioKey, portfolioKey), portfolioVisibleTo(v)));
      return row ?? null;
    },
    async findOne(portfolioKey: number) {
      const [row] = await db.select().from(p).where(eq(p.portfolioKey, portfolioKey));
      return row ?? null;
    },
    /**
     * A portfolio's lines for a viewer: an activity line carries its text only while the viewer may read
     * that activity (its own visibility rule, decision 130); otherwise the line is left out.
     */
    async itemsFor(portfolioKey: number, v: Viewer) {
      return db
        .select({
          itemType: i.itemType,
          refKey: i.refKey,
          title: sql<string>`coalesce(${a.title}, ${i.title})`,
          subtitle: sql<string>`coalesce(${a.bookTitle}, ${i.subtitle})`,
          itemDate: i.itemDate,
          content: sql<string>`coalesce(${a.content}, '')`,
          rating: a.rating,
        })
        .from(i)
        .leftJoin(a, and(eq(a.reaActKey, i.reaActKey), visibleTo(v)))
        .where(
          and(
            eq(i.portfolioKey, portfolioKey),
            sql`(${i.itemType} <> 'activity' or ${a.reaActKey} is not null)`,
          ),
        )
        .orderBy(asc(i.sortOrder), asc(i.itemKey));
    },
    /** The author's own activities among some keys (a portfolio holds only the author's items). */
    async ownActivities(memberKey: number, keys: number[]) {
      if (keys.length === 0) return [];
      return db
        .select({ reaActKey: a.reaActKey, title: a.title, bookTitle: a.bookTitle, createdAt: a.createdAt })
        .from(a)
        .where(and(eq(a.memberKey, memberKey), inArray(a.reaActKey, keys), sql`${a.statusCode} <> '00'`));
    },
    /** The author's activities to choose from: all but drafts, newest first. */
    async activitiesOf(memberKey: number) {
      return db
        .select({
          reaActKey: a.reaActKey,
          title: a.title,
          bookTitle: a.bookTitle,
          reaActCode: a.reaActCode,
          createdAt: a.createdAt,
        })
        .from(a)
        .where(and(eq(a.memberKey, memberKey), sql`${a.statusCode} <> '00'`))
        .orderBy(desc(a.createdAt))
        .limit(100);
    },
    async insert(row: typeof p.$inferInsert, items: NewPortfolioItem[]) {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(p).values(row).returning({ portfolioKey: p.portfolioKey });
        const key = created!.portfolioKey;
        await tx.insert(i).values(items.map((it) => ({ ...it, portfolioKey: key })));
        return key;
      });
    },
    async update(portfolioKey: number, row: Partial<typeof p.$inferInsert>, items: NewPortfolioItem[]) {
      await db.transaction(async (tx) => {
        await tx
          .update(p)
          .set({ ...row, updatedAt: new Date() })
          .where(eq(p.portfolioKey, portfolioKey));
        await tx.delete(i).where(eq(i.portfolioKey, portfolioKey));
        await tx.insert(i).values(items.map((it) => ({ ...it, portfolioKey })));
      });
    },
    async remove(portfolioKey: number) {
      await db.delete(p).where(eq(p.portfolioKey, portfolioKey));
    },
    async review(portfolioKey: number, reviewerMemberKey: number, feedback: string) {
      await db
        .update(p)
        .set({ feedback, reviewerMemberKey, reviewedAt: new Date() })
        .where(eq(p.portfolioKey, portfolioKey));
    },
  };
}

export type PortfolioRepository = ReturnType<typeof createPortfolioRepository>;
export { p as portfolioTable };
