import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';

/**
 * `schKey` is the portal's key of a school: a positive whole number (docs/decisions/006-school-levels.md).
 * Missing or malformed answers 400 with this message.
 */
export const schKeySchema = z
  .string({ error: 'schKey: 학교 키가 필요합니다.' })
  .trim()
  .regex(/^[1-9][0-9]{0,9}$/, { error: 'schKey: 학교 키는 숫자여야 합니다.' });

export const footerDetailRequestSchema = z.object({ schKey: schKeySchema });

export const footerDetailSchema = z.object({
  addr: z.string(),
  telNo: z.string(),
  centerNo: z.string(),
  copyRight: z.string(),
});

export const footerDetailResponseSchema = envelopeSchema(z.object({ footerDetail: footerDetailSchema }));

export type FooterDetailRequest = z.infer<typeof footerDetailRequestSchema>;
export type FooterDetail = z.infer<typeof footerDetailSchema>;
export type FooterDetailResponse = z.infer<typeof footerDetailResponseSchema>;
