import { createHash } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { book, kdcDivision, loanRanking } from '../schema/search.ts';
import { chunk, emptyToNull, readRecords } from './csv.ts';

const toInt = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

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

export async function seedKdc(db: Db) {
  const rows = readRecords('kdc_divisions.tsv').map((r) => ({ code: r.code!, name: r.name! }));
  await db.insert(kdcDivision).values(rows).onConflictDoNothing();
}

/** The real books (with ISBN) and the 2025 children's titles (without) as union-catalogue records. */
export async function seedBooks(db: Db) {
  const books = readRecords('books.csv').map((r) => ({
    recordKey: recordKeyOf({ isbn: r.isbn!, title: r.title! }),
    isbn13: r.isbn!,
    title: r.title!,
    author: emptyToNull(r.author),
    publisher: emptyToNull(r.publisher),
    pubYear: toInt(r.pub_year),
    volume: emptyToNull(r.volume),
    kdc: emptyToNull(r.kdc),
    isbnAddCode: emptyToNull(r.isbn_add_code),
    source: 'loan-ranking',
  }));
  const children = readRecords('children_titles_2025.csv').map((r) => ({
    recordKey: recordKeyOf({
      title: r.title!,
      author: r.author,
      publisher: r.publisher,
      year: r.pub_year,
      volume: r.volume,
    }),
    isbn13: null,
    title: r.title!,
    author: emptyToNull(r.author),
    publisher: emptyToNull(r.publisher),
    pubYear: toInt(r.pub_year),
    volume: emptyToNull(r.volume),
    kdc: emptyToNull(r.kdc),
    isbnAddCode: null,
    source: 'children-2025',
  }));
  const rows = [...books, ...children];
  const [existing] = await db.select({ n: count() }).from(book);
  if ((existing?.n ?? 0) >= rows.length) return;
  for (const batch of chunk(rows, 500)) await db.insert(book).values(batch).onConflictDoNothing();
}

export async function seedLoanRankings(db: Db) {
  const all = readRecords('loan_rankings_2018_2021.csv').map((r) => ({
    year: Number(r.year),
    month: Number(r.month),
    gender: r.gender!,
    ageBand: Number(r.age_band),
    rank: Number(r.rank),
    isbn13: r.isbn!,
    loans: Number(r.loans),
  }));
  // The source repeats some rows verbatim; keep one of each.
  const rows = [
    ...new Map(
      all.map((r) => [`${r.year}-${r.month}-${r.gender}-${r.ageBand}-${r.isbn13}-${r.rank}`, r]),
    ).values(),
  ];
  const [existing] = await db.select({ n: count() }).from(loanRanking);
  if ((existing?.n ?? 0) >= rows.length) return;
  for (const batch of chunk(rows, 1000)) await db.insert(loanRanking).values(batch).onConflictDoNothing();
}
