export { isUniqueViolation } from '../../db/unique-violation.ts';

/** SQLSTATE raised by `library.checkout` (migration 0007) when the copy's compare-and-set failed after the insert. */
const COPY_MOVED = 'RL409';

/** Whether `library.checkout` rolled back because another transaction moved the copy first. */
export function isCopyMoved(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === COPY_MOVED) return true;
  }
  return false;
}
