/**
 * Whether a database error (possibly wrapped by Drizzle) is a unique violation (SQLSTATE 23505), of the
 * named constraint or index when one is given: the rule the database held under concurrency.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint || !e.constraint;
    e = e.cause as typeof e;
  }
  return false;
}
