import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { patron, schoolLibrary } from '../../../db/schema/library.ts';
import { loan, reservation } from '../../../db/schema/library-services.ts';

export const loanColumns = {
  loanKey: loan.loanKey,
  libCode: loan.libCode,
  libName: schoolLibrary.name,
  regNo: loan.regNo,
  callNo: loan.callNo,
  bookKey: loan.bookKey,
  title: loan.title,
  author: loan.author,
  publisher: loan.publisher,
  isbn: loan.isbn,
  patronId: loan.patronId,
  loanDate: loan.loanDate,
  dueDate: loan.dueDate,
  renewCount: loan.renewCount,
  returnedAt: loan.returnedAt,
  returnDate: loan.returnDate,
  cardNo: patron.cardNo,
  patronName: patron.name,
  grade: patron.grade,
};

export type LoanRow = {
  loanKey: number;
  libCode: string;
  libName: string;
  regNo: string;
  callNo: string;
  bookKey: number;
  title: string;
  author: string | null;
  publisher: string | null;
  isbn: string | null;
  patronId: number;
  loanDate: string;
  dueDate: string;
  renewCount: number;
  returnedAt: Date | null;
  returnDate: string | null;
  cardNo: string;
  patronName: string;
  grade: number | null;
};

export type LoanFilter = {
  patronId?: number;
  libCode?: string;
  open: boolean;
  /** Only loans due before this day (overdue). */
  dueBefore?: string;
  from?: string;
  to?: string;
};

function where(f: LoanFilter) {
  return and(
    f.patronId === undefined ? undefined : eq(loan.patronId, f.patronId),
    f.libCode === undefined ? undefined : eq(loan.libCode, f.libCode),
    f.open ? isNull(loan.returnedAt) : isNotNull(loan.returnedAt),
    f.dueBefore === undefined ? undefined : lt(loan.dueDate, f.dueBefore),
    f.from === undefined ? undefined : sql`${loan.loanDate} >= ${f.from}`,
    f.to === undefined ? undefined : sql`${loan.loanDate} <= ${f.to}`,
  );
}

export type CheckoutArgs = {
  libCode: string;
  cardNo: string;
  regNo: string;
  today: string;
  now: Date;
  loanLimits: number[];
  loanDays: number[];
};

/** `library.checkout`'s answer; `outcome` is one of CHECKOUT_OUTCOMES in circulation.service.ts. */
export type CheckoutOutcome = {
  outcome: string;
  loanKey: number | null;
  loanLimit: number | null;
  reason: string | null;
};

