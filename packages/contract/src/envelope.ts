import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/**
 * zod/mini (decision 025): the schemas the web client parses on the home page's first load are written
 * with the tree-shakable functional API; a zod/mini schema is a zod core schema like any other, so the
 * server's type provider and classic schemas take it as is.
 *
 * Every answer of the portal's APIs is wrapped in this envelope (DESIGN.md §3):
 * `status` OK or FAIL, a Korean `message`, and the payload in `data`.
 */
export const envelopeStatusSchema = z.enum(['OK', 'FAIL']);

export function envelopeSchema<T extends $ZodType>(data: T) {
  return z.object({
    status: envelopeStatusSchema,
    message: z.string(),
    data,
  });
}

export const failEnvelopeSchema = envelopeSchema(z.null());

export type Envelope<T> = { status: 'OK' | 'FAIL'; message: string; data: T };
export type FailEnvelope = Envelope<null>;

/** Wraps a successful payload. */
export function ok<T>(data: T, message = ''): Envelope<T> {
  return { status: 'OK', message, data };
}

/** A failure answer: the message is shown to the user as is, so it must be Korean. */
export function fail(message: string): FailEnvelope {
  return { status: 'FAIL', message, data: null };
}

/** Lists are `data.list` with `data.totalCount` (DESIGN.md §3). */
export function listSchema<T extends $ZodType>(item: T) {
  return z.object({ list: z.array(item), totalCount: z.int().check(z.nonnegative()) });
}
