import { isKeyText } from '../validators/ids.ts';

/**
 * The format of `schKey`, a positive int4 key (docs/decisions/006-school-levels.md, decision 055),
 * without zod: the web client checks a school key from the address or the visit's storage on the
 * first load, which does not download zod (decision 026). schKeySchema uses the same check.
 */

/** What schKeySchema answers for a string: the trimmed key, or null when it is not one. */
export function parseSchKey(value: string): string | null {
  const key = value.trim();
  return isKeyText(key) ? key : null;
}
