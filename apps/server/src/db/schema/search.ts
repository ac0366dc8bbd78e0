import { integer, pgSchema, primaryKey, text } from 'drizzle-orm/pg-core';

/** The search module's tables: the union catalogue and its reference data. */
export const search = pgSchema('search');

export const kdcDivision = search.table('kdc_division', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/**
 * A bibliographic record. `recordKey` makes seeding idempotent: `isbn:<ISBN-13>` when the record has one,
 * otherwise a digest of title, author, publisher, year and volume (no ISBN is ever invented).
 */
export const book = search.table('book', {
  bookKey: integer('book_key').primaryKey().generatedAlwaysAsIdentity(),
  recordKey: text('record_key').notNull().unique(),
  isbn13: text('isbn13').unique(),
  title: text('title').notNull(),
  author: text('author'),
  publisher: text('publisher'),
  pubYear: integer('pub_year'),
  volume: text('volume'),
  kdc: text('kdc'),
  isbnAddCode: text('isbn_add_code'),
  source: text('source').notNull(),
});

/** Monthly top-10 loans per gender and age band (public library loan statistics); ties share a rank. */
export const loanRanking = search.table(
  'loan_ranking',
  {
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    gender: text('gender').notNull(),
    ageBand: integer('age_band').notNull(),
    rank: integer('rank').notNull(),
    isbn13: text('isbn13').notNull(),
    loans: integer('loans').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.month, t.gender, t.ageBand, t.isbn13, t.rank] })],
);
