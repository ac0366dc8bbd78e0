import { count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { book, loanRanking } from '../../db/schema/search.ts';

/**
 * The search module's typed interface for the portal's home page (modules do not read each other's
 * tables). School levels follow spec 000 §3: 01 elementary, 02 middle, 03 high; null is the main site.
 */
export type CatalogueBook = {
  bookKey: number;
  isbn13: string | null;
  title: string;
  author: string | null;
  publisher: string | null;
  pubYear: number | null;
};

export type PopularBook = CatalogueBook & { rank: number; loans: number };

/** The loan statistics' teen band (14 to 19 years); the other bands are adults. */
const TEEN_AGE_BAND = 14;

/**
 * Popular books from the loan rankings: loans summed over every month and gender. Middle and high
 * schools read the teen band; elementary schools and the main site every band, because the
 * statistics have no band for children (docs/decisions/021-home-sections.md).
 */
export async function listPopularBooks(
  db: Db,
  schLevelCode: '01' | '02' | '03' | null,
  limit = 10,
): Promise<PopularBook[]> {
  const teens = schLevelCode === '02' || schLevelCode === '03';
  const loans = sql<number>`sum(${loanRanking.loans})::int`;
  const rows = await db
    .select({
      bookKey: book.bookKey,
      isbn13: book.isbn13,
      title: book.title,
      author: book.author,
      publisher: book.publisher,
      pubYear: book.pubYear,
      loans,
    })
    .from(loanRanking)
    .innerJoin(book, eq(book.isbn13, loanRanking.isbn13))
    .where(teens ? eq(loanRanking.ageBand, TEEN_AGE_BAND) : undefined)
    .groupBy(book.bookKey)
    .orderBy(desc(loans), book.bookKey)
    .limit(limit);
  return rows.map((r, i) => ({ ...r, loans: Number(r.loans), rank: i + 1 }));
}

/** New arrivals: the catalogue's most recent publication years, newest first. */
export async function listNewArrivals(db: Db, limit = 10): Promise<CatalogueBook[]> {
  return db
    .select({
      bookKey: book.bookKey,
      isbn13: book.isbn13,
      title: book.title,
      author: book.author,
      publisher: book.publisher,
      pubYear: book.pubYear,
    })
    .from(book)
    .where(isNotNull(book.pubYear))
    .orderBy(desc(book.pubYear), desc(book.bookKey))
    .limit(limit);
}

/** How many bibliographic records the union catalogue holds. */
export async function countCatalogueBooks(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(book);
  return Number(row?.n ?? 0);
}
