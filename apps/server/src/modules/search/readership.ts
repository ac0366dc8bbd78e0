import type { ReaderLevel } from '@reading/contract/codes/school-levels';
import { type AnyColumn, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Who a book is for (issue 36, docs/decisions/270): children, youth, general readers, or adults only
 * (general fiction, self-help and money books marked for general or practical readers). Written on each
 * catalogue record at import by `readershipOf`; staff may correct it (the catalogue's readership PATCH).
 */
export const READERSHIPS = ['children', 'youth', 'general', 'adult'] as const;
export type Readership = (typeof READERSHIPS)[number];

/** What the import knows of a record. */
export type ReadershipInput = {
  /** The ISBN add-on code (5 digits): readership digit, form digit, three subject digits. */
  isbnAddCode?: string | null;
  kdc?: string | null;
  /** The readership column of children_classics.csv ('children' | 'youth'). */
  classicsReadership?: string | null;
  /** The record comes from the children's loan list (children_titles_2025.csv). */
  childrensList?: boolean;
};

/** Novels of every literature (KDC 813 Korean, 823 Chinese, 833 Japanese, 843 English, … 893). */
const NOVEL = /^8[1-9]3/;
/** Self-help, success and money: psychology and ethics for living (18x, 19x), economics and management (32x). */
const SELF_HELP_KDC = /^(18[1-9]|199|32[0-5])/;
const SELF_HELP_SUBJECT = /^(18|19|32)/;

/**
 * The readership of a record. The ISBN add-on code's first digit says it when there is one: 7 children,
 * 6 elementary study aid, 4 youth, 5 secondary study aid; 0 general, 9 specialist and 1 practical are
 * general, unless the subject is a novel or self-help (KDC class or the code's subject digits), which
 * makes them adults-only, as is every practical book on economics. The classics file and the children's
 * loan list name their readers. Without any of it the record is general.
 */
export function readershipOf(input: ReadershipInput): Readership {
  if (input.classicsReadership === 'children' || input.classicsReadership === 'youth') {
    return input.classicsReadership;
  }
  if (input.childrensList) return 'children';
  const code = input.isbnAddCode ?? '';
  const digit = code.slice(0, 1);
  if (digit === '7' || digit === '6') return 'children';
  if (digit === '4' || digit === '5') return 'youth';
  if (digit === '0' || digit === '1' || digit === '9') {
    const kdc = input.kdc ?? '';
    const subject = code.slice(2);
    if (NOVEL.test(kdc)) return 'adult';
    if (SELF_HELP_KDC.test(kdc) || SELF_HELP_SUBJECT.test(subject)) {
      return digit === '9' ? 'general' : 'adult';
    }
  }
  return 'general';
}

/**
 * The readerships that fit a reader: elementary pupils children's books; middle school children's and
 * youth; high school youth and general. Adults-only books fit no pupil. Null (adults, the main site): all.
 */
export function readershipsFor(level: ReaderLevel | null): readonly Readership[] {
  if (level === 'elementary') return ['children'];
  if (level === 'middle') return ['children', 'youth'];
  if (level === 'high') return ['youth', 'general'];
  return READERSHIPS;
}

const readershipList = (level: ReaderLevel) =>
  sql.join(
    readershipsFor(level).map((r) => sql`${r}`),
    sql`, `,
  );

/**
 * THE filter every list a reader is shown goes through (decision 270): a condition that is true when
 * the catalogue record `bookKey` (a column or value of the caller's query) fits the reader. A book the
 * catalogue does not know fits no pupil. Null reader: always true.
 */
export function fitsReader(level: ReaderLevel | null, bookKey: SQLWrapper): SQL {
  if (level === null) return sql`true`;
  return sql`exists (select 1 from search.book fit_b where fit_b.book_key = ${bookKey}
                     and fit_b.readership in (${readershipList(level)}))`;
}

/**
 * The same filter on a catalogue row already in the query (the search module's own lists): `alias` is
 * the search.book alias of the query.
 */
export function readershipFits(level: ReaderLevel | null, alias: string): SQL {
  if (level === null) return sql`true`;
  return sql`${sql.raw(alias)}.readership in (${readershipList(level)})`;
}

/** The same filter on a drizzle column (the query builder's lists); undefined (no condition) for a null reader. */
export function readershipIn(column: AnyColumn, level: ReaderLevel | null): SQL | undefined {
  return level === null ? undefined : inArray(column, [...readershipsFor(level)]);
}

/** For ordering: 0 when the record fits the reader, 1 when not (a pupil's search lists those last). */
export function readershipMisfit(level: ReaderLevel | null, alias: string): SQL {
  if (level === null) return sql`0`;
  return sql`(case when ${readershipFits(level, alias)} then 0 else 1 end)`;
}

/**
 * The entries whose book fits the reader, in their order (lists whose order comes from elsewhere: the
 * library's loan figures, a portal's picks). Uses `fitsReader`; a null reader keeps every entry.
 */
export async function keepFitting<T extends { bookKey: number }>(
  db: Db,
  level: ReaderLevel | null,
  entries: T[],
): Promise<T[]> {
  if (level === null || entries.length === 0) return entries;
  const keys = [...new Set(entries.map((e) => Math.trunc(e.bookKey)))];
  const found = (await db.execute(
    sql`select k.book_key from unnest(array[${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )}]::int[]) as k(book_key) where ${fitsReader(level, sql`k.book_key`)}`,
  )) as unknown as { rows: { book_key: number }[] };
  const fitting = new Set(found.rows.map((r) => Number(r.book_key)));
  return entries.filter((e) => fitting.has(e.bookKey));
}
