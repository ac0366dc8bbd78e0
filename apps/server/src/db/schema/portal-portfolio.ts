import { char, index, integer, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { member, portal, school } from './portal.ts';
import { readingActivity } from './portal-activities.ts';

/*
 * Portfolios (issue 16 part 4, decision 132): a student gathers their reading activities, loans and badges.
 * Only the portal's activities area (modules/portal/activities/portfolio.*) reads these tables. Loans and
 * badges belong to other areas: their lines are kept as a snapshot taken through those areas' faces.
 */

/** One portfolio. `schKey` is the author's school: visibility is decided in the queries from it. */
export const portfolio = portal.table(
  'portfolio',
  {
    portfolioKey: integer('portfolio_key').primaryKey().generatedAlwaysAsIdentity(),
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    schKey: integer('sch_key').references(() => school.schKey),
    title: text('title').notNull(),
    intro: text('intro').notNull().default(''),
    privacyBoundCode: char('privacy_bound_code', { length: 2 }).notNull().default('02'),
    /** A teacher's review: the latest feedback, who wrote it and when. */
    feedback: text('feedback'),
    reviewerMemberKey: integer('reviewer_member_key').references(() => member.memberKey),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('portfolio_member_idx').on(t.memberKey),
    index('portfolio_school_idx').on(t.schKey, t.createdAt),
  ],
);

/** One line of a portfolio: an activity (read live, within its own visibility), or a loan or badge snapshot. */
export const portfolioItem = portal.table(
  'portfolio_item',
  {
    itemKey: integer('item_key').primaryKey().generatedAlwaysAsIdentity(),
    portfolioKey: integer('portfolio_key')
      .notNull()
      .references(() => portfolio.portfolioKey, { onDelete: 'cascade' }),
    /** activity, loan or badge. */
    itemType: text('item_type').notNull(),
    refKey: integer('ref_key').notNull(),
    reaActKey: integer('rea_act_key').references(() => readingActivity.reaActKey, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    subtitle: text('subtitle').notNull().default(''),
    /** yyyy-mm-dd. */
    itemDate: text('item_date').notNull().default(''),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('portfolio_item_portfolio_idx').on(t.portfolioKey, t.sortOrder)],
);
