import { z } from 'zod/mini';
import { envelopeSchema } from '../envelope.ts';

export const useYnSchema = z.enum(['Y', 'N']);

export const mainSetupItemSchema = z.object({
  setupCode: z.string(),
  setupName: z.string(),
  sortOrder: z.int(),
  useYN: useYnSchema,
});

export const mainSetupResponseSchema = envelopeSchema(
  z.object({ list: z.array(mainSetupItemSchema), totalCount: z.int() }),
);

export type MainSetupItem = z.infer<typeof mainSetupItemSchema>;
export type MainSetupResponse = z.infer<typeof mainSetupResponseSchema>;
