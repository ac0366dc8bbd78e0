import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** The search module's tables: the union catalogue, holdings, keywords and their reference data. */
export const search = pgSchema('search');

/** A tsvector written as a literal of quoted lexemes (see modules/search/catalogue/tokenize.ts). */
const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

export const kdcDivision = search.table('kdc_division', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/**
 * A bibliographic record. `recordKey` makes seeding idempotent: `isbn:<ISBN-13>` when the record has one,
 * otherwise a digest of title, author, publisher, year and volume (no ISBN is ever invented).
 * The `*_norm` columns, `title_initials` and `search_tokens` are written from TypeScript's tokenizer
 * (docs/decisions/010-korean-search.md); a GIN index on `search_tokens` is in a custom migration.
 */
export const book = search.table(
  'book',
  {
    bookKey: integer('book_key').primaryKey().generatedAlwaysAsIdentity(),
    recordKey: text('record_key').notNull().unique(),
    isbn13: text('isbn13').unique(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    /** The series of a MARC-style '(series) title', kept apart from the title (decision 240). */
    series: text('series'),
    author: text('author'),
    publisher: text('publisher'),
    pubYear: integer('pub_year'),
    volume: text('volume'),
    kdc: text('kdc'),
    isbnAddCode: text('isbn_add_code'),
    /** Readership from the ISBN add-on code's first digit (0 general, 4 youth, 7 children, ...). */
    categoryCode: text('category_code'),
    /**
     * Who the book is for: children, youth, general or adult (adults only), by readershipOf at import
     * (modules/search/readership.ts, decision 270); staff may correct it. Null until derived.
     */
    readership: text('readership'),
    /** BK single volume, MV one volume of a multi-volume work. */
    pubFormCode: text('pub_form_code').notNull().default('BK'),
    /** ISO 639-2: kor, eng, ... */
    languageCode: text('language_code').notNull().default('kor'),
    source: text('source').notNull(),
    /** Public-library loans of this ISBN in the loan rankings: the ranking's tie-break. */
    popularity: integer('popularity').notNull().default(0),
    titleNorm: text('title_norm').notNull().default(''),
    authorNorm: text('author_norm').notNull().default(''),
    publisherNorm: text('publisher_norm').notNull().default(''),
    titleInitials: text('title_initials').notNull().default(''),
    searchTokens: tsvector('search_tokens'),
    /**
     * The work: compact title proper and author (decision 240). Volumes and editions share it; search
     * lists one result per work, from its head record (`workHead`, the most borrowed member), whose
     * tokens hold every member's.
     */
    workKey: text('work_key').notNull().default(''),
    workHead: boolean('work_head').notNull().default(true),
  },
  (t) => [index('book_work_key_idx').on(t.workKey)],
);

/**
 * The did-you-mean dictionary (decision 293): every distinct compact title and author name of the work
 * heads (what a search lists), with the heads' loans summed (`book.popularity`) and how many heads it
 * names. Triggers on `book` keep it current (modules/search/catalogue/did-you-mean.sql); migration 0040
 * filled it from the catalogue and holds the GIN index over its bigrams.
 */
export const didYouMeanEntry = search.table(
  'did_you_mean_entry',
  {
    /** title or author */
    field: text('field').notNull(),
    text: text('text').notNull(),
    popularity: bigint('popularity', { mode: 'number' }).notNull(),
    bookCount: integer('book_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.field, t.text] }),
    check('did_you_mean_entry_field', sql`${t.field} in ('title', 'author')`),
  ],
);

/** A school library taking part in the union catalogue (one per NEIS code). */
export const catalogueLibrary = search.table(
  'library',
  {
    libCode: text('lib_code').primaryKey(),
    neisCode: text('neis_code').notNull().unique(),
    /** The portal's school key, kept as a value: modules do not join across schemas. */
    schKey: integer('sch_key').notNull(),
    provCode: text('prov_code').notNull(),
    name: text('name').notNull(),
    schLevelCode: text('sch_level_code'),
  },
  (t) => [index('library_prov_code_idx').on(t.provCode), index('library_sch_key_idx').on(t.schKey)],
);

/** One copy of a book in a school library. The library module moves `status` with loans. */
export const holding = search.table(
  'holding',
  {
    holdingKey: integer('holding_key').primaryKey().generatedAlwaysAsIdentity(),
    bookKey: integer('book_key')
      .notNull()
      .references(() => book.bookKey, { onDelete: 'cascade' }),
    libCode: text('lib_code')
      .notNull()
      .references(() => catalogueLibrary.libCode),
    regNo: text('reg_no').notNull(),
    callNo: text('call_no').notNull(),
    /** AVAILABLE, ON_LOAN, RESERVED, NON_LENDING, LOST */
    status: text('status').notNull().default('AVAILABLE'),
    dueDate: date('due_date'),
    /** The day the copy was accessioned (new arrivals, AccessionCuration); null when unknown. */
    accessionDate: date('accession_date', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('holding_lib_code_reg_no_unique').on(t.libCode, t.regNo),
    index('holding_book_key_idx').on(t.bookKey),
    index('holding_lib_code_book_key_idx').on(t.libCode, t.bookKey),
    index('holding_accession_date_idx').on(t.accessionDate),
  ],
);

/** Every search as the aggkw call logs it; popular keywords are counted from here. */
export const keywordLog = search.table(
  'keyword_log',
  {
    logKey: integer('log_key').primaryKey().generatedAlwaysAsIdentity(),
    keyword: text('keyword').notNull(),
    searchType: text('search_type'),
    provCode: text('prov_code'),
    neisCode: text('neis_code'),
    /** SHA-256 of the Authorization header: an opaque member reference, never the token. */
    memberRef: text('member_ref'),
    /** Counted in popular keywords: the search found books and was not an ISBN. */
    listable: boolean('listable').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('keyword_log_searched_at_idx').on(t.searchedAt),
    index('keyword_log_neis_code_searched_at_idx').on(t.neisCode, t.searchedAt),
  ],
);

/** Blocked search terms: nationwide when `neisCode` is empty, otherwise for one school. A manager edits them. */
export const keywordBlock = search.table(
  'keyword_block',
  {
    blockKey: integer('block_key').primaryKey().generatedAlwaysAsIdentity(),
    keyword: text('keyword').notNull(),
    neisCode: text('neis_code').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('keyword_block_keyword_neis_code_unique').on(t.keyword, t.neisCode)],
);

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

/**
 * A school's catalogue import (issue 40, decision 283): the file read whole and checked before anything
 * is written, its rows kept here until the job runs in the background; `done` of `total` is the progress
 * the page polls. Rows are dropped once the job is done.
 */
export const importJob = search.table(
  'import_job',
  {
    jobKey: integer('job_key').primaryKey().generatedAlwaysAsIdentity(),
    libCode: text('lib_code')
      .notNull()
      .references(() => catalogueLibrary.libCode),
    memberKey: integer('member_key').notNull(),
    fileName: text('file_name').notNull(),
    /** marc, csv, xlsx */
    format: text('format').notNull(),
    /** utf-8 or euc-kr: how the file's text was read. */
    encoding: text('encoding').notNull(),
    /** preview, running, done */
    status: text('status').notNull().default('preview'),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    columns: jsonb('columns').$type<string[]>().notNull(),
    /** The file's units: one per copy (MARC records with their 049 copies, or spreadsheet rows). */
    rows: jsonb('rows').$type<unknown[]>(),
    mapping: jsonb('mapping').$type<Record<string, number | null>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_job_lib_code_idx').on(t.libCode)],
);

/** One line of an import's report: what became of one copy of the file. */
export const importLine = search.table(
  'import_line',
  {
    jobKey: integer('job_key')
      .notNull()
      .references(() => importJob.jobKey, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    lineNo: integer('line_no').notNull(),
    regNo: text('reg_no'),
    title: text('title'),
    /** added, merged, unchanged, refused */
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    bookKey: integer('book_key'),
  },
  (t) => [
    primaryKey({ columns: [t.jobKey, t.seq] }),
    index('import_line_outcome_idx').on(t.jobKey, t.outcome),
  ],
);
