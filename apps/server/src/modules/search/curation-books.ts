import type { ReaderLevel } from '@reading/contract/codes/school-levels';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CatalogueBook } from './popular-books.ts';
import { fitsReader } from './readership.ts';

/**
 * The catalogue's side of the recommended-book lists (issue 15, docs/decisions/110): the books behind a
 * list of bookKeys, their copies at a school, and new arrivals by accession date. Other modules read them
 * through the search module's public face; the loans behind the rankings stay in the library module.
 */
export type CurationBook = CatalogueBook & {
  kdc: string | null;
  categoryCode: string | null;
  volume: string | null;
};

/** Copies of a book at one school: how many, and how many can be borrowed now. */
export type SchoolAvailability = { copies: number; available: number };

type BookRow = {
  book_key: number;
  isbn13: string | null;
  title: string;
  author: string | null;
  publisher: string | null;
  pub_year: number | null;
  kdc: string | null;
  category_code: string | null;
  volume: string | null;
};

const toBook = (r: BookRow): CurationBook => ({
  bookKey: Number(r.book_key),
  isbn13: r.isbn13,
  title: r.title,
  author: r.author,
  publisher: r.publisher,
  pubYear: r.pub_year === null ? null : Number(r.pub_year),
  kdc: r.kdc,
  categoryCode: r.category_code,
  volume: r.volume,
});

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const intArray = (keys: number[]) =>
  sql`array[${sql.join(
    keys.map((k) => sql`${Math.trunc(k)}`),
    sql`, `,
  )}]::int[]`;

/** The catalogue records of the given keys (unknown keys are left out), in no particular order. */
export async function booksByKeys(db: Db, bookKeys: number[]): Promise<Map<number, CurationBook>> {
  const keys = [...new Set(bookKeys)];
  if (keys.length === 0) return new Map();
  const found = await rows<BookRow>(
    db,
    sql`select book_key, isbn13, title, author, publisher, pub_year, kdc, category_code, volume
        from search.book where book_key = any(${intArray(keys)})`,
  );
  return new Map(found.map((r) => [Number(r.book_key), toBook(r)]));
}

/**
 * Copies of each book at a school (NEIS code): lost copies are not counted, and `available` is the
 * copies on the shelf (AVAILABLE). A book the school does not hold is absent from the map.
 */
export async function availabilityAt(
  db: Db,
  neisCode: string,
  bookKeys: number[],
): Promise<Map<number, SchoolAvailability>> {
  const keys = [...new Set(bookKeys)];
  if (keys.length === 0) return new Map();
  const found = await rows<{ book_key: number; copies: number; available: number }>(
    db,
    sql`select h.book_key, count(*)::int as copies,
               count(*) filter (where h.status = 'AVAILABLE')::int as available
        from search.holding h join search.library l on l.lib_code = h.lib_code
        where l.neis_code = ${neisCode} and h.status <> 'LOST' and h.book_key = any(${intArray(keys)})
        group by h.book_key`,
  );
  return new Map(
    found.map((r) => [Number(r.book_key), { copies: Number(r.copies), available: Number(r.available) }]),
  );
}

export type AccessionFilter = {
  /** One school's new arrivals (NEIS code). */
  neisCode?: string;
  /** One region's (office of education) new arrivals. */
  provCode?: string;
  /** Accessioned on or after this day (yyyy-mm-dd). */
  since: string;
  limit: number;
  offset: number;
  /** Only books that fit this reader (decision 270); null: every book. */
  readerLevel?: ReaderLevel | null;
};

export type AccessionBook = CurationBook & { accessionDate: string; copies: number };

/**
 * New arrivals (AccessionCuration): books with copies accessioned since a day in a school, a region or
 * everywhere, the most recently accessioned first; `copies` is how many arrived in the scope.
 */
export async function listAccessions(
  db: Db,
  filter: AccessionFilter,
): Promise<{ list: AccessionBook[]; totalCount: number }> {
  const scope = filter.neisCode
    ? sql`and l.neis_code = ${filter.neisCode}`
    : filter.provCode
      ? sql`and l.prov_code = ${filter.provCode}`
      : sql``;
  const found = await rows<BookRow & { accession_date: string; copies: number; total: number }>(
    db,
    sql`with arrived as (
          select h.book_key, max(h.accession_date)::text as accession_date, count(*)::int as copies
          from search.holding h join search.library l on l.lib_code = h.lib_code
          where h.accession_date >= ${filter.since}::date and h.status <> 'LOST' ${scope}
            and ${fitsReader(filter.readerLevel ?? null, sql`h.book_key`)}
          group by h.book_key)
        select b.book_key, b.isbn13, b.title, b.author, b.publisher, b.pub_year, b.kdc, b.category_code, b.volume,
               a.accession_date, a.copies, count(*) over ()::int as total
        from arrived a join search.book b on b.book_key = a.book_key
        order by a.accession_date desc, a.copies desc, b.book_key
        limit ${filter.limit} offset ${filter.offset}`,
  );
  return {
    list: found.map((r) => ({ ...toBook(r), accessionDate: r.accession_date, copies: Number(r.copies) })),
    totalCount: found.length > 0 ? Number(found[0]!.total) : await countAccessions(db, filter, scope),
  };
}

/** The total when the page asked for lies past the end (the window count has no row to ride on). */
async function countAccessions(db: Db, filter: AccessionFilter, scope: ReturnType<typeof sql>) {
  if (filter.offset === 0) return 0;
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(distinct h.book_key)::int as n
        from search.holding h join search.library l on l.lib_code = h.lib_code
        where h.accession_date >= ${filter.since}::date and h.status <> 'LOST' ${scope}
          and ${fitsReader(filter.readerLevel ?? null, sql`h.book_key`)}`,
  );
  return Number(row?.n ?? 0);
}
