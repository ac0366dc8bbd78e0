import { index, integer, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { portal } from './portal.ts';

/**
 * Recommended books written by people (issue 15, docs/decisions/110): the operator's themed lists
 * (CenterCuration) and teachers' and students' picks (StudentCuration, RecommendedBookManage). Books are
 * the search module's bookKeys, kept as values: modules do not join across schemas.
 */
export const centerCuration = portal.table('center_curation', {
  curationKey: integer('curation_key').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** The book whose cover stands for the list (one of its books). */
  coverBookKey: integer('cover_book_key'),
  /** The operator who wrote it (a portal memberKey). */
  writerKey: integer('writer_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const centerCurationBook = portal.table(
  'center_curation_book',
  {
    curationKey: integer('curation_key')
      .notNull()
      .references(() => centerCuration.curationKey, { onDelete: 'cascade' }),
    bookKey: integer('book_key').notNull(),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.curationKey, t.bookKey] })],
);

/** A teacher's or a student's pick with a one-line reason; one pick per member and book. */
export const memberRecommendation = portal.table(
  'member_recommendation',
  {
    recommendKey: integer('recommend_key').primaryKey().generatedAlwaysAsIdentity(),
    memberKey: integer('member_key').notNull(),
    /** 01 student, 02 teacher: the role the member acted with when writing. */
    memberTypeCode: text('member_type_code').notNull(),
    schKey: integer('sch_key'),
    bookKey: integer('book_key').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_recommendation_member_book_unique').on(t.memberKey, t.bookKey),
    index('member_recommendation_type_idx').on(t.memberTypeCode, t.createdAt),
  ],
);

/**
 * A customised-picks questionnaire a member kept (MyActivitesCuration, decision 111): the answers only;
 * the result is computed again from them, so it follows the loans.
 */
export const customizedAnswers = portal.table(
  'customized_answers',
  {
    answerKey: integer('answer_key').primaryKey().generatedAlwaysAsIdentity(),
    memberKey: integer('member_key').notNull(),
    grade: smallint('grade').notNull(),
    /** KDC main classes ('0'–'9'). */
    interests: text('interests').array().notNull(),
    favouriteBookKeys: integer('favourite_book_keys').array().notNull(),
    readingLevel: text('reading_level').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customized_answers_member_idx').on(t.memberKey, t.createdAt)],
);
