import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/**
 * Loan figures over every loan of the service (current and returned), for the recommended-book lists,
 * the reading statistics and the search ranking (issue 15, docs/decisions/110). Only the library's own
 * tables: schools are the libraries' `sch_key` values, books the loans' `book_key` values.
 */
export type LoanFigureFilter = {
  /** Loans at these schools' libraries (portal schKeys); absent: every library. */
  schKeys?: number[];
  /** Loans by patrons in these school years; absent: everyone. */
  grades?: number[];
  /** Loans on or after this day (yyyy-mm-dd). */
  since?: string;
};

/** One loan as the recommender sees it: who (a card), what, when. */
export type LoanRecord = {
  patronId: number;
  /** The portal member who linked the card, or null. */
  memberKey: number | null;
  schKey: number;
  grade: number | null;
  bookKey: number;
  loanDate: string;
};

export type LoanSummary = {
  byMonth: { month: string; loans: number }[];
  bySchool: { schKey: number; loans: number }[];
  byBook: { bookKey: number; loans: number }[];
  total: number;
};

const intArray = (keys: number[]) =>
  sql`array[${sql.join(
    keys.map((k) => sql`${Math.trunc(k)}`),
    sql`, `,
  )}]::int[]`;

function where(filter: LoanFigureFilter) {
  const parts = [sql`true`];
  if (filter.schKeys)
    parts.push(sql`s.sch_key = any(${intArray(filter.schKeys.length ? filter.schKeys : [-1])})`);
  if (filter.grades) parts.push(sql`p.grade = any(${intArray(filter.grades.length ? filter.grades : [-1])})`);
  if (filter.since) parts.push(sql`l.loan_date >= ${filter.since}::date`);
  return sql.join(parts, sql` and `);
}

const FROM = sql`library.loan l
  join library.patron p on p.patron_id = l.patron_id
  join library.school_library s on s.lib_code = l.lib_code`;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export function createLoanFiguresRepository(db: Db) {
  return {
    /** Loans per book in the filter, the most loaned first (ties by bookKey). */
    async counts(filter: LoanFigureFilter): Promise<{ bookKey: number; loans: number }[]> {
      const found = await rows<{ book_key: number; loans: number }>(
        db,
        sql`select l.book_key, count(*)::int as loans from ${FROM} where ${where(filter)}
            group by l.book_key order by loans desc, l.book_key`,
      );
      return found.map((r) => ({ bookKey: Number(r.book_key), loans: Number(r.loans) }));
    },

    /** Every loan in the filter, oldest first (loan day, then the order they were made). */
    async records(filter: LoanFigureFilter): Promise<LoanRecord[]> {
      const found = await rows<{
        patron_id: number;
        linked_member_key: number | null;
        sch_key: number;
        grade: number | null;
        book_key: number;
        loan_date: string;
      }>(
        db,
        sql`select l.patron_id, p.linked_member_key, s.sch_key, p.grade, l.book_key, l.loan_date::text as loan_date
            from ${FROM} where ${where(filter)} order by l.loan_date, l.loan_key`,
      );
      return found.map((r) => ({
        patronId: Number(r.patron_id),
        memberKey: r.linked_member_key === null ? null : Number(r.linked_member_key),
        schKey: Number(r.sch_key),
        grade: r.grade === null ? null : Number(r.grade),
        bookKey: Number(r.book_key),
        loanDate: r.loan_date,
      }));
    },

    /** Loans by month (yyyy-mm), by school and by book in the filter. */
    async summary(filter: LoanFigureFilter): Promise<LoanSummary> {
      const w = where(filter);
      const [byMonth, bySchool, byBook] = await Promise.all([
        rows<{ month: string; loans: number }>(
          db,
          sql`select to_char(l.loan_date, 'YYYY-MM') as month, count(*)::int as loans from ${FROM}
              where ${w} group by 1 order by 1`,
        ),
        rows<{ sch_key: number; loans: number }>(
          db,
          sql`select s.sch_key, count(*)::int as loans from ${FROM} where ${w}
              group by s.sch_key order by loans desc, s.sch_key`,
        ),
        rows<{ book_key: number; loans: number }>(
          db,
          sql`select l.book_key, count(*)::int as loans from ${FROM} where ${w}
              group by l.book_key order by loans desc, l.book_key`,
        ),
      ]);
      return {
        byMonth: byMonth.map((r) => ({ month: r.month, loans: Number(r.loans) })),
        bySchool: bySchool.map((r) => ({ schKey: Number(r.sch_key), loans: Number(r.loans) })),
        byBook: byBook.map((r) => ({ bookKey: Number(r.book_key), loans: Number(r.loans) })),
        total: byMonth.reduce((n, r) => n + Number(r.loans), 0),
      };
    },
  };
}

export type LoanFiguresRepository = ReturnType<typeof createLoanFiguresRepository>;
