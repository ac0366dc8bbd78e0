import { readerLevelOf } from '@reading/contract/codes/school-levels';
import { and, count, desc, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { book, kdcDivision, loanRanking } from '../../db/schema/search.ts';
import { readershipFits, readershipIn } from './readership.ts';
import { volumesOfWorks } from './works.ts';

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

/**
 * `loans` is null for the children's list, which ranks titles without loan counts. One entry per work
 * (decision 240), with the work's volumes in reading order ('흔한남매 1–15권'); empty for one volume.
 */
export type PopularBook = CatalogueBook & { rank: number; loans: number | null; volumes: string[] };

/** The loan statistics' teen band (14 to 19 years); the other bands are adults. */
const TEEN_AGE_BAND = 14;
/** The 2025 children's loan list (seed source), ranked by its file order. */
const CHILDREN_SOURCE = 'children-2025';

const bookColumns = {
  bookKey: book.bookKey,
  isbn13: book.isbn13,
  title: book.title,
  author: book.author,
  publisher: book.publisher,
  pubYear: book.pubYear,
};

/**
 * Popular books by the readers' age (decision 081): elementary schools get the 2025 children's loan
 * list in its rank order (the loan rankings have no band under 14, and their every-band sums put adult
 * bestsellers first); middle and high schools the teen band's loans; the main site every band's.
 */
export async function listPopularBooks(
  db: Db,
  schLevelCode: '01' | '02' | '03' | null,
  limit = 10,
  /** The rankings' readers of one gender (the children's list has none). */
  gender?: 'male' | 'female',
): Promise<PopularBook[]> {
  type Row = RankedRow;
  const teens = schLevelCode === '02' || schLevelCode === '03';
  // Only books that fit the level's readers (decision 270): the teen band borrows adult bestsellers too.
  const fits = readershipFits(readerLevelOf(schLevelCode), 'h');
  // One entry per work (decision 240): the children's list by each work's first place in it, the
  // rankings by the loans of all the work's editions, shown by its head record.
  const ranked =
    schLevelCode === '01'
      ? sql`select w.*, null::int as loans from (
            select distinct on (b.work_key) b.book_key, b.isbn13, b.title, b.author, b.publisher, b.pub_year, b.work_key
            from ${book} b where b.source = ${CHILDREN_SOURCE} and ${readershipFits('elementary', 'b')}
            order by b.work_key, b.book_key) w
          order by w.book_key limit ${limit}`
      : sql`select h.book_key, h.isbn13, h.title, h.author, h.publisher, h.pub_year, h.work_key, w.loans
          from (select b.work_key, sum(r.loans)::int as loans from ${loanRanking} r
                join ${book} b on b.isbn13 = r.isbn13
                where true ${teens ? sql`and r.age_band = ${TEEN_AGE_BAND}` : sql``}
                  ${gender ? sql`and r.gender = ${gender}` : sql``}
                group by b.work_key) w
          join ${book} h on h.work_key = w.work_key and h.work_head
          where ${fits}
          order by w.loans desc, h.book_key limit ${limit}`;
  const rows = ((await db.execute(ranked)) as unknown as { rows: Row[] }).rows;
  const volumes = await volumesOfWorks(
    db,
    rows.map((r) => r.work_key),
  );
  return rows.map((r, i) => toPopularBook(r, i + 1, volumes));
}

/** A ranked work's head record as raw SQL answers it (both drivers), with its loans. */
type RankedRow = {
  book_key: number;
  isbn13: string | null;
  title: string;
  author: string | null;
  publisher: string | null;
  pub_year: number | null;
  work_key: string;
  loans: number | null;
};

/** One popular entry: the work's head record at its rank, with the work's volumes (decision 240). */
function toPopularBook(r: RankedRow, rank: number, volumes: Map<string, string[]>): PopularBook {
  return {
    bookKey: Number(r.book_key),
    isbn13: r.isbn13,
    title: r.title,
    author: r.author,
    publisher: r.publisher,
    pubYear: r.pub_year === null ? null : Number(r.pub_year),
    loans: r.loans === null ? null : Number(r.loans),
    rank,
    volumes: volumes.get(r.work_key) ?? [],
  };
}

/** New arrivals: the catalogue's most recent publication years, newest first, fitting the level's readers. */
export async function listNewArrivals(
  db: Db,
  limit = 10,
  schLevelCode: '01' | '02' | '03' | null = null,
): Promise<CatalogueBook[]> {
  return db
    .select(bookColumns)
    .from(book)
    .where(and(isNotNull(book.pubYear), readershipIn(book.readership, readerLevelOf(schLevelCode))))
    .orderBy(desc(book.pubYear), desc(book.bookKey))
    .limit(limit);
}

/** How many bibliographic records the union catalogue holds. */
export async function countCatalogueBooks(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(book);
  return Number(row?.n ?? 0);
}

export type CategoryBooks = { classCode: string; className: string; books: PopularBook[] };

/**
 * Popular books per KDC main class (0 general works … 9 history), `perClass` each, ranked as in
 * listPopularBooks (elementary: the children's list in its order, loans null). Classes without ranked
 * books are left out.
 */
export async function listPopularBooksByCategory(
  db: Db,
  schLevelCode: '01' | '02' | '03' | null,
  perClass = 4,
): Promise<CategoryBooks[]> {
  const teens = schLevelCode === '02' || schLevelCode === '03';
  const fits = readershipFits(readerLevelOf(schLevelCode), 'h');
  type Row = RankedRow & { class_code: string; class_name: string; rn: number };
  // Both drivers (node-postgres, PGlite) answer raw SQL with { rows }.
  const totals =
    schLevelCode === '01'
      ? sql`select distinct on (b.work_key) b.book_key, b.isbn13, b.title, b.author, b.publisher, b.pub_year,
             b.work_key, substr(b.kdc, 1, 1) as class_code, null::int as loans
          from ${book} b where b.source = ${CHILDREN_SOURCE} and b.kdc ~ '^[0-9]' and ${readershipFits('elementary', 'b')}
          order by b.work_key, b.book_key`
      : sql`select h.book_key, h.isbn13, h.title, h.author, h.publisher, h.pub_year, h.work_key,
             substr(h.kdc, 1, 1) as class_code, w.loans
          from (select b.work_key, sum(r.loans)::int as loans from ${loanRanking} r
                join ${book} b on b.isbn13 = r.isbn13
                where b.kdc ~ '^[0-9]' ${teens ? sql`and r.age_band = ${TEEN_AGE_BAND}` : sql``}
                group by b.work_key) w
          join ${book} h on h.work_key = w.work_key and h.work_head where ${fits}`;
  const result = (await db.execute(sql`
    with totals as (${totals}), ranked as (
      select t.*, row_number() over (partition by t.class_code order by t.loans desc nulls last, t.book_key)::int as rn
      from totals t
    )
    select ranked.*, coalesce(k.name, ranked.class_code) as class_name
    from ranked
    left join ${kdcDivision} k on k.code = ranked.class_code || '0'
    where ranked.rn <= ${perClass}
    order by ranked.class_code, ranked.rn`)) as unknown as { rows: Row[] };
  const volumes = await volumesOfWorks(
    db,
    result.rows.map((r) => r.work_key),
  );
  const byClass = new Map<string, CategoryBooks>();
  for (const r of result.rows) {
    const entry = byClass.get(r.class_code) ?? {
      classCode: r.class_code,
      className: r.class_name,
      books: [],
    };
    entry.books.push(toPopularBook(r, Number(r.rn), volumes));
    byClass.set(r.class_code, entry);
  }
  return [...byClass.values()];
}