/** Loans' SQL. Every function takes the database or a transaction. */
export const loansRepository = {
  base(db: Db) {
    return db
      .select(loanColumns)
      .from(loan)
      .innerJoin(patron, eq(patron.patronId, loan.patronId))
      .innerJoin(schoolLibrary, eq(schoolLibrary.libCode, loan.libCode));
  },

  async list(db: Db, f: LoanFilter, limit: number, offset: number) {
    const order = f.open
      ? [asc(loan.dueDate), asc(loan.loanKey)]
      : [desc(loan.returnedAt), desc(loan.loanKey)];
    const rows = await this.base(db)
      .where(where(f))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(loan).where(where(f));
    return { rows: rows as LoanRow[], total: total?.n ?? 0 };
  },

  /** Current loans of these patrons (class status), oldest due first. */
  async openOfPatrons(db: Db, patronIds: number[]) {
    if (patronIds.length === 0) return [] as LoanRow[];
    return (await this.base(db)
      .where(and(inArray(loan.patronId, patronIds), isNull(loan.returnedAt)))
      .orderBy(asc(loan.dueDate))) as LoanRow[];
  },

  async byKey(db: Db, loanKey: number) {
    const [row] = await this.base(db).where(eq(loan.loanKey, loanKey));
    return (row as LoanRow | undefined) ?? null;
  },

  async openByCopy(db: Db, libCode: string, regNo: string) {
    const [row] = await this.base(db).where(
      and(eq(loan.libCode, libCode), eq(loan.regNo, regNo), isNull(loan.returnedAt)),
    );
    return (row as LoanRow | undefined) ?? null;
  },

  /** Loans per patron (open, overdue, returned since a day): class status, the desk, the header. */
  async countsOfPatrons(db: Db, patronIds: number[], today: string, since: string) {
    if (patronIds.length === 0) return [];
    return db
      .select({
        patronId: loan.patronId,
        loanCount: sql<number>`count(*) filter (where ${loan.returnedAt} is null)`.mapWith(Number),
        overdueCount:
          sql<number>`count(*) filter (where ${loan.returnedAt} is null and ${loan.dueDate} < ${today})`.mapWith(
            Number,
          ),
        yearLoanCount: sql<number>`count(*) filter (where ${loan.loanDate} >= ${since})`.mapWith(Number),
      })
      .from(loan)
      .where(inArray(loan.patronId, patronIds))
      .groupBy(loan.patronId);
  },

  /**
   * The check-out in one statement: `library.checkout` (checkout.sql beside the circulation service;
   * docs/decisions/048, 066). Locks
   * the card, checks the copy, counts and rules, inserts the loan and moves the copy through the search
   * module's SQL seam; answers an outcome code ('OK' with the loan key, or the refusal). Limits and days
   * are per rule grade 0–6 in order.
   */
  async checkout(db: Db, a: CheckoutArgs): Promise<CheckoutOutcome> {
    const ints = (xs: number[]) => `{${xs.map((x) => Math.trunc(x)).join(',')}}`;
    const result = (await db.execute(sql`select o_outcome as outcome, o_loan_key as "loanKey",
      o_loan_limit as "loanLimit", o_reason as reason
      from library.checkout(${a.libCode}, ${a.cardNo}, ${a.regNo}, ${a.today}::date,
        ${a.now.toISOString()}::timestamptz, ${ints(a.loanLimits)}::integer[], ${ints(a.loanDays)}::integer[])`)) as unknown as {
      rows: CheckoutOutcome[];
    };
    return result.rows[0]!;
  },

  /** Locks a patron's row for the rest of the transaction: one desk at a time per card (limits hold). */
  async lockPatron(db: Db, patronId: number) {
    await db
      .select({ patronId: patron.patronId })
      .from(patron)
      .where(eq(patron.patronId, patronId))
      .for('update');
  },

  /** Whether the patron has this title on loan now. */
  /** Whether the patron has any of these books on loan now (the same book in another edition). */
  async hasOpenLoanOfBooks(db: Db, patronId: number, bookKeys: number[]) {
    if (bookKeys.length === 0) return false;
    const [row] = await db
      .select({ loanKey: loan.loanKey })
      .from(loan)
      .where(and(eq(loan.patronId, patronId), inArray(loan.bookKey, bookKeys), isNull(loan.returnedAt)))
      .limit(1);
    return row !== undefined;
  },

  async hasOpenLoanOfBook(db: Db, patronId: number, bookKey: number) {
    const [row] = await db
      .select({ loanKey: loan.loanKey })
      .from(loan)
      .where(and(eq(loan.patronId, patronId), eq(loan.bookKey, bookKey), isNull(loan.returnedAt)));
    return row !== undefined;
  },

  /** The libraries a patron has borrowed from, with the count and the last loan day (loan history). */
  async librariesOfPatron(db: Db, patronId: number) {
    return db
      .select({
        libCode: loan.libCode,
        libName: schoolLibrary.name,
        neisCode: schoolLibrary.neisCode,
        loanCount: count(),
        lastLoanDate: max(loan.loanDate),
      })
      .from(loan)
      .innerJoin(schoolLibrary, eq(schoolLibrary.libCode, loan.libCode))
      .where(eq(loan.patronId, patronId))
      .groupBy(loan.libCode, schoolLibrary.name, schoolLibrary.neisCode);
  },

  async insert(db: Db, values: typeof loan.$inferInsert) {
    const [row] = await db.insert(loan).values(values).returning({ loanKey: loan.loanKey });
    return row!.loanKey;
  },

  /** Closes an open loan; false when it was already returned (another desk was first). */
  async close(db: Db, loanKey: number, at: Date, returnDate: string) {
    const rows = await db
      .update(loan)
      .set({ returnedAt: at, returnDate })
      .where(and(eq(loan.loanKey, loanKey), isNull(loan.returnedAt)))
      .returning({ loanKey: loan.loanKey });
    return rows.length > 0;
  },

  /** Renews an open loan from the renewal count read; false when it moved meanwhile. */
  async renew(db: Db, loanKey: number, renewCount: number, dueDate: string) {
    const rows = await db
      .update(loan)
      .set({ dueDate, renewCount: renewCount + 1 })
      .where(and(eq(loan.loanKey, loanKey), isNull(loan.returnedAt), eq(loan.renewCount, renewCount)))
      .returning({ loanKey: loan.loanKey });
    return rows.length > 0;
  },

  /** Titles (libCode|bookKey) among these that someone other than the patron is waiting for. */
  async waitedFor(db: Db, bookKeys: number[], exceptPatronId: number | null) {
    if (bookKeys.length === 0) return new Set<string>();
    const rows = await db
      .selectDistinct({ libCode: reservation.libCode, bookKey: reservation.bookKey })
      .from(reservation)
      .where(
        and(
          eq(reservation.status, 'WAITING'),
          inArray(reservation.bookKey, bookKeys),
          exceptPatronId === null ? undefined : ne(reservation.patronId, exceptPatronId),
        ),
      );
    return new Set(rows.map((r) => `${r.libCode}|${r.bookKey}`));
  },
};
