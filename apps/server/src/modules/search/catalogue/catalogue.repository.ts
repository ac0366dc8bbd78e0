import type { HoldingStatus } from '@reading/contract/search/search';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { PlannedSearch } from './search-query.ts';

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
  lib_code: string;
  lib_name: string;
  neis_code: string;
  prov_code: string;
  call_no: string;
  reg_no: string;
  status: HoldingStatus;
  due_date: string | Date | null;
};

const BOOK_COLUMNS = sql.raw(`b.book_key, b.isbn13, b.title, b.subtitle, b.author, b.publisher, b.pub_year,
  b.volume, b.kdc, k.name as kdc_name, b.category_code, b.pub_form_code, b.language_code`);
const KDC_JOIN = sql.raw('left join search.kdc_division k on k.code = left(b.kdc, 2)');

export function createCatalogueRepository(db: Db) {
  return {
    /** One page of matches, best first, with the total count of matches. */
    async search(plan: PlannedSearch, limit: number, offset: number) {
      const found = await rows<BookRow & { total: number | string }>(
        db,
        sql`select ${BOOK_COLUMNS}, count(*) over () as total
          from search.book b ${KDC_JOIN}
          where ${plan.where}
          order by ${plan.score} desc, b.popularity desc, b.pub_year desc nulls last, b.book_key
          limit ${limit} offset ${offset}`,
      );
      let total = Number(found[0]?.total ?? 0);
      if (found.length === 0 && offset > 0) {
        // Past the last page: the window count is empty, so count on its own.
        const [c] = await rows<{ n: number | string }>(
          db,
          sql`select count(*) as n from search.book b where ${plan.where}`,
        );
        total = Number(c?.n ?? 0);
      }
      return { books: found, total };
    },

    /** Copies of the given books within a scope (all libraries when null), available first. */
    holdingsOf(bookKeys: readonly number[], scope: SQL | null, preferNeisCode?: string) {
      if (bookKeys.length === 0) return Promise.resolve([] as HoldingRow[]);
      return rows<HoldingRow>(
        db,
        sql`select h.book_key, h.lib_code, l.name as lib_name, l.neis_code, l.prov_code, h.call_no, h.reg_no,
            h.status, h.due_date
          from search.holding h join search.library l on l.lib_code = h.lib_code
          where h.book_key in (${sql.join(
            bookKeys.map((k) => sql`${k}`),
            sql`, `,
          )}) ${scope ? sql`and ${scope}` : sql``}
          order by h.book_key, (l.neis_code = ${preferNeisCode ?? ''}) desc, (h.status = 'AVAILABLE') desc,
            l.prov_code, l.name, h.reg_no`,
      );
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
