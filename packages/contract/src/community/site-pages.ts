import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { CONTENT_MAX, SITE_PAGE_CODES } from './codes.ts';
import { richTextSchema, titleSchema } from './questions.ts';

/**
 * The single policy and guide pages (spec 001 §2.2: EmailRule, PersonalPrivacy, UseCondition,
 * Maintenance), served by srMng (spec 001 §7 "srMng/detail"; decision 070) and edited by operators.
 * The list-and-detail guides (IntroduceGuide, DlsGuide, HowTo, GoodUse) are centerBoard boards.
 *
 * GET  /schome/service/community/srMng/detail?srCode=PersonalPrivacy  public.
 * GET  /schome/service/community/srMng/list  every page's code, title and last change; public.
 * POST /schome/service/community/srMng/save { srCode, title, content }  operators only (403 otherwise);
 *   content is sanitized HTML.
 */
export const srCodeSchema = z.enum(SITE_PAGE_CODES, {
  error: 'srCode: 안내 페이지 코드가 올바르지 않습니다.',
});

export const sitePageRequestSchema = z.object({ srCode: srCodeSchema });
export const sitePageSchema = z.object({
  srCode: srCodeSchema,
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  /** ISO 8601 instant of the last change. */
  modDate: z.string(),
});
export const sitePageSummarySchema = sitePageSchema.omit({ content: true });

export const sitePageSaveRequestSchema = z.object({
  srCode: srCodeSchema,
  title: titleSchema,
  content: richTextSchema(CONTENT_MAX * 3),
});

export const sitePageResponseSchema = envelopeSchema(sitePageSchema);
export const sitePageListResponseSchema = envelopeSchema(
  z.object({ list: z.array(sitePageSummarySchema), totalCount: z.number().int() }),
);

export type SitePage = z.infer<typeof sitePageSchema>;
export type SitePageSaveRequest = z.input<typeof sitePageSaveRequestSchema>;
