import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assignWorkHeads } from './works.ts';

/**
 * The search ranking's tie-break (decisions 010, 015, 110): among equally good matches, the books
 * borrowed most come first. A book's popularity is
 *
 *   popularity = public-library loans (the rankings 2018–2021, male + female rows)
 *              + SCHOOL_LOAN_WEIGHT × the service's own loans in the last year
 *
 * One school loan counts for ten public-library loans: the rankings count a whole country's libraries
 * (hundreds to thousands per ranked book), the service's loans one school's pupils, and the children's
 * titles (no ISBN, so no ranking) would otherwise never move. The figure is stored in `book.popularity`,
 * which the rank indexes carry, so ordering by it stays an index walk.
 */
export const SCHOOL_LOAN_WEIGHT = 10;

/** Rewrites `book.popularity` from the rankings and the given loan counts; answers rows changed. */
export async function refreshPopularity(
  db: Db,
  schoolLoans: { bookKey: number; loans: number }[],
): Promise<number> {
  const keys = schoolLoans.map((l) => Math.trunc(l.bookKey));
  const loans = schoolLoans.map((l) => Math.trunc(l.loans));
  const result = (await db.execute(sql`
    with ranked as (
      select isbn13, sum(loans)::int as loans from search.loan_ranking
      where gender in ('male', 'female') group by isbn13
    ), school as (
      select * from unnest(${sql`array[${sql.join(keys.length ? keys.map((k) => sql`${k}`) : [sql`null`], sql`, `)}]::int[]`},
                           ${sql`array[${sql.join(loans.length ? loans.map((k) => sql`${k}`) : [sql`null`], sql`, `)}]::int[]`})
        as s(book_key, loans)
    ), wanted as (
      select b.book_key, coalesce(r.loans, 0) + ${SCHOOL_LOAN_WEIGHT} * coalesce(s.loans, 0) as popularity
      from search.book b
      left join ranked r on r.isbn13 = b.isbn13
      left join school s on s.book_key = b.book_key
    )
    update search.book b set popularity = w.popularity
    from wanted w where w.book_key = b.book_key and b.popularity <> w.popularity`)) as unknown as {
    rowCount?: number;
    affectedRows?: number;
  };
  // A work's head is its most borrowed member (decision 240).
  await assignWorkHeads(db);
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}
