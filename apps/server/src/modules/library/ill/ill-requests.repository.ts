import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { patron, schoolLibrary } from '../../../db/schema/library.ts';
import { illGroupMember } from '../../../db/schema/library-ill.ts';
import { illRequest } from '../../../db/schema/library-services.ts';

const lending = alias(schoolLibrary, 'lending');
const borrowing = alias(schoolLibrary, 'borrowing');

export type IllRow = typeof illRequest.$inferSelect & {
  lendingLibName: string;
  borrowingLibName: string;
  cardNo: string;
  patronName: string;
};

/**
 * Which requests a list reads: one request, a member's, or a desk's (the library on the lending side,
 * the borrowing side or either), optionally of one status.
 */
export type IllFilter = {
  illKey?: number;
  patronId?: number;
  desk?: { libCode: string; side: 'all' | 'lending' | 'borrowing' };
  status?: string;
};

function deskWhere({ libCode, side }: NonNullable<IllFilter['desk']>) {
  if (side === 'lending') return eq(illRequest.lendingLibCode, libCode);
  if (side === 'borrowing') return eq(illRequest.borrowingLibCode, libCode);
  return or(eq(illRequest.lendingLibCode, libCode), eq(illRequest.borrowingLibCode, libCode));
}

const whereOf = (f: IllFilter) =>
  and(
    f.illKey === undefined ? undefined : eq(illRequest.illKey, f.illKey),
    f.patronId === undefined ? undefined : eq(illRequest.patronId, f.patronId),
    f.desk ? deskWhere(f.desk) : undefined,
    f.status ? eq(illRequest.status, f.status) : undefined,
  );

/** Inter-library-loan requests' SQL; every function takes the database or a transaction. */
export const illRequestsRepository = {
  async list(db: Db, filter: IllFilter, limit: number, offset: number) {
    const where = whereOf(filter);
    const rows = await db
      .select({
        r: illRequest,
        lendingLibName: lending.name,
        borrowingLibName: borrowing.name,
        cardNo: patron.cardNo,
        patronName: patron.name,
      })
      .from(illRequest)
      .innerJoin(patron, eq(patron.patronId, illRequest.patronId))
      .innerJoin(lending, eq(lending.libCode, illRequest.lendingLibCode))
      .innerJoin(borrowing, eq(borrowing.libCode, illRequest.borrowingLibCode))
      .where(where)
      .orderBy(desc(illRequest.requestedAt), desc(illRequest.illKey))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(illRequest).where(where);
    return {
      rows: rows.map((x) => ({
        ...x.r,
        lendingLibName: x.lendingLibName,
        borrowingLibName: x.borrowingLibName,
        cardNo: x.cardNo,
        patronName: x.patronName,
      })) as IllRow[],
      total: total?.n ?? 0,
    };
  },

  async byKey(db: Db, illKey: number) {
    const { rows } = await this.list(db, { illKey }, 1, 0);
    return rows[0] ?? null;
  },

  /** Whether two libraries share an inter-library-loan group. */
  async sameGroup(db: Db, a: string, b: string) {
    const rows = await db
      .select({ groupKey: illGroupMember.groupKey, libCode: illGroupMember.libCode })
      .from(illGroupMember)
      .where(inArray(illGroupMember.libCode, [a, b]));
    const ofA = new Set(rows.filter((r) => r.libCode === a).map((r) => r.groupKey));
    return rows.some((r) => r.libCode === b && ofA.has(r.groupKey));
  },

  async insert(db: Db, values: typeof illRequest.$inferInsert) {
    const [row] = await db.insert(illRequest).values(values).returning({ illKey: illRequest.illKey });
    return row!.illKey;
  },

  /** Moves a request from one of `from` to `to`; false when another desk moved it first. */
  async move(
    db: Db,
    illKey: number,
    from: readonly string[],
    to: string,
    extra: Partial<typeof illRequest.$inferInsert>,
  ) {
    const rows = await db
      .update(illRequest)
      .set({ status: to, ...extra })
      .where(and(eq(illRequest.illKey, illKey), inArray(illRequest.status, [...from])))
      .returning({ illKey: illRequest.illKey });
    return rows.length > 0;
  },
};
