import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';
import { emptyOrNullToUndefined } from '../validators/empty.ts';
import { COUNSELING_CATEGORY_IDS } from './codes.ts';
import { boardListQuery, boardPageSchema } from './posts.ts';
import {
  answerSchema,
  fileKeysSchema,
  plainTextSchema,
  questionDetailSchema,
  questionItemSchema,
  titleSchema,
} from './questions.ts';

/**
 * Reading counselling (spec 001 §7 readingCounselingApply list, detail and categoryList; pages
 * ApplyConsulting, ApplyConsultingForm (students only, spec 001 §6), ApplyConsultingDetail).
 * A student applies; a teacher or the school manager of the same school answers. Login required.
 *
 * GET  /schome/service/community/readingCounselingApply/categoryList  data.list of { codeId, codeName }.
 * GET  readingCounselingApply/list?pageIndex=1&pageSize=10&searchKeyword=&statusCode=&categoryCode=
 *   a student: their own applications; a teacher or manager: every application of their school;
 *   anyone else 403 '접근이 불가합니다.'.
 * GET  readingCounselingApply/detail?counselingKey=  the same rule; 404 for one the caller may not see.
 * POST readingCounselingApply/save { categoryCode, title, content, fileKeys }  students only:
 *   anyone else 403 '학생만 접근가능한 메뉴입니다.'.
 * POST readingCounselingApply/answer { counselingKey, answer }  a teacher or manager of the student's
 *   school (status 1 → 2); another school's 403.
 */

export const counselingKeySchema = keySchema('counselingKey', '상담 번호');
const categoryEnum = z.enum(COUNSELING_CATEGORY_IDS, { error: 'categoryCode: 상담 분류를 선택해주세요.' });

export const counselingListRequestSchema = z.object({
  ...boardListQuery,
  statusCode: z.preprocess(
    emptyOrNullToUndefined,
    z.enum(['1', '2'], { error: 'statusCode: 1 또는 2여야 합니다.' }).optional(),
  ),
  categoryCode: z.preprocess(emptyOrNullToUndefined, categoryEnum.optional()),
});
export const counselingDetailRequestSchema = z.object({ counselingKey: counselingKeySchema });

export const counselingSaveRequestSchema = z.object({
  categoryCode: categoryEnum,
  title: titleSchema,
  content: plainTextSchema,
  fileKeys: fileKeysSchema,
});
export const counselingAnswerRequestSchema = z.object({
  counselingKey: counselingKeySchema,
  answer: answerSchema,
});

export const counselingItemSchema = questionItemSchema.extend({ counselingKey: z.number().int() });
export const counselingDetailSchema = questionDetailSchema.extend({ counselingKey: z.number().int() });

export const counselingListResponseSchema = envelopeSchema(boardPageSchema(counselingItemSchema));
export const counselingDetailResponseSchema = envelopeSchema(counselingDetailSchema);

export type CounselingListRequest = z.output<typeof counselingListRequestSchema>;
export type CounselingSaveRequest = z.input<typeof counselingSaveRequestSchema>;
export type CounselingItem = z.infer<typeof counselingItemSchema>;
export type CounselingDetail = z.infer<typeof counselingDetailSchema>;
export type CounselingListResponse = z.infer<typeof counselingListResponseSchema>;
export type CounselingDetailResponse = z.infer<typeof counselingDetailResponseSchema>;
