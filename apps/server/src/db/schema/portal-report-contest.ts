import { date, index, integer, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { member, portal, school } from './portal.ts';
import { readingActivity } from './portal-activities.ts';

/*
 * Reading-report contests (issue 16.3, decision 135): a teacher opens a contest for the school with a
 * period; each student submits one of their reading reports; the teacher scores, awards and publishes.
 * Only the portal's activities area (modules/portal/activities) reads these tables.
 */

/**
 * A school's reading-report contest, or with no school a nationwide one the operator opened (decision 138);
 * `publishedAt` set once the results are out (entries close then).
 */
export const reportContest = portal.table(
  'report_contest',
  {
    contestKey: integer('contest_key').primaryKey().generatedAlwaysAsIdentity(),
    /** Null: nationwide (every school's students enter; operators judge). */
    schKey: integer('sch_key').references(() => school.schKey),
    teacherMemberKey: integer('teacher_member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    theme: text('theme').notNull().default(''),
    rules: text('rules').notNull().default(''),
    /** Null: every grade of the school. */
    targetGrade: smallint('target_grade'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_contest_school_idx').on(t.schKey, t.endDate)],
);

/** A student's one entry: a reading report of theirs, with the judge's score, award and comment. */
export const reportContestEntry = portal.table(
  'report_contest_entry',
  {
    entryKey: integer('entry_key').primaryKey().generatedAlwaysAsIdentity(),
    contestKey: integer('contest_key')
      .notNull()
      .references(() => reportContest.contestKey, { onDelete: 'cascade' }),
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    reaActKey: integer('rea_act_key')
      .notNull()
      .references(() => readingActivity.reaActKey, { onDelete: 'cascade' }),
    score: smallint('score'),
    /** 01 대상, 02 최우수상, 03 우수상, 04 장려상 (contract REPORT_AWARDS); null: no award. */
    awardCode: text('award_code'),
    judgeComment: text('judge_comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('report_contest_entry_one_idx').on(t.contestKey, t.memberKey)],
);
