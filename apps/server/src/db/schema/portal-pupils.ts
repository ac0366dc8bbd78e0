import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { member, portal, school } from './portal.ts';

/**
 * A class join code (decision 220): a verified teacher (or the school manager) issues one for a class of
 * their school; a pupil of that school who enters it before it expires is verified and placed in the
 * class. One live code per class: issuing again revokes the earlier one. The code is kept as written,
 * because the teacher shows it to the class for as long as it lives.
 */
export const classJoinCode = portal.table(
  'class_join_code',
  {
    codeKey: integer('code_key').primaryKey().generatedAlwaysAsIdentity(),
    schKey: integer('sch_key')
      .notNull()
      .references(() => school.schKey, { onDelete: 'cascade' }),
    grade: integer('grade').notNull(),
    classNo: integer('class_no').notNull(),
    code: text('code').notNull(),
    issuedBy: integer('issued_by')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('class_join_code_code_uq').on(t.code),
    uniqueIndex('class_join_code_one_live')
      .on(t.schKey, t.grade, t.classNo)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * A pupil's request to change grade and class (decision 221): the class teacher of either class or the
 * school manager approves ('approved', the member's grade and class change) or refuses it. One pending
 * request per pupil: a new one replaces it.
 */
export const classChangeRequest = portal.table(
  'class_change_request',
  {
    requestKey: integer('request_key').primaryKey().generatedAlwaysAsIdentity(),
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    schKey: integer('sch_key')
      .notNull()
      .references(() => school.schKey, { onDelete: 'cascade' }),
    fromGrade: integer('from_grade'),
    fromClassNo: integer('from_class_no'),
    grade: integer('grade').notNull(),
    classNo: integer('class_no').notNull(),
    /** 'pending', 'approved', 'refused' or 'withdrawn' (replaced by a newer request). */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('class_change_request_school_idx').on(t.schKey, t.status),
    uniqueIndex('class_change_request_one_pending').on(t.memberKey).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A school's new-school-year roll-over (decision 221), once per school year (from 1 March, Korea's): every
 * pupil moves up a grade; the top grade's pupils graduate.
 */
export const schoolYearRollOver = portal.table(
  'school_year_roll_over',
  {
    schKey: integer('sch_key')
      .notNull()
      .references(() => school.schKey, { onDelete: 'cascade' }),
    schoolYear: integer('school_year').notNull(),
    moved: integer('moved').notNull(),
    graduated: integer('graduated').notNull(),
    rolledBy: integer('rolled_by').notNull(),
    rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'school_year_roll_over_pk', columns: [t.schKey, t.schoolYear] })],
);
