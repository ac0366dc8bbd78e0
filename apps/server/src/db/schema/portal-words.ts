import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { portal } from './portal.ts';

/** Words no member may write (spec 000 §5, GET /schome/service/block/words); a manager edits the list. */
export const bannedWord = portal.table('banned_word', {
  wordKey: integer('word_key').primaryKey().generatedAlwaysAsIdentity(),
  word: text('word').notNull().unique(),
  /** The school whose manager added the word (decision 014); null for the seeded list, which stays. */
  addedBySchKey: integer('added_by_sch_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
