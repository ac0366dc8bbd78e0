import { boolean, char, date, index, integer, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { member, portal, school } from './portal.ts';

/*
 * Reading activities (issue 16, decisions 130–133): what members write about a book, the teacher's
 * replies, reviews and recommendations, and assignments (subjectMng). `reading_activity` of 0004 is
 * extended here; only the portal's activities area (modules/portal/activities) reads these tables.
 */

/**
 * One reading activity about a book. `schKey` is the author's school when written: visibility is decided
 * in the queries from it, `privacyBoundCode` (spec 000 §3) and `statusCode` (decision 130).
 */
export const readingActivity = portal.table(
  'reading_activity',
  {
    reaActKey: integer('rea_act_key').primaryKey().generatedAlwaysAsIdentity(),
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    /** The teacher who last reviewed it (replied, approved, returned or recommended). */
    teacherMemberKey: integer('teacher_member_key').references(() => member.memberKey),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    schKey: integer('sch_key').references(() => school.schKey),
    reaActCode: char('rea_act_code', { length: 2 }).notNull().default('02'),
    /** The catalogue's bookKey (search module; no foreign key across modules) and a snapshot of the book. */
    bookKey: integer('book_key'),
    bookTitle: text('book_title').notNull().default(''),
    author: text('author'),
    publisher: text('publisher'),
    isbn: text('isbn'),
    /** Sanitized HTML (decision 073); a one-line review is escaped plain text in one paragraph. */
    content: text('content').notNull().default(''),
    /** 1–5 stars, one-line reviews only. */
    rating: smallint('rating'),
    privacyBoundCode: char('privacy_bound_code', { length: 2 }).notNull().default('01'),
    /** 00 draft, 01 submitted, 02 approved, 03 returned. */
    statusCode: char('status_code', { length: 2 }).notNull().default('01'),
    returnReason: text('return_reason'),
    recommended: boolean('recommended').notNull().default(false),
    recommendedAt: timestamp('recommended_at', { withTimezone: true }),
    subjectKey: integer('subject_key').references(() => activitySubject.subjectKey, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reading_activity_member_idx').on(t.memberKey),
    index('reading_activity_teacher_idx').on(t.teacherMemberKey),
    index('reading_activity_school_idx').on(t.schKey, t.statusCode, t.createdAt),
    index('reading_activity_recommended_idx').on(t.recommended, t.recommendedAt),
  ],
);

/** A teacher's comment on an activity (replyMng). */
export const activityReply = portal.table(
  'reading_activity_reply',
  {
    replyKey: integer('reply_key').primaryKey().generatedAlwaysAsIdentity(),
    reaActKey: integer('rea_act_key')
      .notNull()
      .references(() => readingActivity.reaActKey, { onDelete: 'cascade' }),
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reading_activity_reply_activity_idx').on(t.reaActKey)],
);

/** A teacher's assignment (subjectMng): a book or a theme for a grade or class, with a due day. */
export const activitySubject = portal.table(
  'reading_activity_subject',
  {
    subjectKey: integer('subject_key').primaryKey().generatedAlwaysAsIdentity(),
    schKey: integer('sch_key')
      .notNull()
      .references(() => school.schKey),
    teacherMemberKey: integer('teacher_member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    theme: text('theme').notNull().default(''),
    bookKey: integer('book_key'),
    bookTitle: text('book_title'),
    author: text('author'),
    targetGrade: smallint('target_grade'),
    targetClass: smallint('target_class'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reading_activity_subject_school_idx').on(t.schKey, t.dueDate)],
);
