import { sql } from 'drizzle-orm';
import { char, check, date, index, integer, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { member, portal, school } from './portal.ts';
import { boardFile } from './portal-community.ts';

/*
 * Reading clubs (ReadingGroup) and class-wide group reading (ReadingBookGroup): issue 20, decisions 190–194.
 */

/**
 * A reading club of one school. `member_count` counts accepted members (the leader included) and is the
 * seat counter: an accept raises it with `member_count < capacity` in its WHERE, and the CHECK below is
 * the database's own guard, so the last seat is taken once whatever runs at the same time (decision 191).
 */
export const readingGroup = portal.table(
  'reading_group',
  {
    groupKey: integer('group_key').primaryKey().generatedAlwaysAsIdentity(),
    schKey: integer('sch_key')
      .notNull()
      .references(() => school.schKey),
    name: text('name').notNull(),
    purpose: text('purpose').notNull(),
    /** A cover image uploaded through the attachments (decision 071), or none. */
    coverFileKey: integer('cover_file_key').references(() => boardFile.fileKey, { onDelete: 'set null' }),
    capacity: integer('capacity').notNull(),
    memberCount: integer('member_count').notNull().default(1),
    /** Books to read, one per line as the founder wrote them. */
    bookList: text('book_list').array().notNull().default([]),
    recruitStartDate: date('recruit_start_date', { mode: 'string' }).notNull(),
    recruitEndDate: date('recruit_end_date', { mode: 'string' }).notNull(),
    /** Recruitment status (spec 000 §3): 01 awaiting approval, 02 recruiting, 03 closed. */
    recruitStatusCode: char('recruit_status_code', { length: 2 }).notNull(),
    /** Y: the club's notices, board, discussions and photos are readable by the whole school. */
    openYn: char('open_yn', { length: 1 }).notNull().default('N'),
    founderMemberKey: integer('founder_member_key')
      .notNull()
      .references(() => member.memberKey),
    leaderMemberKey: integer('leader_member_key')
      .notNull()
      .references(() => member.memberKey),
    approverMemberKey: integer('approver_member_key').references(() => member.memberKey, {
      onDelete: 'set null',
    }),
    regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
    seedKey: text('seed_key').unique(),
  },
  (t) => [
    index('reading_group_school_idx').on(t.schKey, t.recruitStatusCode),
    check('reading_group_seats', sql`${t.memberCount} >= 0 and ${t.memberCount} <= ${t.capacity}`),
    check('reading_group_capacity', sql`${t.capacity} between 2 and 100`),
  ],
);

/** A member's place in a club: 01 applied (waiting for the leader), 02 accepted. */
export const readingGroupMember = portal.table(
  'reading_group_member',
  {
    groupKey: integer('group_key')
      .notNull()
      .references(() => readingGroup.groupKey, { onDelete: 'cascade' }),
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    statusCode: char('status_code', { length: 2 }).notNull(),
    applyMessage: text('apply_message').notNull().default(''),
    regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.groupKey, t.memberKey] }),
    index('reading_group_member_idx').on(t.memberKey),
  ],
);

/** A club's post: kind notice (leader only), board or discussion (a book and a question). */
export const readingGroupPost = portal.table(
  'reading_group_post',
  {
    postKey: integer('post_key').primaryKey().generatedAlwaysAsIdentity(),
    groupKey: integer('group_key')
      .notNull()
      .references(() => readingGroup.groupKey, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** Plain text; the web renders it as text. */
    content: text('content').notNull(),
    /** Discussions: the book the question is about. */
    bookTitle: text('book_title'),
    writerMemberKey: integer('writer_member_key').references(() => member.memberKey, {
      onDelete: 'set null',
    }),
    writerName: text('writer_name').notNull(),
    viewCount: integer('view_count').notNull().default(0),
    regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('reading_group_post_list_idx').on(t.groupKey, t.kind, t.regDate)],
);

/** A photo of the club's album (imgList): an image uploaded through the attachments, used once. */
export const readingGroupImage = portal.table(
  'reading_group_image',
  {
    imageKey: integer('image_key').primaryKey().generatedAlwaysAsIdentity(),
    groupKey: integer('group_key')
      .notNull()
      .references(() => readingGroup.groupKey, { onDelete: 'cascade' }),
    fileKey: integer('file_key')
      .notNull()
      .unique()
      .references(() => boardFile.fileKey, { onDelete: 'cascade' }),
    caption: text('caption').notNull().default(''),
    writerMemberKey: integer('writer_member_key').references(() => member.memberKey, {
      onDelete: 'set null',
    }),
    regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reading_group_image_idx').on(t.groupKey, t.regDate)],
);

/** A club's reading schedule: what to read by when. */
export const readingGroupSchedule = portal.table(
  'reading_group_schedule',
  {
    scheduleKey: integer('schedule_key').primaryKey().generatedAlwaysAsIdentity(),
    groupKey: integer('group_key')
      .notNull()
      .references(() => readingGroup.groupKey, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    meetDate: date('meet_date', { mode: 'string' }).notNull(),
  },
  (t) => [index('reading_group_schedule_idx').on(t.groupKey, t.meetDate)],
);

/** A class-wide reading of one book run by a teacher (ReadingBookGroup), for one grade and class. */
export const bookGroup = portal.table(
  'book_group',
  {
    bookGroupKey: integer('book_group_key').primaryKey().generatedAlwaysAsIdentity(),
    schKey: integer('sch_key')
      .notNull()
      .references(() => school.schKey),
    teacherMemberKey: integer('teacher_member_key')
      .notNull()
      .references(() => member.memberKey),
    grade: integer('grade').notNull(),
    classNo: integer('class_no').notNull(),
    title: text('title').notNull(),
    bookTitle: text('book_title').notNull(),
    bookAuthor: text('book_author').notNull().default(''),
    description: text('description').notNull().default(''),
    regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
    seedKey: text('seed_key').unique(),
  },
  (t) => [index('book_group_class_idx').on(t.schKey, t.grade, t.classNo)],
);

/** A chapter of a group reading with its due date. */
export const bookGroupChapter = portal.table(
  'book_group_chapter',
  {
    chapterKey: integer('chapter_key').primaryKey().generatedAlwaysAsIdentity(),
    bookGroupKey: integer('book_group_key')
      .notNull()
      .references(() => bookGroup.bookGroupKey, { onDelete: 'cascade' }),
    chapterNo: integer('chapter_no').notNull(),
    title: text('title').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
  },
  (t) => [unique('book_group_chapter_no').on(t.bookGroupKey, t.chapterNo)],
);

/** A student's post for a chapter: one per student and chapter (a second save edits it). */
export const bookGroupPost = portal.table(
  'book_group_post',
  {
    postKey: integer('post_key').primaryKey().generatedAlwaysAsIdentity(),
    chapterKey: integer('chapter_key')
      .notNull()
      .references(() => bookGroupChapter.chapterKey, { onDelete: 'cascade' }),
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
    modDate: timestamp('mod_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('book_group_post_once').on(t.chapterKey, t.memberKey)],
);
