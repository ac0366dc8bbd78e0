import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { patron, schoolLibrary } from '../../../db/schema/library.ts';
import { reservation } from '../../../db/schema/library-services.ts';

export const ACTIVE_RESERVATION = ['WAITING', 'READY'] as const;

const columns = {
  rsvtKey: reservation.rsvtKey,
  libCode: reservation.libCode,
  libName: schoolLibrary.name,
  bookKey: reservation.bookKey,
  title: reservation.title,
  author: reservation.author,
  publisher: reservation.publisher,
  isbn: reservation.isbn,
  patronId: reservation.patronId,
  status: reservation.status,
  reservedAt: reservation.reservedAt,
  regNo: reservation.regNo,
  pickupUntil: reservation.pickupUntil,
  cardNo: patron.cardNo,
  patronName: patron.name,
  grade: patron.grade,
  /** 1-based place among the title's WAITING reservations at that library. */
  queuePosition:
    sql<number>`(select count(*) from library.reservation q where q.lib_code = ${reservation.libCode}
    and q.book_key = ${reservation.bookKey} and q.status = 'WAITING' and q.rsvt_key <= ${reservation.rsvtKey})`.mapWith(
      Number,
    ),
};

export type ReservationRow = {
  rsvtKey: number;
  libCode: string;
  libName: string;
  bookKey: number;
  title: string;
  author: string | null;
  publisher: string | null;
  isbn: string | null;
  patronId: number;
  status: string;
  reservedAt: Date;
  regNo: string | null;
  pickupUntil: string | null;
  cardNo: string;
  patronName: string;
  grade: number | null;
  queuePosition: number;
};

/** Reservations' SQL. Every function takes the database or a transaction. */
export const reservationsRepository = {
  base(db: Db) {
    return db
      .select(columns)
      .from(reservation)
      .innerJoin(patron, eq(patron.patronId, reservation.patronId))
      .innerJoin(schoolLibrary, eq(schoolLibrary.libCode, reservation.libCode));
  },

  async listOfPatron(db: Db, patronId: number, limit: number, offset: number) {
    const w = and(eq(reservation.patronId, patronId), inArray(reservation.status, [...ACTIVE_RESERVATION]));
    const rows = await this.base(db)
      .where(w)
      .orderBy(asc(reservation.status), asc(reservation.rsvtKey))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(reservation).where(w);
    return { rows: rows as ReservationRow[], total: total?.n ?? 0 };
  },

  /** The holds shelf: READY reservations of a library (or of one patron), nearest pickup end first. */
  async ready(db: Db, libCode: string, limit: number, offset: number, patronId?: number) {
    const w = and(
      eq(reservation.libCode, libCode),
      eq(reservation.status, 'READY'),
      patronId === undefined ? undefined : eq(reservation.patronId, patronId),
    );
    const rows = await this.base(db)
      .where(w)
      .orderBy(asc(reservation.pickupUntil), asc(reservation.rsvtKey))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(reservation).where(w);
    return { rows: rows as ReservationRow[], total: total?.n ?? 0 };
  },

  async byKey(db: Db, rsvtKey: number) {
    const [row] = await this.base(db).where(eq(reservation.rsvtKey, rsvtKey));
    return (row as ReservationRow | undefined) ?? null;
  },

  async activeCount(db: Db, patronId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(reservation)
      .where(and(eq(reservation.patronId, patronId), inArray(reservation.status, [...ACTIVE_RESERVATION])));
    return row?.n ?? 0;
  },

  async activeCountsOfPatrons(db: Db, patronIds: number[]) {
    if (patronIds.length === 0) return [];
    return db
      .select({ patronId: reservation.patronId, n: count() })
      .from(reservation)
      .where(
        and(inArray(reservation.patronId, patronIds), inArray(reservation.status, [...ACTIVE_RESERVATION])),
      )
      .groupBy(reservation.patronId);
  },

  async activeOfPatronForBook(db: Db, patronId: number, libCode: string, bookKey: number) {
    const [row] = await db
      .select({ rsvtKey: reservation.rsvtKey, status: reservation.status })
      .from(reservation)
      .where(
        and(
          eq(reservation.patronId, patronId),
          eq(reservation.libCode, libCode),
          eq(reservation.bookKey, bookKey),
          inArray(reservation.status, [...ACTIVE_RESERVATION]),
        ),
      );
    return row ?? null;
  },

  async insert(db: Db, values: typeof reservation.$inferInsert) {
    const [row] = await db.insert(reservation).values(values).returning({ rsvtKey: reservation.rsvtKey });
    return row!.rsvtKey;
  },

  /** The first WAITING reservation of a title, locked so two returns cannot hand it two copies. */
  async firstWaiting(db: Db, libCode: string, bookKey: number) {
    const [row] = await db
      .select({ rsvtKey: reservation.rsvtKey, patronId: reservation.patronId })
      .from(reservation)
      .where(
        and(
          eq(reservation.libCode, libCode),
          eq(reservation.bookKey, bookKey),
          eq(reservation.status, 'WAITING'),
        ),
      )
      .orderBy(asc(reservation.rsvtKey))
      .limit(1)
      .for('update');
    return row ?? null;
  },

  /** The READY hold on a copy, if any. */
  async readyForCopy(db: Db, libCode: string, regNo: string) {
    const [row] = await db
      .select({
        rsvtKey: reservation.rsvtKey,
        patronId: reservation.patronId,
        pickupUntil: reservation.pickupUntil,
      })
      .from(reservation)
      .where(
        and(eq(reservation.libCode, libCode), eq(reservation.regNo, regNo), eq(reservation.status, 'READY')),
      );
    return row ?? null;
  },

  /** READY holds past their last pickup day, locked for the sweep. */
  async expiredReady(db: Db, today: string, libCode?: string) {
    return db
      .select({
        rsvtKey: reservation.rsvtKey,
        libCode: reservation.libCode,
        regNo: reservation.regNo,
        bookKey: reservation.bookKey,
      })
      .from(reservation)
      .where(
        and(
          eq(reservation.status, 'READY'),
          lt(reservation.pickupUntil, today),
          libCode === undefined ? undefined : eq(reservation.libCode, libCode),
        ),
      )
      .orderBy(asc(reservation.rsvtKey))
      .for('update', { skipLocked: true });
  },

  /** Moves a reservation from one of `from` to `to`; false when it was not in `from` any more. */
  async move(
    db: Db,
    rsvtKey: number,
    from: readonly string[],
    to: string,
    extra: Partial<typeof reservation.$inferInsert> = {},
  ) {
    const rows = await db
      .update(reservation)
      .set({ status: to, ...extra })
      .where(and(eq(reservation.rsvtKey, rsvtKey), inArray(reservation.status, [...from])))
      .returning({ rsvtKey: reservation.rsvtKey });
    return rows.length > 0;
  },
};
