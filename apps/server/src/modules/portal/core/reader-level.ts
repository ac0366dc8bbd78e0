import { type ReaderLevel, readerLevelOf } from '@reading/contract/codes/school-levels';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { school } from '../../../db/schema/portal.ts';

/**
 * Who a list is fitted to (issue 36, decision 270): a pupil reads at their school's level; a visitor at
 * the level of the site they are on (`siteLevel`, e.g. /Elementary sends '01'); teachers, managers and
 * the main site's visitors are not filtered (null). A pupil without a school reads at the site's level.
 */
export function readerLevelFor(
  caller: { memberTypeCode: string | null; schLevelCode: string | null } | null,
  siteLevel?: string | null,
): ReaderLevel | null {
  if (caller && caller.memberTypeCode !== '01') return null;
  return readerLevelOf(caller?.schLevelCode) ?? readerLevelOf(siteLevel);
}

/** `readerLevelFor` for a caller known by their school key: their school's level is read here. */
export async function readerLevelOfCaller(
  db: Db,
  caller: { memberTypeCode: string | null; schKey: number | null } | null,
  siteLevel?: string | null,
): Promise<ReaderLevel | null> {
  if (caller && caller.memberTypeCode !== '01') return null;
  const [row] =
    caller?.schKey != null
      ? await db
          .select({ schLevelCode: school.schLevelCode })
          .from(school)
          .where(eq(school.schKey, caller.schKey))
      : [];
  return readerLevelFor(caller && { ...caller, schLevelCode: row?.schLevelCode ?? null }, siteLevel);
}
