import type { HoldingStatus } from '@reading/contract/search/search';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { PlannedSearch } from './search-query.ts';

type Tier = NonNullable<PlannedSearch['tiers']>[number];

/** Rows as both engines return them from `db.execute`. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type BookRow = {
  book_key: number;
  isbn13: string | null;
  title: string;
  subtitle: string | null;
  series: string | null;
  work_key: string;
  author: string | null;
  publisher: string | null;
  pub_year: number | null;
  volume: string | null;
  kdc: string | null;
  kdc_name: string | null;
  category_code: string | null;
  pub_form_code: string;
  language_code: string;
};

export type HoldingRow = {
  book_key: number;
  volume: string | null;
  lib_code: string;
  lib_name: string;
  neis_code: string;
  prov_code: string;
  call_no: string;
  reg_no: string;
  status: HoldingStatus;
  due_date: string | Date | null;
};

export type SummaryRow = {
  work_key: string;
  own_total: number | string;
  own_available: number | string;
  other_libraries: number | string;
  other_available_libraries: number | string;
};

const keyList = (keys: readonly number[]) =>
  sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );

const BOOK_COLUMNS =
  sql.raw(`b.book_key, b.isbn13, b.title, b.subtitle, b.series, b.work_key, b.author, b.publisher, b.pub_year,
  b.volume, b.kdc, k.name as kdc_name, b.category_code, b.pub_form_code, b.language_code`);
const KDC_JOIN = sql.raw('left join search.kdc_division k on k.code = left(b.kdc, 2)');

/** The catalogue's fixed order among equal scores: loans, then newer, then key (decision 010). */
const RANK_ORDER = sql.raw('b.popularity desc, b.pub_year desc nulls last, b.book_key');
const TIER_ORDER = sql.raw('-b.popularity, b.pub_year desc nulls last, b.book_key');

/**
 * Matches counted exactly up to this many; beyond, the answer says "at least" (decision 015). Paging
 * reaches every counted match (100 pages of 10).
 */
export const SEARCH_COUNT_CAP = 1000;

