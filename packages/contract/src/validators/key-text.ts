import { z } from 'zod/mini';
import { isKeyText } from './ids.ts';

/**
 * A key sent as text (query or path) and kept as text: trimmed, a positive int4 (decision 055).
 * zod/mini, so the home page's first load can use it (decision 025).
 */
export function keyTextSchema(missing: string, invalid: string) {
  return z.string({ error: missing }).check(z.trim(), z.refine(isKeyText, { error: invalid }));
}
