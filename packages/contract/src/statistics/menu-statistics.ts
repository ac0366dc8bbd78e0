import { z } from 'zod/mini';
import { envelopeSchema } from '../envelope.ts';
import { schKeySchema } from '../schools/school-keys.ts';

/**
 * GET /schome/service/statistics/menu (spec 000 §7): one menu click, counted per school, day and menu.
 * `schKey` is absent on the main site; `type` 01 is a menu click, the only type the spec names.
 */
export const menuStatisticsRequestSchema = z.object({
  schKey: z.optional(schKeySchema),
  menuName: z
    .string({ error: 'menuName: 메뉴 이름이 필요합니다.' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'menuName: 메뉴 이름이 필요합니다.' }),
      z.maxLength(100, { error: 'menuName: 메뉴 이름은 100자 이하여야 합니다.' }),
    ),
  type: z.literal('01', { error: 'type: 01이어야 합니다.' }),
});

/** The spec does not show the answer; the day's count for that menu is returned so it can be checked. */
export const menuStatisticsResponseSchema = envelopeSchema(
  z.object({ statDate: z.string(), clickCount: z.int().check(z.positive()) }),
);

export type MenuStatisticsRequest = z.infer<typeof menuStatisticsRequestSchema>;
export type MenuStatisticsResponse = z.infer<typeof menuStatisticsResponseSchema>;
