/** Whether a database error (possibly wrapped by Drizzle) is a unique violation of this index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint || !e.constraint;
    e = e.cause as typeof e;
  }
  return false;
}

/** SQLSTATE raised by `library.checkout` (migration 0007) when the copy's compare-and-set failed after the insert. */
const COPY_MOVED = 'RL409';

/** Whether `library.checkout` rolled back because another transaction moved the copy first. */
export function isCopyMoved(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === COPY_MOVED) return true;
  }
  return false;
}
