import { z } from 'zod/mini';
import { envelopeSchema } from '../envelope.ts';

/** The home page's fixed tabs (spec 000 §2 Home page), each switchable by the server's main setup. */
export const MAIN_SETUP_TABS = [
  { setupCode: 'HOME', name: '홈' },
  { setupCode: 'READING_STATISTICS', name: '독서통계' },
  { setupCode: 'CATEGORY_BOOKS', name: '분야별 추천도서' },
] as const;

export type MainSetupCode = (typeof MAIN_SETUP_TABS)[number]['setupCode'];

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
