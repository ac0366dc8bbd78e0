import { date, index, integer, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { member, portal, school } from './portal.ts';

/*
 * Balance games, discussion rooms and reading newsgroups (issue 18, decisions 171–174). Their comments
 * live in the comment engine's tables (portal-comments.ts) under the target types 'balance',
 * 'discussion' and 'newsgroup'.
 */

/**
 * A balance game: a two-sided question about a book. Status (spec 000 §3 recruitment): 01 awaiting
 * approval, 02 open (recruiting votes), 03 closed; 04 returned by a teacher (decision 171).
 */
export const balanceGame = portal.table(
  'balance_game',
  {
    balanceKey: integer('balance_key').primaryKey().generatedAlwaysAsIdentity(),
    schKey: integer('sch_key')
      .notNull()
      .references(() => school.schKey),
    writerKey: integer('writer_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    bookTitle: text('book_title').notNull(),
    bookAuthor: text('book_author').notNull().default(''),
    optionA: text('option_a').notNull(),
    optionB: text('option_b').notNull(),
    /** Pictures of the two sides: inline image paths of the community's file store, or null. */
    imageA: text('image_a'),
    imageB: text('image_b'),
    statusCode: text('status_code').notNull().default('01'),
    returnReason: text('return_reason'),
    approvedBy: integer('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('balance_game_school_idx').on(t.schKey, t.statusCode)],
);

/** A member's one vote in a balance game; changed (not added) while the game is open. */
export const balanceVote = portal.table(
  'balance_vote',
  {
    balanceKey: integer('balance_key')
      .notNull()
      .references(() => balanceGame.balanceKey, { onDelete: 'cascade' }),
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    choice: text('choice').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.balanceKey, t.memberKey] })],
);

/**
 * A discussion room a teacher opens on a book: pro/con (request type Y) or general (N), over a period;
 * `maskingYn` Y masks the names of other schools' members; `scopeCode` school or national.
 */
export const discussionRoom = portal.table(
  'discussion_room',
  {
    roomKey: integer('room_key').primaryKey().generatedAlwaysAsIdentity(),
    schKey: integer('sch_key')
      .notNull()
      .references(() => school.schKey),
    writerKey: integer('writer_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    question: text('question').notNull(),
    bookTitle: text('book_title').notNull(),
    bookAuthor: text('book_author').notNull().default(''),
    requestType: text('request_type').notNull(),
    scopeCode: text('scope_code').notNull().default('school'),
    maskingYn: text('masking_yn').notNull().default('Y'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The teacher's summary of the discussion, written when it is done. */
    summary: text('summary'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discussion_room_school_idx').on(t.schKey, t.endDate)],
);

/** A reading newsgroup topic: an open board about a book, read and answered across schools. */
export const newsgroupTopic = portal.table(
  'newsgroup_topic',
  {
    topicKey: integer('topic_key').primaryKey().generatedAlwaysAsIdentity(),
    schKey: integer('sch_key').references(() => school.schKey),
    writerKey: integer('writer_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    bookTitle: text('book_title').notNull(),
    bookAuthor: text('book_author').notNull().default(''),
    content: text('content').notNull(),
    /** 'shown' or 'hidden' (by a teacher of the writer's school or an operator). */
    statusCode: text('status_code').notNull().default('shown'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsgroup_topic_created_idx').on(t.createdAt)],
);
