import type { CurationBook } from '@reading/contract/curation/curation';
import type { Db } from '../../../db/client.ts';
import { availabilityAt, booksByKeys } from '../../search/public.ts';

/** What a list knows of a book beyond the catalogue: its count, reason, accession day. */
export type BookEntry = {
  bookKey: number;
  count?: number | null;
  reason?: string | null;
  accessionDate?: string | null;
};

/**
 * The cards of a recommended list (issue 15): each entry's catalogue record and its copies at the
 * member's school (`neisCode`; null for a visitor or a member without a school, zero copies when the
 * school does not hold it), ranked in the entries' order from `firstRank`. Entries whose book is no
 * longer in the catalogue are left out.
 */
export async function bookCards(
  db: Db,
  entries: BookEntry[],
  neisCode: string | null,
  firstRank = 1,
): Promise<CurationBook[]> {
  const keys = entries.map((e) => e.bookKey);
  const [books, copies] = await Promise.all([
    booksByKeys(db, keys),
    neisCode ? availabilityAt(db, neisCode, keys) : Promise.resolve(new Map()),
  ]);
  const cards: CurationBook[] = [];
  for (const entry of entries) {
    const book = books.get(entry.bookKey);
    if (!book) continue;
    cards.push({
      rank: firstRank + cards.length,
      bookKey: book.bookKey,
      isbn: book.isbn13,
      title: book.title,
      author: book.author,
      publisher: book.publisher,
      pubYear: book.pubYear,
      volume: book.volume,
      kdc: book.kdc,
      count: entry.count ?? null,
      reason: entry.reason ?? null,
      availability: neisCode ? (copies.get(book.bookKey) ?? { copies: 0, available: 0 }) : null,
      accessionDate: entry.accessionDate ?? null,
    });
  }
  return cards;
}

/** A page of a ranked list: the page's entries and the ranks they carry. */
export function pageOf<T>(items: T[], pageIndex: number, pageSize: number): T[] {
  return items.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
}
