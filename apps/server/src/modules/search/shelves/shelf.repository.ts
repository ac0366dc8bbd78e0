import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/**
 * A shelf: the catalogue's books chosen by a rule rather than a search (the portal's promotion
 * collections, regions and history events; decision 120). A book is on the shelf when its KDC class
 * starts with one of `kdcPrefixes`, or its title holds one of `titleWords` (inside `kdcWithin` and outside
 * `kdcOutside` when given; the title proper, not the subtitle, which names too much in passing), or it is written in one
 * of `languages`, or its class starts with one of `broaderKdc`; then `readership` narrows it.
 * The order puts title-word matches first, then class matches, then the broader classes.
 */
export type ShelfRule = {
  kdcPrefixes: readonly string[];
  titleWords: readonly string[];
  kdcWithin?: readonly string[];
  /** Title-word matches do not count in these classes (a country's name in an investing book's title). */
  kdcOutside?: readonly string[];
  /** ISBN add-on readership digits; '7' also takes the 2025 children's loan list (its records have no ISBN). */
  readership?: readonly string[];
  /** ISO 639-2 codes: a book written in one of them is on the shelf too. */
  languages?: readonly string[];
  /** Classes that fill the shelf after the rule's own matches (e.g. Korean history in general, 911). */
  broaderKdc?: readonly string[];
};

export type ShelfQuery = ShelfRule & {
  availableOnly: boolean;
  /**
   * One book per work (decision 240), from its head record, its copies counted over every record of
   * the work, as search results list it (the textbook books; decision 290).
   */
  byWork?: boolean;
  /** A school (NEIS code) whose copies are counted too (`school_*`) and whose held books come first. */
  neisCode?: string;
  sort: 'popular' | 'newest';
  offset: number;
  limit: number;
};

export type ShelfBookRow = {
  book_key: number;
  isbn13: string | null;
  title: string;
  volume: string | null;
  author: string | null;
  publisher: string | null;
  pub_year: number | null;
  kdc: string | null;
  language_code: string;
  holding_count: number;
  available_count: number;
  school_holding_count: number | null;
  school_available_count: number | null;
  total: number;
};

const CHILDREN_SOURCE = 'children-2025';

const anyOf = (parts: SQL[]) => (parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`);
const kdcStartsWith = (prefixes: readonly string[]) =>
  anyOf(prefixes.map((p) => sql`starts_with(coalesce(b.kdc, ''), ${p})`));
const titleHolds = (words: readonly string[]) => anyOf(words.map((w) => sql`position(${w} in b.title) > 0`));

function ruleMatch(rule: ShelfRule) {
  const within = rule.kdcWithin?.length ? kdcStartsWith(rule.kdcWithin) : sql`true`;
  const outside = rule.kdcOutside?.length ? sql`not ${kdcStartsWith(rule.kdcOutside)}` : sql`true`;
  const words = sql`(${titleHolds(rule.titleWords)} and ${within} and ${outside})`;
  const written = rule.languages?.length
    ? sql`b.language_code in (${sql.join(
        rule.languages.map((l) => sql`${l}`),
        sql`, `,
      )})`
    : sql`false`;
  const conditions: SQL[] = [
    sql`(${kdcStartsWith(rule.kdcPrefixes)} or ${words} or ${written} or ${kdcStartsWith(rule.broaderKdc ?? [])})`,
  ];
  if (rule.readership?.length) {
    const children = rule.readership.includes('7') ? sql` or b.source = ${CHILDREN_SOURCE}` : sql``;
    conditions.push(
      sql`(b.category_code in (${sql.join(
        rule.readership.map((r) => sql`${r}`),
        sql`, `,
      )})${children})`,
    );
  }
  const rank = sql`case when ${titleHolds(rule.titleWords)} then 0 when ${kdcStartsWith(rule.kdcPrefixes)} then 1 else 2 end`;
  return { where: sql.join(conditions, sql` and `), rank };
}

/** Rows as both engines return them from `db.execute`. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export function createShelfRepository(db: Db) {
  return {
    /** A page of a shelf's books with their copies and copies on the shelf now, and the shelf's size. */
    async listBooks(q: ShelfQuery): Promise<ShelfBookRow[]> {
      const { where, rank } = ruleMatch(q);
      const school = q.neisCode ?? null;
      const schoolFirst = school ? sql`(c.school_holding_count > 0) desc, ` : sql``;
      const order =
        q.sort === 'newest'
          ? sql`m.pub_year desc nulls last, m.book_key desc`
          : sql`m.rank, ${schoolFirst}m.popularity desc, c.available_count desc, m.book_key`;
      // A work's copies are those of any of its records; a record alone counts its own.
      const copiesOf = q.byWork
        ? sql`h.book_key in (select w.book_key from search.book w where w.work_key = m.work_key and m.work_key <> '')
              or h.book_key = m.book_key`
        : sql`h.book_key = m.book_key`;
      const schoolCounts = school
        ? sql`count(*) filter (where l.neis_code = ${school} and h.status <> 'LOST') as school_holding_count,
              count(*) filter (where l.neis_code = ${school} and h.status = 'AVAILABLE') as school_available_count`
        : sql`null::int as school_holding_count, null::int as school_available_count`;
      return rows<ShelfBookRow>(
        db,
        sql`with matched as (
              select b.book_key, b.isbn13, b.title, b.volume, b.author, b.publisher, b.pub_year, b.kdc, b.language_code,
                     b.popularity, b.work_key, ${rank} as rank
              from search.book b where ${where} and ${q.byWork ? sql`b.work_head` : sql`true`}
            ), counted as (
              select m.book_key, coalesce(h.holding_count, 0)::int as holding_count,
                     coalesce(h.available_count, 0)::int as available_count,
                     h.school_holding_count::int as school_holding_count,
                     h.school_available_count::int as school_available_count
              from matched m
              left join lateral (
                select count(*) as holding_count, count(*) filter (where h.status = 'AVAILABLE') as available_count,
                       ${schoolCounts}
                from search.holding h join search.library l on l.lib_code = h.lib_code
                where ${copiesOf}
              ) h on true
            )
            select m.book_key, m.isbn13, m.title, ${q.byWork ? sql`null` : sql`m.volume`} as volume, m.author, m.publisher,
                   m.pub_year, m.kdc, m.language_code, c.holding_count, c.available_count,
                   c.school_holding_count, c.school_available_count, (count(*) over ())::int as total
            from matched m join counted c on c.book_key = m.book_key
            where ${q.availableOnly ? sql`c.available_count > 0` : sql`true`}
            order by ${order}
            limit ${q.limit} offset ${q.offset}`,
      );
    },

    /** How many books a rule finds (the map's region counts). */
    async countBooks(rule: ShelfRule): Promise<number> {
      const { where } = ruleMatch(rule);
      const [row] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from search.book b where ${where}`,
      );
      return Number(row?.n ?? 0);
    },
  };
}
