import { distance } from 'fastest-levenshtein';
import { bigramsOf } from './tokenize.ts';

/**
 * "Did you mean" for a search that found nothing (issue 25.5, decision 086). Two kinds of miss:
 * - a particle typed after the word ('완득이가', '해리포터를'): the word without it;
 * - a misspelt syllable or two ('헤리포터'): the stretch of a title or author name nearest to the query
 *   by edit distance, among the did-you-mean dictionary's entries sharing all but one or two of its
 *   bigrams (decision 293).
 */

/** Korean particles a pupil types after a title or a name, longest first so '에서' wins over '서'. */
export const PARTICLES = [
  '에서는',
  '이라는',
  '에서',
  '에게',
  '한테',
  '까지',
  '부터',
  '처럼',
  '보다',
  '이랑',
  '하고',
  '라는',
  '으로',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '로',
  '와',
  '과',
  '도',
  '만',
  '랑',
] as const;

/** The word without one trailing particle (at least two syllables left), or null. */
export function withoutParticle(compact: string): string | null {
  for (const particle of PARTICLES) {
    if (!compact.endsWith(particle)) continue;
    const stem = compact.slice(0, -particle.length);
    if ([...stem].length >= 2) return stem;
  }
  return null;
}

/** Misspelt syllables tolerated: one in a short query, two from six syllables. */
export function allowedEdits(compact: string): number {
  return [...compact].length >= 6 ? 2 : 1;
}

/** The query's bigrams a near candidate may lack (one misspelt syllable spoils up to two); one kept. */
export function missingBigrams(compact: string): number {
  return Math.min(new Set(bigramsOf(compact)).size - 1, allowedEdits(compact) + 1);
}

/**
 * The bigram groups a candidate must contain one of: every way of leaving out `missing` bigrams (by
 * default as many as a near candidate may lack). Each group keeps at least one bigram; at most 40.
 */
export function bigramGroups(compact: string, missing = missingBigrams(compact)): string[][] {
  const grams = [...new Set(bigramsOf(compact))];
  if (grams.length <= 1 || missing < 0) return [];
  const groups: string[][] = [];
  const choose = (start: number, left: string[], skipped: number) => {
    if (groups.length >= 40) return;
    if (skipped === missing || start === grams.length) {
      const group = [...left, ...grams.slice(start)];
      if (skipped === missing && group.length) groups.push(group);
      return;
    }
    choose(start + 1, left, skipped + 1);
    choose(start + 1, [...left, grams[start]!], skipped);
  };
  choose(0, [], 0);
  return groups;
}

/** The stretch of `text` (a compact title or name) nearest to `query`, trying lengths ±1. */
export function nearestStretch(query: string, text: string): { stretch: string; edits: number } | null {
  const q = [...query];
  const chars = [...text];
  let best: { stretch: string; edits: number } | null = null;
  for (const size of [q.length, q.length - 1, q.length + 1]) {
    if (size < 2 || size > chars.length) continue;
    for (let i = 0; i + size <= chars.length; i++) {
      const stretch = chars.slice(i, i + size).join('');
      const edits = distance(query, stretch);
      if (!best || edits < best.edits) best = { stretch, edits };
    }
  }
  return best;
}

/**
 * Suggestions among candidate texts (closest and most borrowed first), best first: fewest edits, then
 * the first seen;
 * each stretch once. The caller offers the first that finds books (decisions 244, 293).
 */
export function rankedSuggestions(query: string, candidates: readonly string[]): string[] {
  const limit = allowedEdits(query);
  const found = new Map<string, number>();
  for (const text of candidates) {
    const near = nearestStretch(query, text);
    if (!near || near.edits === 0 || near.edits > limit || found.has(near.stretch)) continue;
    found.set(near.stretch, near.edits);
  }
  // A stable sort keeps the candidates' order (closest, then most borrowed) among equal edits.
  return [...found.entries()].sort((a, b) => a[1] - b[1]).map(([stretch]) => stretch);
}

/** The best suggestion among candidate texts, unchecked: the first of `rankedSuggestions`. */
export function bestSuggestion(query: string, candidates: readonly string[]): string | null {
  return rankedSuggestions(query, candidates)[0] ?? null;
}
