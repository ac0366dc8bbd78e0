import { HOLDING_STATUSES, type HoldingStatus } from '@reading/contract/search/search';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { book, holding } from '../../../db/schema/search.ts';
import { type AppError, badRequest, notFound } from '../../../lib/errors.ts';

/**
 * The typed interface other modules use (through the search module's public.ts) to read copies and move
 * a copy's status (the library module's loans, returns and reservations). Modules never write
 * `search.holding` themselves (DESIGN.md §1).
 */
export type HoldingRef = { libCode: string; regNo: string };

export type HoldingState = HoldingRef & {
  bookKey: number;
  callNo: string;
  status: HoldingStatus;
  /** yyyy-mm-dd while on loan. */
  dueDate: string | null;
};

/** The bibliographic fields other modules keep beside a copy (a loan's title, a wish book's year). */
export type BookSummary = {
  bookKey: number;
  title: string;
  author: string | null;
  publisher: string | null;
  isbn: string | null;
  pubYear: number | null;
};

const holdingColumns = {
  libCode: holding.libCode,
  regNo: holding.regNo,
  bookKey: holding.bookKey,
  callNo: holding.callNo,
  status: holding.status,
  dueDate: holding.dueDate,
};

/** The columns of a BookSummary (the demo seed's loans and wish books read them too). */
export const bookSummaryColumns = {
  bookKey: book.bookKey,
  title: book.title,
  author: book.author,
  publisher: book.publisher,
  isbn: book.isbn13,
  pubYear: book.pubYear,
};

const toState = (row: {
  libCode: string;
  regNo: string;
  bookKey: number;
  callNo: string;
  status: string;
  dueDate: string | null;
}): HoldingState => ({ ...row, status: row.status as HoldingStatus, dueDate: row.dueDate ?? null });

const DUE_DATE_NEEDED = 'dueDate: 대출 중인 자료는 반납 예정일이 필요합니다.';

/** The SQLSTATE of a database error, possibly wrapped by Drizzle. */
function sqlState(error: unknown): { code: string; message: string } | null {
  for (let e = error as { code?: unknown; message?: string; cause?: unknown } | undefined; e; ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code))
      return { code: e.code, message: e.message ?? '' };
    e = e.cause as typeof e;
  }
  return null;
}

/**
 * The status rule's refusals as 400s. The rule itself lives once, in `search.move_holding_status`
 * (holdings.sql, docs/decisions/066): 22023 carries its Korean message; a due date that is no date
 * (22007, 22008) is the same refusal as a missing one.
 */
function statusRefusal(error: unknown): AppError | null {
  const state = sqlState(error);
  if (state?.code === '22023') return badRequest(state.message);
  if (state?.code === '22007' || state?.code === '22008') return badRequest(DUE_DATE_NEEDED);
  return null;
}

/**
 * `db` may be a transaction (a Drizzle transaction is a database): the library module passes its
 * transaction so a copy's status moves in the same commit as the loan or reservation that moves it.
 */
