import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { schoolLibrary } from '../../../db/schema/library.ts';

export type SchoolLibrary = typeof schoolLibrary.$inferSelect;

const one = async (rows: Promise<SchoolLibrary[]>) => (await rows)[0] ?? null;

/** The school libraries on the service (`library.school_library`); every function takes the database or a transaction. */
export const librariesRepository = {
  byCode: (db: Db, libCode: string) =>
    one(db.select().from(schoolLibrary).where(eq(schoolLibrary.libCode, libCode))),
  bySchKey: (db: Db, schKey: number) =>
    one(db.select().from(schoolLibrary).where(eq(schoolLibrary.schKey, schKey))),
  byNeisCode: (db: Db, neisCode: string) =>
    one(db.select().from(schoolLibrary).where(eq(schoolLibrary.neisCode, neisCode))),
  bySchKeys: async (db: Db, schKeys: readonly number[]): Promise<SchoolLibrary[]> =>
    schKeys.length
      ? db
          .select()
          .from(schoolLibrary)
          .where(inArray(schoolLibrary.schKey, [...schKeys]))
      : [],

  async count(db: Db): Promise<number> {
    const [row] = await db.select({ n: count() }).from(schoolLibrary);
    return Number(row?.n ?? 0);
  },
};
