import { HOLDING_STATUSES, type HoldingStatus } from '@reading/contract/search/search';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { book, holding } from '../../../db/schema/search.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';

/**
 * The typed interface other modules use to move a copy's status (the library module's loans,
 * returns and reservations). Modules never write `search.holding` themselves (DESIGN.md §1).
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

function checkStatus(status: HoldingStatus, dueDate: string | null) {
  if (!HOLDING_STATUSES.includes(status)) throw badRequest('status: 소장 상태가 올바르지 않습니다.');
  if (status === 'ON_LOAN' && !(dueDate && /^\d{4}-\d{2}-\d{2}$/.test(dueDate))) {
    throw badRequest('dueDate: 대출 중인 자료는 반납 예정일이 필요합니다.');
  }
}

/**
 * `db` may be a transaction (a Drizzle transaction is a database): the library module passes its
 * transaction so a copy's status moves in the same commit as the loan or reservation that moves it.
 */
export function createHoldingsService(db: Db) {
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

    /** Every copy of a title in one library, by registration number. */
    async copiesOfBook(libCode: string, bookKey: number): Promise<HoldingState[]> {
      const rows = await db
        .select(holdingColumns)
        .from(holding)
        .where(and(eq(holding.libCode, libCode), eq(holding.bookKey, bookKey)))
        .orderBy(asc(holding.regNo));
      return rows.map(toState);
    },

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
      checkStatus(status, dueDate);
      // The rule itself (due date only while on loan, compare-and-set) is the SQL seam's, which the
      // check-out function calls too (migration 0007), so there is one copy of it.
      const states = sql`array[${sql.join(
        from.map((s) => sql`${s}`),
        sql`, `,
      )}]::text[]`;
      const result = (await db.execute(
        sql`select search.move_holding_status(${ref.libCode}, ${ref.regNo}, ${states}, ${status},
          ${dueDate}::date) as moved`,
      )) as unknown as { rows: { moved: boolean }[] };
      return result.rows[0]?.moved === true;
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
