import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schoolLibrary } from '../../db/schema/library.ts';

/** The library module's typed interface for the portal's reading statistics: school libraries on the service. */
export async function countSchoolLibraries(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(schoolLibrary);
  return Number(row?.n ?? 0);
}
