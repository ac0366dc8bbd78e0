import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { patron, schoolLibrary } from '../../../db/schema/library.ts';
import { furnishRequest } from '../../../db/schema/library-services.ts';

export type FurnishRow = typeof furnishRequest.$inferSelect & {
  libName: string;
  cardNo: string;
  patronName: string;
};

/** Which wish books a list reads: one request, a member's, or a library's (of one status). */
export type FurnishFilter = { requestKey?: number; patronId?: number; libCode?: string; status?: string };

const whereOf = (f: FurnishFilter) =>
  and(
    f.requestKey === undefined ? undefined : eq(furnishRequest.requestKey, f.requestKey),
    f.patronId === undefined ? undefined : eq(furnishRequest.patronId, f.patronId),
    f.libCode === undefined ? undefined : eq(furnishRequest.libCode, f.libCode),
    f.status ? eq(furnishRequest.status, f.status) : undefined,
  );

/** Wish-book requests' SQL. */
export const furnishRepository = {
  async list(db: Db, filter: FurnishFilter, limit: number, offset: number) {
    const where = whereOf(filter);
    const rows = await db
      .select({
        r: furnishRequest,
        libName: schoolLibrary.name,
        cardNo: patron.cardNo,
        patronName: patron.name,
      })
      .from(furnishRequest)
      .innerJoin(patron, eq(patron.patronId, furnishRequest.patronId))
      .innerJoin(schoolLibrary, eq(schoolLibrary.libCode, furnishRequest.libCode))
      .where(where)
      .orderBy(desc(furnishRequest.requestedAt), desc(furnishRequest.requestKey))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(furnishRequest).where(where);
    return {
      rows: rows.map((x) => ({
        ...x.r,
        libName: x.libName,
        cardNo: x.cardNo,
        patronName: x.patronName,
      })) as FurnishRow[],
      total: total?.n ?? 0,
    };
  },

  async byKey(db: Db, requestKey: number) {
    const { rows } = await this.list(db, { requestKey }, 1, 0);
    return rows[0] ?? null;
  },

  async requestedBy(db: Db, patronId: number, bookKeys: number[]) {
    if (bookKeys.length === 0) return new Set<number>();
    const rows = await db
      .select({ bookKey: furnishRequest.bookKey })
      .from(furnishRequest)
      .where(
        and(
          eq(furnishRequest.patronId, patronId),
          inArray(furnishRequest.bookKey, bookKeys),
          eq(furnishRequest.status, 'REQUESTED'),
        ),
      );
    return new Set(rows.map((r) => r.bookKey));
  },

  async insert(db: Db, values: typeof furnishRequest.$inferInsert) {
    const [row] = await db
      .insert(furnishRequest)
      .values(values)
      .returning({ requestKey: furnishRequest.requestKey });
    return row!.requestKey;
  },

  /** Decides a REQUESTED request; false when it was decided already. */
  async decide(db: Db, requestKey: number, values: Partial<typeof furnishRequest.$inferInsert>) {
    const rows = await db
      .update(furnishRequest)
      .set(values)
      .where(and(eq(furnishRequest.requestKey, requestKey), eq(furnishRequest.status, 'REQUESTED')))
      .returning({ requestKey: furnishRequest.requestKey });
    return rows.length > 0;
  },
};
