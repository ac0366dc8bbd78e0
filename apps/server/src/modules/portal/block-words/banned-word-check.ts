import { checkBannedWords } from '@reading/contract/validators/banned-words';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/client.ts';
import { bannedWord } from '../../../db/schema/portal-words.ts';
import { badRequest } from '../../../lib/errors.ts';
import type { ReadCache } from '../../../plugins/read-cache.ts';

/**
 * The one server-side banned-word check (spec 000 §5; decision 074). Every text a member submits, in
 * every area, goes through `app.bannedWords.assertClean(...)`: 400 '[words](은)는 사용할 수 없는 단어입니다.'
 * when any text contains a listed word. The client runs the same `checkBannedWords` (contract
 * validators/banned-words.ts) on the list from GET /schome/service/block/words before sending.
 */
export type BannedWordCheck = {
  /** Throws 400 with the spec's message when any of the texts contains a banned word. */
  assertClean(...texts: (string | null | undefined)[]): Promise<void>;
  /** The message for the texts, or null when they are clean. */
  check(...texts: (string | null | undefined)[]): Promise<string | null>;
};

declare module 'fastify' {
  interface FastifyInstance {
    bannedWords: BannedWordCheck;
  }
}

/**
 * The banned word list, read through the shared read cache (decision 160): the check and GET block/words
 * share one entry, which every add or delete of a word invalidates.
 */
export function cachedBannedWords(db: Db, cache: ReadCache): () => Promise<string[]> {
  const load = async () => {
    const rows = await db.select({ word: bannedWord.word }).from(bannedWord).orderBy(asc(bannedWord.word));
    return rows.map((r) => r.word);
  };
  return async () => (await cache.get('banned-words', '', load)).value;
}

export function createBannedWordCheck(list: () => Promise<string[]>): BannedWordCheck {
  const check = async (...texts: (string | null | undefined)[]) => {
    const joined = texts.filter(Boolean).join('\n');
    if (!joined) return null;
    return checkBannedWords(joined, await list());
  };
  return {
    check,
    async assertClean(...texts) {
      const message = await check(...texts);
      if (message) throw badRequest(message);
    },
  };
}

/** Decorates `app.bannedWords` for every module. */
export const bannedWordsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('bannedWords', createBannedWordCheck(cachedBannedWords(app.database.db, app.readCache)));
});
