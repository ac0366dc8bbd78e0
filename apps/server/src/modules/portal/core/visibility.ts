import { type AnyColumn, eq, or, type SQL, sql } from 'drizzle-orm';
import { koreaDate } from '../../../lib/clock.ts';

/**
 * The portal's visibility conditions shared by every area (decision 263): SQL a list, detail, count or
 * feed adds to its query, so rules live in the queries.
 */

/** Who may see a dated item before its start: its writer, and the service's operators. */
export type StartViewer = { memberKey: number; operator: boolean } | null;

/**
 * Not before it starts (decision 228): an event, survey or contest exists for the public from its start
 * day in Korea on; before that only its writer and operators, who prepare it, see it. Every list,
 * detail, count and answer call of a dated item asks this one condition.
 */
export function startedFor(
  start: AnyColumn,
  writer: AnyColumn,
  viewer: StartViewer,
  today = koreaDate(new Date()),
): SQL {
  if (viewer?.operator) return sql`true`;
  const started = sql`${start} <= ${today}`;
  return viewer ? or(started, eq(writer, viewer.memberKey))! : started;
}
