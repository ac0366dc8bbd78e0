import { char, index, integer, jsonb, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { member, memberSession, portal } from './portal.ts';

/*
 * My page (issue 13, decisions 090–094): the badge engine's activity log and awards, member-to-member
 * messages, and bookshelves. System notifications and shelf books extend the tables of 0004
 * (portal.ts: system_notification, my_lib_bookshelf).
 */

/**
 * One row per activity a member did that counts towards a badge category (decision 090): the library's
 * returns, an approved report, a quiz solved... `sourceKey` names the thing ('loan:123'), so an event
 * reported twice counts once.
 */
export const badgeActivity = portal.table(
  'badge_activity',
  {
    activityKey: integer('activity_key').primaryKey().generatedAlwaysAsIdentity(),
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    badgeTypeCode: text('badge_type_code').notNull(),
    sourceKey: text('source_key').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('badge_activity_once').on(t.memberKey, t.badgeTypeCode, t.sourceKey),
    index('badge_activity_member_idx').on(t.memberKey, t.badgeTypeCode),
  ],
);

/** A badge a member earned: one per category and level, with the day it was earned (regDate). */
export const memberBadge = portal.table(
  'member_badge',
  {
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    badgeTypeCode: text('badge_type_code').notNull(),
    /** 1, 2 or 3 (lv1 to lv3). */
    level: integer('level').notNull(),
    regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberKey, t.badgeTypeCode, t.level] })],
);

/**
 * A message from one member to another of the same school (decision 092). Each side keeps its own star
 * and delete; the receiver's read time is the read state.
 */
export const memberMessage = portal.table(
  'member_message',
  {
    messageKey: integer('message_key').primaryKey().generatedAlwaysAsIdentity(),
    senderKey: integer('sender_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    receiverKey: integer('receiver_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    senderAsteriskYn: char('sender_asterisk_yn', { length: 1 }).notNull().default('N'),
    receiverAsteriskYn: char('receiver_asterisk_yn', { length: 1 }).notNull().default('N'),
    senderDeletedAt: timestamp('sender_deleted_at', { withTimezone: true }),
    receiverDeletedAt: timestamp('receiver_deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('member_message_receiver_idx').on(t.receiverKey, t.sentAt),
    index('member_message_sender_idx').on(t.senderKey, t.sentAt),
  ],
);

/** A member's bookshelf (decision 093): private ('N') or public to the member's school ('Y'). */
export const bookShelf = portal.table(
  'book_shelf',
  {
    shelfKey: integer('shelf_key').primaryKey().generatedAlwaysAsIdentity(),
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    shelfName: text('shelf_name').notNull(),
    description: text('description'),
    publicYn: char('public_yn', { length: 1 }).notNull().default('N'),
    regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
    modDate: timestamp('mod_date', { withTimezone: true }).notNull().defaultNow(),
    /** Set on rows the seed wrote, so a restart inserts none twice. */
    seedKey: text('seed_key').unique(),
  },
  (t) => [index('book_shelf_member_idx').on(t.memberKey), index('book_shelf_public_idx').on(t.publicYn)],
);

/**
 * A book on a member's shelf (decision 093): where it came from (the catalogue's bookKey or an ISBN), its
 * order on the shelf and the member's note. Counted for myLibTotalBookCount (spec 000 §3).
 */
export const myLibBookshelf = portal.table(
  'my_lib_bookshelf',
  {
    shelfBookKey: integer('shelf_book_key').primaryKey().generatedAlwaysAsIdentity(),
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    shelfKey: integer('shelf_key')
      .notNull()
      .references(() => bookShelf.shelfKey, { onDelete: 'cascade' }),
    /** The search catalogue's book key, kept as a value (another module's table). */
    bookKey: integer('book_key'),
    isbn: text('isbn'),
    title: text('title').notNull(),
    author: text('author'),
    publisher: text('publisher'),
    note: text('note'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('my_lib_bookshelf_member_idx').on(t.memberKey),
    index('my_lib_bookshelf_shelf_idx').on(t.shelfKey, t.sortOrder),
    unique('my_lib_bookshelf_shelf_book').on(t.shelfKey, t.title, t.isbn),
  ],
);

/**
 * System notifications to a member (decision 091); unread while `readAt` is null. `kind` names the event
 * (loanDue, overdue, reservationReady, reportReply, badgeEarned, inquiryAnswered, notice); `dedupeKey`
 * makes a notification of one event once ('due:loan:12').
 */
export const systemNotification = portal.table(
  'system_notification',
  {
    notificationKey: integer('notification_key').primaryKey().generatedAlwaysAsIdentity(),
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('notice'),
    title: text('title').notNull(),
    content: text('content'),
    /** A route name of the web client's paths table the notification opens (MyLibraryStatus, MyBadge...). */
    linkRoute: text('link_route'),
    /** The route's parameters and query: `{ params: { type: 'subjectBooks' }, search: { subjectKey: '5' } }`. */
    linkQuery: jsonb('link_query'),
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('system_notification_member_idx').on(t.memberKey),
    unique('system_notification_once').on(t.memberKey, t.dedupeKey),
  ],
);

/**
 * The key of a member's live event stream (decision 091): the browser's EventSource sends no headers, so
 * it opens `messageMng/stream?ticket=` with a random ticket issued to its session; the ticket works while
 * that session lives (reconnects included) and dies with it. Only its SHA-256 is stored.
 */
export const liveTicket = portal.table('live_ticket', {
  ticketHash: text('ticket_hash').primaryKey(),
  tokenHash: text('token_hash')
    .notNull()
    .references(() => memberSession.tokenHash, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