export function createHoldingsService(db: Db) {
  /** The copies of any of the given books in a library, by registration number. */
  async function copiesOfBooks(libCode: string, bookKeys: number[]): Promise<HoldingState[]> {
    if (bookKeys.length === 0) return [];
    const rows = await db
      .select(holdingColumns)
      .from(holding)
      .where(and(eq(holding.libCode, libCode), inArray(holding.bookKey, bookKeys)))
      .orderBy(asc(holding.regNo));
    return rows.map(toState);
  }

  return {
    /** Books by key, for the snapshot other modules keep (missing keys are left out). */
    async booksByKeys(bookKeys: number[]): Promise<BookSummary[]> {
      if (bookKeys.length === 0) return [];
      return db.select(bookSummaryColumns).from(book).where(inArray(book.bookKey, bookKeys));
    },

    /** The copy with its book in one round trip (the desk's check-out), or null. */
    async findHoldingWithBook(ref: HoldingRef): Promise<(HoldingState & { book: BookSummary }) | null> {
      const [row] = await db
        .select({ ...holdingColumns, ...bookSummaryColumns })
        .from(holding)
        .innerJoin(book, eq(book.bookKey, holding.bookKey))
        .where(and(eq(holding.libCode, ref.libCode), eq(holding.regNo, ref.regNo)));
      if (!row) return null;
      const { title, author, publisher, isbn, pubYear, ...copy } = row;
      return { ...toState(copy), book: { bookKey: copy.bookKey, title, author, publisher, isbn, pubYear } };
    },

    /**
     * The records that are the same book as this one (decision 243): its work's records of the same
     * volume (other editions), itself first. A record of no work answers itself alone.
     */
    async sameBookAs(bookKey: number): Promise<number[]> {
      const rows = await db
        .select({ bookKey: book.bookKey })
        .from(book)
        .where(
          sql`${book.bookKey} = ${bookKey} or exists (select 1 from search.book o where o.book_key = ${bookKey}
            and o.work_key <> '' and o.work_key = ${book.workKey} and o.volume is not distinct from ${book.volume})`,
        )
        .orderBy(sql`${book.bookKey} <> ${bookKey}`, asc(book.bookKey));
      return rows.map((r) => r.bookKey);
    },

    copiesOfBooks,

    /** Every copy of a title in one library, by registration number. */
    copiesOfBook: (libCode: string, bookKey: number) => copiesOfBooks(libCode, [bookKey]),

    /** Which of these titles the library holds at least one copy of. */
    async heldBookKeys(libCode: string, bookKeys: number[]): Promise<Set<number>> {
      if (bookKeys.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ bookKey: holding.bookKey })
        .from(holding)
        .where(and(eq(holding.libCode, libCode), inArray(holding.bookKey, bookKeys)));
      return new Set(rows.map((r) => r.bookKey));
    },

    /**
     * Compare-and-set: moves the copy to `status` only while it is in one of `from`; false otherwise
     * (another desk moved it first). Same due-date rules as setHoldingStatus.
     */
    async moveHoldingStatus(
      ref: HoldingRef,
      from: readonly HoldingStatus[],
      status: HoldingStatus,
      dueDate: string | null = null,
    ): Promise<boolean> {
      // The rule (which statuses, due date only while on loan, compare-and-set) is the SQL seam's, which
      // library.checkout calls too: one copy of it (holdings.sql).
      const states = sql`array[${sql.join(
        from.map((s) => sql`${s}`),
        sql`, `,
      )}]::text[]`;
      try {
        const result = (await db.execute(
          sql`select search.move_holding_status(${ref.libCode}, ${ref.regNo}, ${states}, ${status},
            ${dueDate}::date) as moved`,
        )) as unknown as { rows: { moved: boolean }[] };
        return result.rows[0]?.moved === true;
      } catch (error) {
        throw statusRefusal(error) ?? error;
      }
    },

    /** The copy with this registration number in this library, or null. */
    async findHolding(ref: HoldingRef): Promise<HoldingState | null> {
      const [row] = await db
        .select(holdingColumns)
        .from(holding)
        .where(and(eq(holding.libCode, ref.libCode), eq(holding.regNo, ref.regNo)));
      return row ? toState(row) : null;
    },

    /**
     * Sets a copy's status. ON_LOAN needs a due date; every other status clears it.
     * Throws 404 for an unknown copy, 400 for an unknown status or a loan without a due date.
     */
    async setHoldingStatus(
      ref: HoldingRef,
      status: HoldingStatus,
      dueDate: string | null = null,
    ): Promise<HoldingState> {
      const moved = await this.moveHoldingStatus(ref, HOLDING_STATUSES, status, dueDate);
      if (!moved) throw notFound('소장 자료를 찾을 수 없습니다.');
      return (await this.findHolding(ref)) as HoldingState;
    },
  };
}

export type HoldingsService = ReturnType<typeof createHoldingsService>;
