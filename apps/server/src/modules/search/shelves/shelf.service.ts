import type { Db } from '../../../db/client.ts';
import type { CatalogueBook } from '../popular-books.ts';
import { createShelfRepository, type ShelfQuery, type ShelfRule } from './shelf.repository.ts';

export type { ShelfQuery, ShelfRule } from './shelf.repository.ts';

/** A book of a shelf (its `title` carries the volume when the record is one volume of a set: "… 3") with its copies in school libraries and how many are on the shelf now. */
export type ShelfBook = CatalogueBook & {
  kdc: string | null;
  /** ISO 639-2 */
  languageCode: string;
  holdingCount: number;
  availableCount: number;
  /** Copies at the query's school (`neisCode`), null without one. */
  schoolHoldingCount: number | null;
  schoolAvailableCount: number | null;
};

/**
 * A page of the catalogue's books chosen by a rule (decision 120), with the rule's total. A page past
 * the end answers an empty list with the true total.
 */
export async function listShelfBooks(
  db: Db,
  query: ShelfQuery,
): Promise<{ list: ShelfBook[]; totalCount: number }> {
  const repository = createShelfRepository(db);
  const rows = await repository.listBooks(query);
  let totalCount = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && query.offset > 0) {
    const [first] = await repository.listBooks({ ...query, offset: 0, limit: 1 });
    totalCount = Number(first?.total ?? 0);
  }
  return {
    totalCount,
    list: rows.map((r) => ({
      bookKey: Number(r.book_key),
      isbn13: r.isbn13,
      title: r.volume ? `${r.title} ${r.volume}` : r.title,
      author: r.author,
      publisher: r.publisher,
      pubYear: r.pub_year === null ? null : Number(r.pub_year),
      kdc: r.kdc,
      languageCode: r.language_code,
      holdingCount: Number(r.holding_count),
      availableCount: Number(r.available_count),
      schoolHoldingCount: r.school_holding_count === null ? null : Number(r.school_holding_count),
      schoolAvailableCount: r.school_available_count === null ? null : Number(r.school_available_count),
    })),
  };
}

/** How many of the catalogue's books a rule finds. */
export function countShelfBooks(db: Db, rule: ShelfRule): Promise<number> {
  return createShelfRepository(db).countBooks(rule);
}
