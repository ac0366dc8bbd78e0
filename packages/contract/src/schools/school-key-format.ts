/**
 * The format of `schKey`, a positive whole number (docs/decisions/006-school-levels.md), without zod: the
 * web client checks a school key from the address or the visit's storage on the first load, which does
 * not download zod (decision 026). schKeySchema uses the same pattern.
 */
export const SCH_KEY_PATTERN = /^[1-9][0-9]{0,9}$/;

/** What schKeySchema answers for a string: the trimmed key, or null when it is not one. */
export function parseSchKey(value: string): string | null {
  const key = value.trim();
  return SCH_KEY_PATTERN.test(key) ? key : null;
}
