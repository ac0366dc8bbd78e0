import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { emptyOrNullToUndefined } from '../validators/empty.ts';
import { FAQ_CATEGORY_IDS } from './codes.ts';
import {
  boardListQuery,
  boardPageSchema,
  boardPostSchema,
  manageYnSchema,
  optionalSchKeySchema,
} from './posts.ts';

/**
 * FAQ (spec 001 §7 faqBoard list and categoryList; pages Faq, SchoolFaq). Public.
 *
 * GET /schome/service/community/faqBoard/categoryList  data.list of { codeId, codeName } (spec 001 §3).
 * GET /schome/service/community/faqBoard/list?categoryCode=&schKey=&pageIndex=1&pageSize=10&searchKeyword=
 *   questions with their answers (`content`, sanitized HTML) in the list itself: an FAQ page opens them in
 *   place. With schKey: the service's questions and that school's own.
 */

export const categoryCodeSchema = z.object({ codeId: z.string(), codeName: z.string() });
export const categoryListResponseSchema = envelopeSchema(
  z.object({ list: z.array(categoryCodeSchema), totalCount: z.number().int() }),
);

export const faqListRequestSchema = z.object({
  categoryCode: z.preprocess(
    emptyOrNullToUndefined,
    z.enum(FAQ_CATEGORY_IDS, { error: 'categoryCode: 분류 코드가 올바르지 않습니다.' }).optional(),
  ),
  schKey: optionalSchKeySchema,
  manageYn: manageYnSchema,
  ...boardListQuery,
});

export const faqItemSchema = boardPostSchema.extend({ content: z.string() });
export const faqListResponseSchema = envelopeSchema(boardPageSchema(faqItemSchema));

export type CategoryCode = z.infer<typeof categoryCodeSchema>;
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>;
export type FaqListRequest = z.output<typeof faqListRequestSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
export type FaqListResponse = z.infer<typeof faqListResponseSchema>;
