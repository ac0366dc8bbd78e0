import { sql } from 'drizzle-orm';
import {
  char,
  date,
  index,
  integer,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { member, portal, school } from './portal.ts';

/**
 * Library-lesson booking (issue 21, decision 150). A school manager publishes the library's bookable
 * slots: a period of the school day in a room, with a capacity, on some weekdays (`weekdays` '12345').
 */
export const lessonSlot = portal.table(
  'lesson_slot',
  {
    slotKey: integer('slot_key').primaryKey().generatedAlwaysAsIdentity(),
    schKey: integer('sch_key')
      .notNull()
      .references(() => school.schKey, { onDelete: 'cascade' }),
    roomName: text('room_name').notNull(),
    periodNo: integer('period_no').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    capacity: integer('capacity').notNull(),
    weekdays: text('weekdays').notNull().default('12345'),
    useYn: char('use_yn', { length: 1 }).notNull().default('Y'),
  },
  (t) => [unique('lesson_slot_school_room_period').on(t.schKey, t.roomName, t.periodNo)],
);

/** Days the school library takes no lessons (holidays, inventory). */
export const lessonClosedDay = portal.table(
  'lesson_closed_day',
  {
    schKey: integer('sch_key')
      .notNull()
      .references(() => school.schKey, { onDelete: 'cascade' }),
    closedDate: date('closed_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [unique('lesson_closed_day_once').on(t.schKey, t.closedDate)],
);

/**
 * A teacher's application for a slot on a day. Status 01 applied, 02 proposed (the manager moved it to
 * another slot, the teacher has to accept), 03 approved, 04 refused, 05 cancelled. While 01–03 it holds
 * its slot on its day: the partial unique index is the no-double-booking rule, so two teachers booking
 * at once cannot both win whatever the service checked before.
 */
export const lessonApply = portal.table(
  'lesson_apply',
  {
    applyKey: integer('apply_key').primaryKey().generatedAlwaysAsIdentity(),
    schKey: integer('sch_key')
      .notNull()
      .references(() => school.schKey, { onDelete: 'cascade' }),
    slotKey: integer('slot_key')
      .notNull()
      .references(() => lessonSlot.slotKey),
    lessonDate: date('lesson_date', { mode: 'string' }).notNull(),
    teacherMemberKey: integer('teacher_member_key').references(() => member.memberKey, {
      onDelete: 'set null',
    }),
    teacherName: text('teacher_name').notNull(),
    grade: integer('grade').notNull(),
    classNo: integer('class_no').notNull(),
    subject: text('subject').notNull(),
    studentCount: integer('student_count').notNull(),
    purpose: text('purpose').notNull(),
    books: text('books').notNull().default(''),
    statusCode: char('status_code', { length: 2 }).notNull().default('01'),
    /** The manager's proposal note or refusal reason. */
    managerMessage: text('manager_message'),
    regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    seedKey: text('seed_key').unique(),
  },
  (t) => [
    uniqueIndex('lesson_apply_slot_held')
      .on(t.slotKey, t.lessonDate)
      .where(sql`${t.statusCode} in ('01', '02', '03')`),
    index('lesson_apply_school_date_idx').on(t.schKey, t.lessonDate),
    index('lesson_apply_teacher_idx').on(t.teacherMemberKey),
  ],
);

/**
 * The classes a teacher looks after (ClassManage, decision 153): a homeroom and subject classes of their
 * own school. Nothing in the school's data says which classes are a teacher's, so the teacher picks them.
 * One homeroom per teacher: the partial unique index holds it whatever the service checked before.
 */
export const teacherClass = portal.table(
  'teacher_class',
  {
    teacherMemberKey: integer('teacher_member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    schKey: integer('sch_key')
      .notNull()
      .references(() => school.schKey, { onDelete: 'cascade' }),
    grade: integer('grade').notNull(),
    classNo: integer('class_no').notNull(),
    homeroomYn: char('homeroom_yn', { length: 1 }).notNull().default('N'),
    regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'teacher_class_pk', columns: [t.teacherMemberKey, t.grade, t.classNo] }),
    uniqueIndex('teacher_class_one_homeroom').on(t.teacherMemberKey).where(sql`${t.homeroomYn} = 'Y'`),
  ],
);
