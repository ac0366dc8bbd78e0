import { z } from 'zod/mini';
import { envelopeSchema, listSchema } from '../envelope.ts';
import { neisCodeSchema } from '../schools/school-keys.ts';

/**
 * Popular and blocked search keywords (spec 000 §3 "Search keyword", §7 keyword/best, keyword/block/list,
 * block/words). Shared by the search module (server) and the header's popular-keyword panel (client).
 */

/** D: today's top 10 (the only type the client sends, spec 000 §7). W and M: this week's and month's. */
export const keywordPeriodTypeSchema = z.enum(['D', 'W', 'M'], {
  error: 'type: D, W, M 중 하나여야 합니다.',
});

export const keywordBestRequestSchema = z.object({
  type: z._default(keywordPeriodTypeSchema, 'D'),
  /** On school sites: that school's searches only. */
  neisCode: z.optional(neisCodeSchema),
});

export const popularKeywordSchema = z.object({
  rank: z.int().check(z.positive()),
  keyword: z.string(),
  searchCount: z.int().check(z.nonnegative()),
});

export const keywordBestResponseSchema = envelopeSchema(listSchema(popularKeywordSchema));

export const keywordBlockListRequestSchema = z.object({ neisCode: z.optional(neisCodeSchema) });

export const blockedKeywordSchema = z.object({ keyword: z.string() });

export const keywordBlockListResponseSchema = envelopeSchema(listSchema(blockedKeywordSchema));

/** GET /schome/service/block/words: `data` is the banned word list itself. */
export const blockWordsResponseSchema = envelopeSchema(z.array(z.string()));

export type KeywordBestRequest = z.infer<typeof keywordBestRequestSchema>;
export type KeywordBlockListRequest = z.infer<typeof keywordBlockListRequestSchema>;
export type PopularKeyword = z.infer<typeof popularKeywordSchema>;
export type KeywordBestResponse = z.infer<typeof keywordBestResponseSchema>;
export type BlockedKeyword = z.infer<typeof blockedKeywordSchema>;
export type KeywordBlockListResponse = z.infer<typeof keywordBlockListResponseSchema>;
export type BlockWordsResponse = z.infer<typeof blockWordsResponseSchema>;
