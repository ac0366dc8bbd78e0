import { and, count, inArray, isNull, sql } from 'drizzle-orm';
import { catalogueRow, recordKeyOf } from '../../modules/search/catalogue/catalogue-row.ts';
import { READERSHIPS, type Readership, readershipOf } from '../../modules/search/readership.ts';
import { assignWorkHeads } from '../../modules/search/works.ts';
import type { Db } from '../client.ts';
import { book, kdcDivision, keywordBlock, loanRanking } from '../schema/search.ts';
import { chunk, emptyToNull, readRecords } from './csv.ts';

const toInt = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

export async function seedKdc(db: Db) {
  const rows = readRecords('kdc_divisions.tsv').map((r) => ({ code: r.code!, name: r.name! }));
  await db.insert(kdcDivision).values(rows).onConflictDoNothing();
}

/** The real books (with ISBN) and the 2025 children's titles (without) as union-catalogue records. */
export function catalogueSeedRows() {
  const books = readRecords('books.csv').map((r) =>
    catalogueRow({
      recordKey: recordKeyOf({ isbn: r.isbn!, title: r.title! }),
      isbn13: r.isbn!,
      fullTitle: r.title!,
      author: emptyToNull(r.author),
      publisher: emptyToNull(r.publisher),
      pubYear: toInt(r.pub_year),
      volume: emptyToNull(r.volume),
      kdc: emptyToNull(r.kdc),
      isbnAddCode: emptyToNull(r.isbn_add_code),
      categoryCode: r.isbn_add_code ? r.isbn_add_code.slice(0, 1) : null,
      readership: readershipOf({ isbnAddCode: r.isbn_add_code, kdc: r.kdc }),
      source: 'loan-ranking',
    }),
  );
  const children = readRecords('children_titles_2025.csv').map((r) =>
    catalogueRow({
      recordKey: recordKeyOf({
        title: r.title!,
        author: r.author,
        publisher: r.publisher,
        year: r.pub_year,
        volume: r.volume,
      }),
      isbn13: null,
      fullTitle: r.title!,
      author: emptyToNull(r.author),
      publisher: emptyToNull(r.publisher),
      pubYear: toInt(r.pub_year),
      volume: emptyToNull(r.volume),
      kdc: emptyToNull(r.kdc),
      isbnAddCode: null,
      // The children's loan list: readership 7 (children) by its origin.
      categoryCode: '7',
      readership: readershipOf({ kdc: r.kdc, childrensList: true }),
      source: 'children-2025',
    }),
  );
  return sameReadershipPerWork([...books, ...children, ...classicsSeedRows()]);
}

/**
 * The classics file and the children's list name a work's readers (decision 270): every edition of such
 * a work takes their readership, so 아몬드's general-market ISBN is youth as the classics say.
 */
function sameReadershipPerWork<T extends { workKey: string; readership: Readership; source: string }>(
  rows: T[],
) {
  const named = new Map<string, Readership>();
  for (const r of rows) {
    if (r.workKey && r.source !== 'loan-ranking' && !named.has(r.workKey)) named.set(r.workKey, r.readership);
  }
  return rows.map((r) => ({ ...r, readership: named.get(r.workKey) ?? r.readership }));
}

/**
 * The children's and youth classics pupils search for first (children_classics.csv, decision 240).
 * They have no ISBN: each gets a local control number (`local:LC…`, a digest of the edition), never an
 * invented ISBN. The readership is the file's (readershipOf).
 */
export function classicsSeedRows() {
  return readRecords('children_classics.csv').map((r) => {
    const digest = recordKeyOf({
      title: r.title!,
      author: r.author,
      publisher: r.publisher,
      year: r.pub_year,
    });
    return catalogueRow({
      recordKey: `local:LC${digest.slice('digest:'.length, 'digest:'.length + 10).toUpperCase()}`,
      isbn13: null,
      fullTitle: r.title!,
      author: emptyToNull(r.author),
      publisher: emptyToNull(r.publisher),
      pubYear: toInt(r.pub_year),
      volume: null,
      kdc: emptyToNull(r.kdc),
      isbnAddCode: null,
      // The file's readership: children 7, youth 4 (the ISBN add-on code's digits).
      categoryCode: r.readership === 'youth' ? '4' : '7',
      readership: readershipOf({ kdc: r.kdc, classicsReadership: r.readership }),
      source: 'children-classics',
    });
  });
}

export async function seedBooks(db: Db) {
  const rows = catalogueSeedRows();
  const [existing] = await db.select({ n: count() }).from(book);
  if ((existing?.n ?? 0) < rows.length) {
    for (const batch of chunk(rows, 500)) await db.insert(book).values(batch).onConflictDoNothing();
  }
  await backfillSearchColumns(db, rows);
  await backfillReadership(db, rows);
  await assignWorkHeads(db);
}

/**
 * Records created before the readership existed get it once (decision 270); a readership staff set is
 * never overwritten, since only null rows are touched.
 */
async function backfillReadership(db: Db, rows: ReturnType<typeof catalogueSeedRows>) {
  const [missing] = await db.select({ n: count() }).from(book).where(isNull(book.readership));
  if (!missing?.n) return;
  for (const readership of READERSHIPS) {
    const keys = rows.filter((r) => r.readership === readership).map((r) => r.recordKey);
    for (const batch of chunk(keys, 500)) {
      await db
        .update(book)
        .set({ readership })
        .where(and(isNull(book.readership), inArray(book.recordKey, batch)));
    }
  }
}

/** Databases created before the search columns existed get them once; later starts find nothing to do. */
async function backfillSearchColumns(db: Db, rows: ReturnType<typeof catalogueSeedRows>) {
  const [missing] = await db.select({ n: count() }).from(book).where(isNull(book.searchTokens));
  if (!missing?.n) return;
  for (const r of rows) {
    await db
      .update(book)
      .set({
        title: r.title,
        subtitle: r.subtitle,
        series: r.series,
        workKey: r.workKey,
        categoryCode: r.categoryCode,
        pubFormCode: r.pubFormCode,
        languageCode: r.languageCode,
        titleNorm: r.titleNorm,
        authorNorm: r.authorNorm,
        publisherNorm: r.publisherNorm,
        titleInitials: r.titleInitials,
        searchTokens: r.searchTokens,
      })
      .where(sql`${book.recordKey} = ${r.recordKey} and ${book.searchTokens} is null`);
  }
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
  if ((existing?.n ?? 0) < rows.length) {
    for (const batch of chunk(rows, 1000)) await db.insert(loanRanking).values(batch).onConflictDoNothing();
  }
  // Popularity (the ranking tie-break): loans of the male and female rows (the 'all' rows would count twice).
  await db.execute(sql`
    update search.book b set popularity = p.loans
    from (select isbn13, sum(loans)::int as loans from search.loan_ranking where gender in ('male', 'female') group by isbn13) p
    where b.isbn13 = p.isbn13 and b.popularity <> p.loans`);
  await assignWorkHeads(db);
}

/** Demo blocked search terms (nationwide); a manager edits the table. */
export const DEMO_BLOCKED_KEYWORDS = ['도박', '음란물'];

export async function seedKeywordBlocks(db: Db) {
  await db
    .insert(keywordBlock)
    .values(DEMO_BLOCKED_KEYWORDS.map((keyword) => ({ keyword, neisCode: '' })))
    .onConflictDoNothing();
}
