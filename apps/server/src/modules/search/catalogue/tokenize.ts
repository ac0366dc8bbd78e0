import { initialsOf, isInitialConsonant, normalizeKoreanText } from '@reading/contract/validators/hangul';

export { toIsbn13 } from '@reading/contract/validators/isbn';

/**
 * The Korean search tokenizer (docs/decisions/010-korean-search.md). It runs in TypeScript, not in the
 * database, so PGlite and PostgreSQL index and query exactly the same tokens.
 *
 * - Text is NFKC-normalised, lower-cased and split on anything that is not a letter or a digit.
 * - A field's words are joined without spaces ("compact" form), so '어린왕자' and '어린 왕자' agree.
 * - Index tokens: every character bigram of the compact form, every single character (one-syllable
 *   queries such as '봄'), and the bigrams of the title's initial consonants (초성: 'ㅎㄱ', 'ㄱㅅ').
 * - The author's and the publisher's tokens once more with a field mark ('a_설민', 'p_창비'), so a
 *   search in one of those fields matches on that field's tokens only (decision 016): '설민석' as an
 *   author then finds its authors, not every title that starts with '설민석의'.
 * - A query word becomes the AND of its bigrams; the database then rechecks with LIKE on the compact
 *   columns, so a candidate that has the bigrams in another order or another field is never returned.
 */

/** NFKC, lower case, split on non-letters: the words of a text. */
export function wordsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  return normalizeKoreanText(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The words of a text without the spaces between them. */
export function compactOf(text: string | null | undefined): string {
  return wordsOf(text).join('');
}

/** Character bigrams of a compact string; a one-character string is its own token. */
export function bigramsOf(compact: string): string[] {
  const chars = [...compact];
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/** 'ㅎㄱㅅ' and the like: a query made only of initial consonants (at least two). */
export function isInitialsQuery(compact: string): boolean {
  const chars = [...compact];
  return chars.length >= 2 && chars.every(isInitialConsonant);
}

export type IndexedFields = {
  title: string;
  subtitle?: string | null;
  author?: string | null;
  publisher?: string | null;
};

/** The field marks of field tokens; '_' never occurs in a compact form, so no plain token has it. */
export const FIELD_MARK = { author: 'a_', publisher: 'p_' } as const;
export type MarkedField = keyof typeof FIELD_MARK;

/** The single characters and bigrams of a compact string: the index tokens of one field. */
function fieldTokensOf(compact: string): string[] {
  return [...new Set([...compact, ...bigramsOf(compact)])];
}

/** A query word's tokens restricted to one field: its bigrams (or its one character) with the mark. */
export function markedBigramsOf(field: MarkedField, compact: string): string[] {
  return bigramsOf(compact).map((gram) => FIELD_MARK[field] + gram);
}

export type SearchColumns = {
  titleNorm: string;
  authorNorm: string;
  publisherNorm: string;
  titleInitials: string;
  tokens: string[];
};

/** Everything a catalogue record stores for search: compact columns and the token set. */
export function searchColumnsOf(fields: IndexedFields): SearchColumns {
  const titleNorm = compactOf(`${fields.title} ${fields.subtitle ?? ''}`);
  const authorNorm = compactOf(fields.author);
  const publisherNorm = compactOf(fields.publisher);
  // Initials of the title proper (not the subtitle), so 'ㅇㄷㅇ' can match '완득이' exactly.
  const titleInitials = initialsOf(compactOf(fields.title));
  const tokens = new Set<string>();
  for (const compact of [titleNorm, authorNorm, publisherNorm]) {
    for (const token of fieldTokensOf(compact)) tokens.add(token);
  }
  for (const token of fieldTokensOf(authorNorm)) tokens.add(FIELD_MARK.author + token);
  for (const token of fieldTokensOf(publisherNorm)) tokens.add(FIELD_MARK.publisher + token);
  for (const gram of bigramsOf(titleInitials)) if (gram.length === 2) tokens.add(gram);
  return { titleNorm, authorNorm, publisherNorm, titleInitials, tokens: [...tokens] };
}

/** The tsvector literal of a token set: each lexeme quoted, so no parser or dictionary touches it. */
export function tsvectorLiteral(tokens: readonly string[]): string {
  return tokens.map(quoteLexeme).join(' ');
}

/** A tsquery literal that ANDs the tokens. */
export function tsqueryLiteral(tokens: readonly string[]): string {
  return [...new Set(tokens)].map(quoteLexeme).join(' & ');
}

/** A tsquery literal matching any of the groups, each group the AND of its tokens. */
export function tsqueryAnyOf(groups: readonly (readonly string[])[]): string {
  return groups.map((g) => `(${tsqueryLiteral(g)})`).join(' | ');
}

function quoteLexeme(token: string): string {
  return `'${token.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}
