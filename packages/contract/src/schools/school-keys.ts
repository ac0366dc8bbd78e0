import { z } from 'zod/mini';
import { keyTextSchema } from '../validators/key-text.ts';

/**
 * `schKey` is the portal's key of a school: a positive whole number (docs/decisions/006-school-levels.md).
 * Missing or malformed answers 400 with these messages.
 */
export const schKeySchema = keyTextSchema(
  'schKey: 학교 키가 필요합니다.',
  'schKey: 학교 키는 숫자여야 합니다.',
);

/** The 7-digit NEIS standard school code. */
export const neisCodeSchema = z
  .string({ error: 'neisCode: 학교 코드가 필요합니다.' })
  .check(z.trim(), z.regex(/^[0-9]{7}$/, { error: 'neisCode: 학교 코드는 7자리 숫자여야 합니다.' }));
