import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';
import { emptyOrNullToUndefined } from '../validators/empty.ts';
import { boardListQuery, boardPageSchema, manageYnSchema, ynSchema } from './posts.ts';
import {
  answerSchema,
  fileKeysSchema,
  plainTextSchema,
  questionDetailSchema,
  questionItemSchema,
  statusCodeSchema,
  titleSchema,
} from './questions.ts';

/**
 * Q&A / inquiries (spec 001 §7 qnaBoard list and detail; pages InquiryList, InquiryForm, InquiryDetail).
 * An inquiry goes to the asker's school (its manager answers) or, for a member without a school, to the
 * service (an operator answers). Operators may answer any.
 *
 * GET  /schome/service/community/qnaBoard/list?pageIndex=1&pageSize=10&searchKeyword=&statusCode=&myYn=
 *   anonymous: the published inquiries; a member: their own and the published ones (myYn=Y: own only);
 *   staff with manageYn=Y: every inquiry of their scope. Others' unpublished inquiries are invisible.
 * GET  qnaBoard/detail?qnaKey=  404 for an inquiry the caller may not see.
 * POST qnaBoard/save { title, content, requestType (Y pro/con, N general), fileKeys }  a logged-in member.
 * POST qnaBoard/answer { qnaKey, answer, publicYn? }  staff of its scope: status 1 → 2.
 * POST qnaBoard/publish { qnaKey, publicYn }  staff of its scope.
 * POST qnaBoard/delete { qnaKey }  its asker while awaiting an answer, or staff of its scope.
 */

export const qnaKeySchema = keySchema('qnaKey', '문의 번호');

export const qnaListRequestSchema = z.object({
  ...boardListQuery,
  statusCode: z.preprocess(
    emptyOrNullToUndefined,
    z.enum(['1', '2'], { error: 'statusCode: 1 또는 2여야 합니다.' }).optional(),
  ),
  myYn: z.preprocess(
    emptyOrNullToUndefined,
    z.enum(['Y', 'N'], { error: 'myYn: Y 또는 N이어야 합니다.' }).optional(),
  ),
  manageYn: manageYnSchema,
});
export const qnaDetailRequestSchema = z.object({ qnaKey: qnaKeySchema });

export const requestTypeSchema = z.enum(['Y', 'N'], {
  error: 'requestType: Y(찬반 요청) 또는 N(일반 요청)이어야 합니다.',
});

export const qnaSaveRequestSchema = z.object({
  title: titleSchema,
  content: plainTextSchema,
  requestType: requestTypeSchema.default('N'),
  fileKeys: fileKeysSchema,
});
export const qnaAnswerRequestSchema = z.object({
  qnaKey: qnaKeySchema,
  answer: answerSchema,
  publicYn: ynSchema.optional(),
});
export const qnaPublishRequestSchema = z.object({ qnaKey: qnaKeySchema, publicYn: ynSchema });
export const qnaDeleteRequestSchema = z.object({ qnaKey: qnaKeySchema });

export const qnaItemSchema = questionItemSchema.extend({
  qnaKey: z.number().int(),
  requestType: z.enum(['Y', 'N']),
  requestTypeName: z.string(),
});
export const qnaDetailSchema = questionDetailSchema.extend({
  qnaKey: z.number().int(),
  requestType: z.enum(['Y', 'N']),
  requestTypeName: z.string(),
});

export const qnaListResponseSchema = envelopeSchema(boardPageSchema(qnaItemSchema));
export const qnaDetailResponseSchema = envelopeSchema(qnaDetailSchema);
/** Every write answers the inquiry as it now stands. */
export const qnaWriteResponseSchema = envelopeSchema(qnaDetailSchema);
export const qnaDeleteResponseSchema = envelopeSchema(z.object({ qnaKey: z.number().int() }));

export { statusCodeSchema };
export type QnaListRequest = z.output<typeof qnaListRequestSchema>;
export type QnaSaveRequest = z.input<typeof qnaSaveRequestSchema>;
export type QnaAnswerRequest = z.input<typeof qnaAnswerRequestSchema>;
export type QnaItem = z.infer<typeof qnaItemSchema>;
export type QnaDetail = z.infer<typeof qnaDetailSchema>;
export type QnaListResponse = z.infer<typeof qnaListResponseSchema>;
export type QnaDetailResponse = z.infer<typeof qnaDetailResponseSchema>;
