import { createHash } from 'node:crypto';
import type { Readership } from '../readership.ts';
import { parseRecordTitle, workKeyOf } from './record-title.ts';
import { searchColumnsOf, tsvectorLiteral } from './tokenize.ts';

/**
 * A union-catalogue row as the seed and a school's import write it (decision 240): the record key, the
 * title cleaned of its series and parallel title, and the derived search columns and work key.
 */
/** Records without an ISBN are keyed by a digest of what identifies them; no ISBN is invented. */
export function recordKeyOf(r: {
  isbn?: string;
  title: string;
  author?: string;
  publisher?: string;
  year?: string;
  volume?: string;
}) {
  if (r.isbn) return `isbn:${r.isbn}`;
  const identity = [r.title, r.author, r.publisher, r.year, r.volume].map((v) => v ?? '').join('|');
  return `digest:${createHash('sha256').update(identity).digest('hex').slice(0, 32)}`;
}

/** The language of a title by its script: Hangul Korean, kana Japanese, Han only Chinese, Latin English. */
export function languageOf(title: string): string {
  if (/\p{Script=Hangul}/u.test(title)) return 'kor';
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(title)) return 'jpn';
  if (/\p{Script=Han}/u.test(title)) return 'chi';
  if (/\p{Script=Latin}/u.test(title)) return 'eng';
  return 'kor';
}

export type BookInput = {
  recordKey: string;
  isbn13: string | null;
  fullTitle: string;
  author: string | null;
  publisher: string | null;
  pubYear: number | null;
  volume: string | null;
  kdc: string | null;
  isbnAddCode: string | null;
  categoryCode: string | null;
  readership: Readership;
  source: string;
};

/** A catalogue row with its derived search columns (see modules/search/catalogue/tokenize.ts). */
export function catalogueRow(b: BookInput) {
  const { title, subtitle, series } = parseRecordTitle(b.fullTitle);
  // The series is searched with the subtitle (after the title proper, so a title still leads).
  const searched = [subtitle, series].filter(Boolean).join(' ') || null;
  const cols = searchColumnsOf({ title, subtitle: searched, author: b.author, publisher: b.publisher });
  return {
    recordKey: b.recordKey,
    isbn13: b.isbn13,
    title,
    subtitle,
    series,
    author: b.author,
    publisher: b.publisher,
    pubYear: b.pubYear,
    volume: b.volume,
    kdc: b.kdc,
    isbnAddCode: b.isbnAddCode,
    categoryCode: b.categoryCode,
    readership: b.readership,
    pubFormCode: b.volume ? 'MV' : 'BK',
    languageCode: languageOf(b.fullTitle),
    source: b.source,
    titleNorm: cols.titleNorm,
    authorNorm: cols.authorNorm,
    publisherNorm: cols.publisherNorm,
    titleInitials: cols.titleInitials,
    searchTokens: tsvectorLiteral(cols.tokens),
    workKey: workKeyOf(title, b.author),
  };
}
