import { boolean, index, integer, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { member, portal, school } from './portal.ts';

/*
 * The shared comment engine (issue 18, decision 170): comments of every area that takes them (balance
 * games, discussion rooms, newsgroups, reading-club boards …), named by a target type and key. Only
 * modules/portal/comments reads these tables; the areas use its public face.
 */

/** A comment or a reply (parent_key: one level) on a target ('balance' 12, 'discussion' 3 …). */
export const comment = portal.table(
  'comment',
  {
    commentKey: integer('comment_key').primaryKey().generatedAlwaysAsIdentity(),
    targetType: text('target_type').notNull(),
    targetKey: text('target_key').notNull(),
    parentKey: integer('parent_key'),
    writerKey: integer('writer_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    /** The writer's school when written: masking compares it with the viewer's. */
    schKey: integer('sch_key').references(() => school.schKey),
    /** pro/con (a discussion), A/B (a balance game's reasons) or null. */
    sideCode: text('side_code'),
    content: text('content').notNull(),
    /** 'shown', 'hidden' (by a moderator) or 'deleted' (by its writer; kept for its replies). */
    statusCode: text('status_code').notNull().default('shown'),
    pinned: boolean('pinned').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('comment_target_idx').on(t.targetType, t.targetKey, t.parentKey),
    index('comment_writer_idx').on(t.writerKey),
  ],
);

/** A member's "report this" on a comment, once per member; staff hide the comment or dismiss it. */
export const commentReport = portal.table(
  'comment_report',
  {
    reportKey: integer('report_key').primaryKey().generatedAlwaysAsIdentity(),
    commentKey: integer('comment_key')
      .notNull()
      .references(() => comment.commentKey, { onDelete: 'cascade' }),
    reporterKey: integer('reporter_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** 'open', 'hidden' (the comment was hidden) or 'dismissed'. */
    statusCode: text('status_code').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by'),
  },
  (t) => [
    unique('comment_report_once').on(t.commentKey, t.reporterKey),
    index('comment_report_status_idx').on(t.statusCode),
  ],
);
