import { checkBannedWords } from '@reading/contract/validators/banned-words';
import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bannedWord } from '../../../db/schema/portal-words.ts';
import { badRequest } from '../../../lib/errors.ts';

/** The banned word list (spec 000 §5) and the server half of the shared check. */
export function createBlockWordsService(db: Db) {
  return {
    async list(): Promise<string[]> {
      const rows = await db.select({ word: bannedWord.word }).from(bannedWord).orderBy(asc(bannedWord.word));
      return rows.map((r) => r.word);
    },

    /** Throws 400 with '[words](은)는 사용할 수 없는 단어입니다.' when any text contains a banned word. */
    async assertClean(...texts: (string | null | undefined)[]): Promise<void> {
      const words = await this.list();
      const message = checkBannedWords(texts.filter(Boolean).join('\n'), words);
      if (message) throw badRequest(message);
    },
  };
}

export type BlockWordsService = ReturnType<typeof createBlockWordsService>;
