import { hasFinalConsonant } from './hangul.ts';

/**
 * The banned-words check of spec 000 §5, one implementation for client and server: text is compared
 * against the server's word list; any word it contains blocks the submission with
 * '[words](은)는 사용할 수 없는 단어입니다.'.
 */

/** Lower case, NFKC and no spaces, so '바 보' or 'ＢＡＤ' cannot slip past a listed word. */
function comparable(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/** The listed words contained in `text`, in list order, each once. */
export function findBannedWords(text: string, words: readonly string[]): string[] {
  const haystack = comparable(text);
  const found: string[] = [];
  for (const word of words) {
    const needle = comparable(word);
    if (needle && haystack.includes(needle) && !found.includes(word)) found.push(word);
  }
  return found;
}

/** '[words](은)는 사용할 수 없는 단어입니다.' with 은 or 는 chosen by the last word's final consonant. */
export function bannedWordsMessage(found: readonly string[]): string {
  const last = found.at(-1) ?? '';
  const final = hasFinalConsonant(last);
  const particle = final === null ? '(은)는' : final ? '은' : '는';
  return `${found.join(', ')}${particle} 사용할 수 없는 단어입니다.`;
}

/** null when the text is clean, otherwise the message to show. */
export function checkBannedWords(text: string, words: readonly string[]): string | null {
  const found = findBannedWords(text, words);
  return found.length ? bannedWordsMessage(found) : null;
}
