import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schKeySchema } from '../schools/school-keys.ts';
import { FIRST_LOAD_ANSWERS_FILE, renderFirstLoadAnswers, toValidatorJsonSchema } from './generate.ts';

describe('first-load answers as JSON Schema (decision 026)', () => {
  it('matches the committed generated module (run `npm run generate:json-schemas` when this fails)', () => {
    const committed = readFileSync(new URL(`../../${FIRST_LOAD_ANSWERS_FILE}`, import.meta.url), 'utf8');
    expect(committed).toBe(renderFirstLoadAnswers());
  });

  it('turns plain shapes into the supported keywords', () => {
    const schema = z.object({
      rank: z.int().check(z.positive()),
      name: z.nullable(z.string().check(z.maxLength(3))),
      kind: z.optional(z.enum(['A', 'B'])),
    });
    expect(toValidatorJsonSchema(schema)).toEqual({
      type: 'object',
      properties: {
        rank: { type: 'integer', exclusiveMinimum: 0, maximum: Number.MAX_SAFE_INTEGER },
        name: { anyOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] },
        kind: { type: 'string', enum: ['A', 'B'] },
      },
      required: ['rank', 'name'],
    });
  });

  it.each([
    ['a trim, which changes the value', schKeySchema],
    ['a refinement', z.string().refine((value) => value !== 'x')],
    ['a default', z.object({ type: z.string().default('D') })],
    ['a transform', z.string().transform((value) => value.length)],
    ['a pattern with flags', z.string().regex(/^a$/i)],
    ['a format keyword', z.email()],
    ['a strict object (additionalProperties)', z.strictObject({ a: z.string() })],
    ['a tuple', z.tuple([z.string(), z.int()])],
    ['a record', z.record(z.string(), z.string())],
  ])('refuses %s', (_what, schema) => {
    expect(() => toValidatorJsonSchema(schema)).toThrow();
  });
});
