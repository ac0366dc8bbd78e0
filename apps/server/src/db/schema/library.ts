import { integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/** The library (DLS) module's tables: school libraries and, later, patrons, loans and reservations. */
export const library = pgSchema('library');

export const schoolLibrary = library.table('school_library', {
  libCode: text('lib_code').primaryKey(),
  neisCode: text('neis_code').notNull().unique(),
  /** The portal's key of the school, kept as a value: modules do not join across schemas. */
  schKey: integer('sch_key').notNull(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
