import { describe, expect, it } from 'vitest';
import { parseSchKey } from './school-key-format.ts';
import { schKeySchema } from './school-keys.ts';

describe('parseSchKey', () => {
  it.each([
    '1',
    '42',
    ' 7 ',
    '1234567890',
    '2147483647',
    '2147483648',
    '9999999999',
    '12345678901',
    '0',
    '01',
    '-3',
    '1.5',
    '',
    ' ',
    'abc',
    '3a',
  ])('answers what schKeySchema answers for %j', (value) => {
    const parsed = schKeySchema.safeParse(value);
    expect(parseSchKey(value)).toBe(parsed.success ? parsed.data : null);
  });
});
