import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { library, patron, schoolLibrary } from './library.ts';

/**
 * The library services (issue 6, docs/decisions/040): loan rules, loans (and their history), reservations,
 * inter-library loans, wish-book requests and notices. Copies are the search module's holdings, named
 * here by (libCode, regNo) and bookKey as values; the bibliographic fields are a snapshot taken when the
 * row is made, so lists never join across schemas.
 */
const bookSnapshot = {
  bookKey: integer('book_key').notNull(),
  title: text('title').notNull(),
  author: text('author'),
  publisher: text('publisher'),
  isbn: text('isbn'),
};

const libRef = () =>
  text('lib_code')
    .notNull()
    .references(() => schoolLibrary.libCode);
const patronRef = () =>
  integer('patron_id')
    .notNull()
    .references(() => patron.patronId);

/** Loan rules per grade (0 staff, 1–6 school years) of one library. */
export const loanRule = library.table(
  'loan_rule',
  {
    libCode: libRef(),
    grade: smallint('grade').notNull(),
    loanLimit: smallint('loan_limit').notNull(),
    loanDays: smallint('loan_days').notNull(),
    renewLimit: smallint('renew_limit').notNull(),
    rsvtLimit: smallint('rsvt_limit').notNull(),
  },
  (t) => [primaryKey({ columns: [t.libCode, t.grade] })],
);

/**
 * Loans: open while `returned_at` is null, history after. At most one open loan per copy, enforced by
 * the partial unique index: two desks checking out one copy at once cannot both succeed.
 */
export const loan = library.table(
  'loan',
  {
    loanKey: integer('loan_key').primaryKey().generatedAlwaysAsIdentity(),
    libCode: libRef(),
    regNo: text('reg_no').notNull(),
    callNo: text('call_no').notNull(),
    ...bookSnapshot,
    patronId: patronRef(),
    loanedAt: timestamp('loaned_at', { withTimezone: true }).notNull().defaultNow(),
    loanDate: date('loan_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    renewCount: smallint('renew_count').notNull().default(0),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnDate: date('return_date', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('loan_open_copy_unique').on(t.libCode, t.regNo).where(sql`${t.returnedAt} is null`),
    index('loan_patron_idx').on(t.patronId, t.returnedAt),
    index('loan_lib_due_idx').on(t.libCode, t.dueDate).where(sql`${t.returnedAt} is null`),
  ],
);

/**
 * Reservations: a queue per title and library, in `rsvt_key` order. WAITING → READY (a copy held until
 * `pickup_until`) → LOANED, or CANCELLED / EXPIRED. One active reservation per patron and title; one
 * READY hold per copy.
 */
export const reservation = library.table(
  'reservation',
  {
    rsvtKey: integer('rsvt_key').primaryKey().generatedAlwaysAsIdentity(),
    libCode: libRef(),
    ...bookSnapshot,
    patronId: patronRef(),
    status: text('status').notNull().default('WAITING'),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull().defaultNow(),
    regNo: text('reg_no'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    pickupUntil: date('pickup_until', { mode: 'string' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reservation_active_unique')
      .on(t.patronId, t.libCode, t.bookKey)
      .where(sql`${t.status} in ('WAITING', 'READY')`),
    uniqueIndex('reservation_ready_copy_unique').on(t.libCode, t.regNo).where(sql`${t.status} = 'READY'`),
    index('reservation_queue_idx').on(t.libCode, t.bookKey, t.status, t.rsvtKey),
    index('reservation_patron_idx').on(t.patronId, t.status),
  ],
);

/** Inter-library loans: REQUESTED → APPROVED → SENT → RECEIVED → RETURNED, or REFUSED. */
export const illRequest = library.table(
  'ill_request',
  {
    illKey: integer('ill_key').primaryKey().generatedAlwaysAsIdentity(),
    ...bookSnapshot,
    patronId: patronRef(),
    borrowingLibCode: text('borrowing_lib_code')
      .notNull()
      .references(() => schoolLibrary.libCode),
    lendingLibCode: text('lending_lib_code')
      .notNull()
      .references(() => schoolLibrary.libCode),
    status: text('status').notNull().default('REQUESTED'),
    regNo: text('reg_no'),
    refuseReason: text('refuse_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ill_request_open_unique')
      .on(t.patronId, t.bookKey)
      .where(sql`${t.status} in ('REQUESTED', 'APPROVED', 'SENT', 'RECEIVED')`),
    index('ill_request_lending_idx').on(t.lendingLibCode, t.status),
    index('ill_request_borrowing_idx').on(t.borrowingLibCode, t.status),
  ],
);

/** Wish-book (furnish-books) requests: REQUESTED, then ACCEPTED or DECLINED with a reason. */
export const furnishRequest = library.table(
  'furnish_request',
  {
    requestKey: integer('request_key').primaryKey().generatedAlwaysAsIdentity(),
    libCode: libRef(),
    ...bookSnapshot,
    /** The catalogue book; null for a book typed in by hand that the catalogue lacks (issue 25.4). */
    bookKey: integer('book_key'),
    /** What makes two open requests of one member the same book: `book:<key>`, `isbn:<isbn>` or `title:<title>|<author>`. */
    dedupeKey: text('dedupe_key').notNull(),
    pubYear: smallint('pub_year'),
    patronId: patronRef(),
    memo: text('memo'),
    status: text('status').notNull().default('REQUESTED'),
    declineReason: text('decline_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('furnish_request_open_unique')
      .on(t.patronId, t.dedupeKey)
      .where(sql`${t.status} = 'REQUESTED'`),
    index('furnish_request_lib_idx').on(t.libCode, t.status),
  ],
);
