import { z } from 'zod/mini';
import { envelopeSchema } from '../envelope.ts';
import { schKeySchema } from '../schools/school-keys.ts';

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
