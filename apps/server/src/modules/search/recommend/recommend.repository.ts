import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

type Row = {
  book_key: number;
  isbn13: string | null;
  title: string;
  author: string | null;
  publisher: string | null;
  pub_year: number | null;
  count: number | string;
};

async function rows(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const COLUMNS = sql.raw('b.book_key, b.isbn13, b.title, b.author, b.publisher, b.pub_year');

export function createRecommendRepository(db: Db) {
  return {
    /** Loans of the public-library rankings, all readers or the teen age band (14–19). */
    mostLoaned(teens: boolean, limit: number) {
      return rows(
        db,
        sql`select ${COLUMNS}, r.loans as count
          from (select isbn13, sum(loans)::int as loans from search.loan_ranking
                where gender in ('male', 'female') ${teens ? sql`and age_band = 14` : sql``} group by isbn13) r
          join search.book b on b.isbn13 = r.isbn13
          order by r.loans desc, b.book_key limit ${limit}`,
      );
    },

    /** The 2025 children's loan list in its own order (rank = file order), with copies held nationwide. */
    childrensList(limit: number) {
      return rows(
        db,
        sql`select ${COLUMNS}, (select count(*) from search.holding h where h.book_key = b.book_key)::int as count
          from search.book b where b.source = 'children-2025'
          order by b.book_key limit ${limit}`,
      );
    },

    /** Books held most widely in a scope (a school or a region), the more popular first. */
    mostHeld(scope: SQL | null, limit: number) {
      return rows(
        db,
        sql`select ${COLUMNS}, c.copies as count
          from (select h.book_key, count(*)::int as copies from search.holding h
                join search.library l on l.lib_code = h.lib_code
                where h.status <> 'LOST' ${scope ? sql`and ${scope}` : sql``}
                group by h.book_key) c
          join search.book b on b.book_key = c.book_key
          order by c.copies desc, b.popularity desc, b.book_key limit ${limit}`,
      );
    },

    async totals() {
      const result = (await db.execute(
        sql`select (select count(*) from search.book)::int as books,
                   (select count(distinct lib_code) from search.holding)::int as libraries,
                   (select count(*) from search.holding)::int as holdings,
                   (select count(*) from search.holding where status = 'ON_LOAN')::int as on_loan`,
      )) as unknown as { rows: { books: number; libraries: number; holdings: number; on_loan: number }[] };
      return result.rows[0]!;
    },
  };
}

export type RecommendRepository = ReturnType<typeof createRecommendRepository>;