export function createCatalogueRepository(
  db: Db,
  options: {
    countCap?: number;
    /** Past this many matches a one-word query is read tier by tier (the cap unless a test says). */
    tiersFrom?: number;
  } = {},
) {
  const countCap = options.countCap ?? SEARCH_COUNT_CAP;
  const tiersFrom = Math.min(options.tiersFrom ?? countCap, countCap);

  /** How many rows satisfy `where`, counting no further than `cap` (the scan stops there). */
  async function countUpTo(where: SQL, cap: number): Promise<number> {
    const [c] = await rows<{ n: number | string }>(
      db,
      sql`select count(*) as n from (select 1 from search.book b where ${where} limit ${cap}) m`,
    );
    return Number(c?.n ?? 0);
  }

  /**
   * Book keys of one tier, best first; a tier without a score is read in catalogue order. The order
   * says `-popularity` (the same order, popularity is never null) so that the planner sorts the tier's
   * rows from the prefix index, index-only, instead of walking the rank index and reading every
   * walked row's title from the heap.
   */
  async function tierKeys(tier: Tier, limit: number, offset: number): Promise<number[]> {
    const order = tier.score ? sql`${tier.score} desc, ${RANK_ORDER}` : TIER_ORDER;
    const found = await rows<{ book_key: number }>(
      db,
      sql`select b.book_key from search.book b where ${tier.where} order by ${order} limit ${limit} offset ${offset}`,
    );
    return found.map((r) => Number(r.book_key));
  }

  /** The page's keys taken tier by tier; a tier before the page is only counted, up to the offset. */
  async function keysByTier(tiers: readonly Tier[], limit: number, offset: number): Promise<number[]> {
    const keys: number[] = [];
    let skip = offset;
    for (const [i, tier] of tiers.entries()) {
      // The last tier is never skipped whole: its offset does the skipping.
      if (skip > 0 && i < tiers.length - 1) {
        const n = await countUpTo(tier.where, skip + 1);
        if (n <= skip) {
          skip -= n;
          continue;
        }
      }
      const page = await tierKeys(tier, limit - keys.length, skip);
      keys.push(...page);
      skip = 0;
      if (keys.length === limit) break;
    }
    return keys;
  }

  /**
   * Whether the first two tiers alone (field equal to or starting with the word) hold more matches
   * than the cap: counted index-only, this spares a common word the count over the heap.
   */
  async function prefixTiersPassCap(plan: PlannedSearch): Promise<boolean> {
    if (!plan.tiers) return false;
    const counts = plan.tiers
      .slice(0, 2)
      .map(
        (tier) =>
          sql`(select count(*) from (select 1 from search.book b where ${tier.where} limit ${countCap + 1}) t)`,
      );
    const [c] = await rows<{ n: number | string }>(db, sql`select ${sql.join(counts, sql` + `)} as n`);
    return Number(c?.n ?? 0) > countCap;
  }

  /** The order of scored matches, by the alias of the rows that carry score, popularity and pub_year. */
  const matchOrder = (alias: 'm' | 'page') =>
    sql.raw(
      `${alias}.score desc, ${alias}.popularity desc, ${alias}.pub_year desc nulls last, ${alias}.book_key`,
    );

  /**
   * One statement: the matches counted and the page's records ranked among them. With `upTo`, at most
   * upTo + 1 matches are read, and past upTo the page is left out (meaningless: a tier split or the cap
   * serves it). Without, every match is read once (words without tiers: reading up to the cap first would
   * read the same matches twice when there are more, decision 016).
   */
  async function rankMatches(plan: PlannedSearch, limit: number, offset: number, upTo: number | null) {
    const found = await rows<(BookRow & { n: number | string }) | { book_key: null; n: number | string }>(
      db,
      sql`with m as materialized (
          select b.book_key, ${plan.score} as score, b.popularity, b.pub_year
          from search.book b where ${plan.where} ${upTo === null ? sql`` : sql`limit ${upTo + 1}`}
        ), n as (select count(*) as n from m),
        page as (
          select * from m ${upTo === null ? sql`` : sql`where (select n.n from n) <= ${upTo}`}
          order by ${matchOrder('m')} limit ${limit} offset ${offset}
        )
        select ${BOOK_COLUMNS}, n.n
        from n left join (page join search.book b on b.book_key = page.book_key ${KDC_JOIN}) on true
        order by ${matchOrder('page')}`,
    );
    const count = Number(found[0]?.n ?? 0);
    const books = found.filter((r): r is BookRow & { n: number | string } => r.book_key !== null);
    return { count, books };
  }

  /** The page's keys ranked over every match: a filter-only search past the cap, by the rank index. */
  async function rankAll(plan: PlannedSearch, limit: number, offset: number): Promise<number[]> {
    const found = await rows<{ book_key: number }>(
      db,
      sql`select b.book_key from search.book b where ${plan.where}
        order by ${plan.score} desc, ${RANK_ORDER} limit ${limit} offset ${offset}`,
    );
    return found.map((r) => Number(r.book_key));
  }

  async function booksByKeys(keys: readonly number[]): Promise<BookRow[]> {
    if (keys.length === 0) return [];
    const found = await rows<BookRow>(
      db,
      sql`select ${BOOK_COLUMNS} from search.book b ${KDC_JOIN} where b.book_key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
    const byKey = new Map(found.map((b) => [Number(b.book_key), b]));
    return keys.map((k) => byKey.get(k)).filter((b): b is BookRow => b !== undefined);
  }

  return {
    /**
     * One page of matches, best first, and how many there are (exact up to the cap). Few matches are
     * ranked in one query; many matches of a one-word query are read tier by tier in catalogue order,
     * so a common word never scores and sorts every match (docs/decisions/015-search-at-scale.md).
     */
    async search(plan: PlannedSearch, limit: number, offset: number) {
      if (!plan.tiers && plan.textMatch) {
        const all = await rankMatches(plan, limit, offset, null);
        const total = Math.min(all.count, countCap);
        // Past the cap nothing is listed, as for tiered queries (decision 015).
        const books = all.books.slice(0, Math.max(0, total - offset));
        return { books, total, capped: all.count > countCap };
      }
      let total = countCap;
      let capped = true;
      let books: BookRow[] | null = null;
      if (!(await prefixTiersPassCap(plan))) {
        const few = await rankMatches(plan, limit, offset, countCap);
        capped = few.count > countCap;
        total = Math.min(few.count, countCap);
        if (!capped) books = few.books;
      }
      if (offset >= total) return { books: [] as BookRow[], total, capped };
      const take = Math.min(limit, total - offset);
      if (plan.tiers && (capped || total > tiersFrom)) {
        books = await booksByKeys(await keysByTier(plan.tiers, take, offset));
      } else if (!books) books = await booksByKeys(await rankAll(plan, take, offset));
      return { books, total, capped };
    },

    /**
     * Copies of the given books within a scope (all libraries when null), available first. Each copy's
     * library is looked up by key (the lateral `offset 0` keeps the planner from hashing the whole
     * library table, ~12,000 schools, for a page's hundred copies: 3.5 of 4.3 ms at 1 M titles).
     */
    holdingsOf(bookKeys: readonly number[], scope: SQL | null, preferNeisCode?: string) {
      if (bookKeys.length === 0) return Promise.resolve([] as HoldingRow[]);
      // The reader's school first, then its region, then the nation (decision 240).
      return rows<HoldingRow>(
        db,
        sql`select h.book_key, b.volume, h.lib_code, l.name as lib_name, l.neis_code, l.prov_code, h.call_no,
            h.reg_no, h.status, h.due_date
          from search.holding h
          join search.book b on b.book_key = h.book_key
          cross join lateral (select l.name, l.neis_code, l.prov_code, l.sch_key from search.library l
            where l.lib_code = h.lib_code offset 0) l
          where h.book_key in (${keyList(bookKeys)}) ${scope ? sql`and ${scope}` : sql``}
          order by (l.neis_code = ${preferNeisCode ?? ''}) desc,
            (l.prov_code = (select o.prov_code from search.library o where o.neis_code = ${preferNeisCode ?? ''})) desc nulls last,
            (h.status = 'AVAILABLE') desc, l.prov_code, l.name, h.reg_no`,
      );
    },

    /** The records of the given works (volumes and editions), in no particular order. */
    worksOf(workKeys: readonly string[]) {
      if (workKeys.length === 0) return Promise.resolve([] as BookRow[]);
      return rows<BookRow>(
        db,
        sql`select ${BOOK_COLUMNS} from search.book b ${KDC_JOIN} where b.work_key in (${sql.join(
          workKeys.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      );
    },

    /**
     * Per work, the reader's school's copies (all, free) and the other libraries holding one (all, with
     * a free copy): the result's summary line (decision 240), over every library whatever the scope.
     */
    async summariesOf(bookKeys: readonly number[], neisCode: string) {
      if (bookKeys.length === 0) return [] as SummaryRow[];
      return rows<SummaryRow>(
        db,
        sql`select b.work_key,
            count(*) filter (where l.neis_code = ${neisCode}) as own_total,
            count(*) filter (where l.neis_code = ${neisCode} and h.status = 'AVAILABLE') as own_available,
            count(distinct h.lib_code) filter (where l.neis_code <> ${neisCode}) as other_libraries,
            count(distinct h.lib_code) filter (where l.neis_code <> ${neisCode} and h.status = 'AVAILABLE')
              as other_available_libraries
          from search.holding h join search.book b on b.book_key = h.book_key
          join search.library l on l.lib_code = h.lib_code
          where h.book_key in (${keyList(bookKeys)}) group by b.work_key`,
      );
    },

    /** Matches of a plan, counted up to `cap` (the scope counts of decision 242). */
    countMatches(plan: PlannedSearch, cap: number) {
      return countUpTo(plan.where, cap);
    },

    /**
     * "Did you mean" candidates from the dictionary (decision 293): the compact titles, and author names
     * unless `titlesOnly`, holding one of the query's bigram groups (a token query), those sharing most
     * of the query's `bigrams` first, then the most borrowed. Each names at least one work head.
     */
    async didYouMeanCandidates(
      query: { tsquery: string; bigrams: readonly string[]; titlesOnly: boolean },
      limit: number,
    ): Promise<string[]> {
      const shared = sql.join(
        query.bigrams.map((gram) => sql`(strpos(d.text, ${gram}) > 0)::int`),
        sql` + `,
      );
      const found = await rows<{ text: string }>(
        db,
        sql`select d.text from search.did_you_mean_entry d
          where search.bigrams_of(d.text) @@ ${query.tsquery}::tsquery and d.book_count > 0
            ${query.titlesOnly ? sql`and d.field = 'title'` : sql``}
          order by ${shared} desc, d.popularity desc, d.text limit ${limit}`,
      );
      return found.map((r) => r.text);
    },

    /** Whether the catalogue has at least one match (the scan stops at the first). */
    async anyMatch(plan: PlannedSearch): Promise<boolean> {
      return (await countUpTo(plan.where, 1)) > 0;
    },

    async findBook(by: { bookKey: number } | { isbn13: string }) {
      const where = 'bookKey' in by ? sql`b.book_key = ${by.bookKey}` : sql`b.isbn13 = ${by.isbn13}`;
      const [found] = await rows<BookRow>(
        db,
        sql`select ${BOOK_COLUMNS} from search.book b ${KDC_JOIN} where ${where}`,
      );
      return found ?? null;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
