import { type ManagedBannedWord, WORD_LIST_MESSAGES } from '@reading/contract/search/word-lists';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bannedWord } from '../../../db/schema/portal-words.ts';
import { conflict, forbidden, notFound } from '../../../lib/errors.ts';

/** The banned word list (spec 000 §5) and its editing; the check itself is banned-word-check.ts. */
export function createBlockWordsService(db: Db) {
  return {
    async list(): Promise<string[]> {
      const rows = await db.select({ word: bannedWord.word }).from(bannedWord).orderBy(asc(bannedWord.word));
      return rows.map((r) => r.word);
    },

    /** The list for a manager's page: every word, and whether the manager's school may remove it. */
    async managedList(schKey: number | null): Promise<ManagedBannedWord[]> {
      const rows = await db.select().from(bannedWord).orderBy(asc(bannedWord.word));
      return rows.map((r) => ({
        word: r.word,
        source: r.addedBySchKey === null ? 'seed' : r.addedBySchKey === schKey ? 'ownSchool' : 'otherSchool',
        removable: r.addedBySchKey !== null && r.addedBySchKey === schKey,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /** Adds a nationwide banned word on behalf of a manager's school (decision 014). */
    async add(word: string, schKey: number | null): Promise<void> {
      const inserted = await db
        .insert(bannedWord)
        .values({ word, addedBySchKey: schKey })
        .onConflictDoNothing()
        .returning({ wordKey: bannedWord.wordKey });
      if (inserted.length === 0) throw conflict(WORD_LIST_MESSAGES.wordDuplicate);
    },

    /** Removes a word the manager's own school added; seeded words and other schools' words stay. */
    async remove(word: string, schKey: number | null): Promise<void> {
      const [row] = await db.select().from(bannedWord).where(eq(bannedWord.word, word));
      if (!row) throw notFound(WORD_LIST_MESSAGES.wordNotFound);
      if (row.addedBySchKey === null) throw forbidden(WORD_LIST_MESSAGES.wordSeeded);
      if (row.addedBySchKey !== schKey) throw forbidden(WORD_LIST_MESSAGES.wordOtherSchool);
      await db.delete(bannedWord).where(eq(bannedWord.wordKey, row.wordKey));
    },
  };
}

export type BlockWordsService = ReturnType<typeof createBlockWordsService>;
