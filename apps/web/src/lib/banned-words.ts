import { blockWordsResponseJsonSchema } from '@reading/contract/json-schema/first-load-answers.generated';
import { checkBannedWords } from '@reading/contract/validators/banned-words';
import { apiClient } from './api-client.ts';

/**
 * The client half of the banned-words check (spec 000 §5): the server's list, fetched once and cached in
 * session storage, then the contract's shared validator. Forms call `bannedWordsMessage(text)` and,
 * when it answers a message, show it with alertDialog and do not submit.
 */
const STORAGE_KEY = 'blockWords';

async function loadBannedWords(): Promise<string[]> {
  try {
    const cached = window.sessionStorage.getItem(STORAGE_KEY);
    if (cached) return JSON.parse(cached) as string[];
  } catch {
    // A broken cache is fetched again.
  }
  const envelope = await apiClient.get('/schome/service/block/words', {
    schema: blockWordsResponseJsonSchema,
  });
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(envelope.data));
  } catch {
    // Storage full or disabled: the check still works for this call.
  }
  return envelope.data;
}

/**
 * Drops the cached list after a manager changed it (decision 014); with `reload`, fetches the new
 * list into the cache at once.
 */
export async function forgetBannedWords(reload = false): Promise<void> {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // No storage: nothing was cached.
  }
  if (reload) await loadBannedWords().catch(() => undefined);
}

/** null when the text may be submitted, otherwise '[words](은)는 사용할 수 없는 단어입니다.'. */
export async function bannedWordsMessage(...texts: string[]): Promise<string | null> {
  return checkBannedWords(texts.join('\n'), await loadBannedWords());
}
