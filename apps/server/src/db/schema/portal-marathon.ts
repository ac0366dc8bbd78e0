import { sql } from 'drizzle-orm';
import { check, date, index, integer, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { member, portal, school } from './portal.ts';

/*
 * Reading marathons (issue 19, decisions 180–183). A book's title, author and KDC class are copied from
 * the union catalogue (through the search module's public face) when it is chosen or written about:
 * the portal never reads the search schema's tables.
 */

/** A marathon: its kind (01 chosen books, 02 a count of books or pages, 03 a KDC subject) and period. */
export const readingMarathon = portal.table(
  'reading_marathon',
  {
    readingMarathonKey: integer('reading_marathon_key').primaryKey().generatedAlwaysAsIdentity(),
    schKey: integer('sch_key')
      .notNull()
      .references(() => school.schKey),
    makerKey: integer('maker_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    typeCode: text('type_code').notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    imgType: text('img_type').notNull().default('01'),
    imgKey: text('img_key').notNull().default('1'),
    img: text('img').notNull().default(''),
    /** 0: every grade. */
    targetGrade: integer('target_grade').notNull().default(0),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    keyword: text('keyword').notNull().default(''),
    /** Spec 000 §3's codes (decision 236): 04 nationwide, 02 the school (the spec's default), 01 private. */
    privacyBoundCode: text('privacy_bound_code').notNull().default('02'),
    /** 01 books, 02 pages (kind 02); books (kind 03); null for kind 01. */
    goalUnitCode: text('goal_unit_code'),
    goalCount: integer('goal_count'),
    kdcCode: text('kdc_code'),
    /** When the participants were told it started (once, decision 182). */
    startNotifiedAt: timestamp('start_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reading_marathon_school_idx').on(t.schKey, t.startDate),
    index('reading_marathon_maker_idx').on(t.makerKey),
    check('reading_marathon_privacy_bound', sql`${t.privacyBoundCode} in ('01', '02', '04')`),
  ],
);

/** A book chosen for a kind-01 marathon, in the maker's order. */
export const readingMarathonBook = portal.table(
  'reading_marathon_book',
  {
    readingMarathonKey: integer('reading_marathon_key')
      .notNull()
      .references(() => readingMarathon.readingMarathonKey, { onDelete: 'cascade' }),
    bookKey: integer('book_key').notNull(),
    sortNo: integer('sort_no').notNull(),
    title: text('title').notNull(),
    author: text('author').notNull().default(''),
    publisher: text('publisher').notNull().default(''),
    kdc: text('kdc'),
  },
  (t) => [primaryKey({ columns: [t.readingMarathonKey, t.bookKey] })],
);

/** A participant: joined, and the day the rule was met (completion, once). */
export const readingMarathonMember = portal.table(
  'reading_marathon_member',
  {
    readingMarathonKey: integer('reading_marathon_key')
      .notNull()
      .references(() => readingMarathon.readingMarathonKey, { onDelete: 'cascade' }),
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    halfwayNotifiedAt: timestamp('halfway_notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.readingMarathonKey, t.memberKey] }),
    index('reading_marathon_member_idx').on(t.memberKey),
  ],
);

/** A reading diary (createReadingDiary): pages read of one book on a day, and a note. */
export const readingDiary = portal.table(
  'reading_diary',
  {
    readingDiaryKey: integer('reading_diary_key').primaryKey().generatedAlwaysAsIdentity(),
    readingMarathonKey: integer('reading_marathon_key')
      .notNull()
      .references(() => readingMarathon.readingMarathonKey, { onDelete: 'cascade' }),
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    bookKey: integer('book_key').notNull(),
    bookTitle: text('book_title').notNull(),
    bookAuthor: text('book_author').notNull().default(''),
    kdc: text('kdc'),
    readPages: integer('read_pages').notNull(),
    readDate: date('read_date', { mode: 'string' }).notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reading_diary_member_idx').on(t.readingMarathonKey, t.memberKey, t.bookKey)],
);
