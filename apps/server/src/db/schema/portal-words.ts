import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { portal } from './portal.ts';

/** Words no member may write (spec 000 §5, GET /schome/service/block/words); a manager edits the list. */
export const bannedWord = portal.table('banned_word', {
  wordKey: integer('word_key').primaryKey().generatedAlwaysAsIdentity(),
  word: text('word').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
