import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';
import { emptyOrNullToUndefined } from '../validators/empty.ts';
import { SERVICE_REQUEST_CATEGORY_IDS } from './codes.ts';
import { boardListQuery, boardPageSchema, manageYnSchema } from './posts.ts';
import {
  answerSchema,
  fileKeysSchema,
  plainTextSchema,
  questionDetailSchema,
  questionItemSchema,
  titleSchema,
} from './questions.ts';

/**
 * Service requests (issue 21 part 3, decision 152; pages ServiceRequest, ServiceRequestForm,
 * ServiceRequestDetail, which students may not open: spec 001 §6). A verified teacher or a school
 * manager raises a request to the agency (category, text, attachments); an operator answers it in the
 * staff console; status 1 awaiting → 2 answered (spec 000 §3). `srMng` serves the policy pages (decision
 * 070), so these calls live under teachersupport.
 *
 * GET  /schome/service/teachersupport/serviceRequest/categoryList  data.list of { codeId, codeName }.
 * GET  serviceRequest/list?pageIndex=1&pageSize=10&searchKeyword=&statusCode=&categoryCode=&manageYn=
 *   a teacher or manager: their own requests; an operator with manageYn=Y: every request. A student or
 *   a pending teacher 403 '접근이 불가합니다.'; anonymous 401.
 * GET  serviceRequest/detail?serviceRequestKey=  its requester or an operator; 404 for anyone else.
 * POST serviceRequest/save { categoryCode, title, content, fileKeys }  a verified teacher or a manager.
 * POST serviceRequest/answer { serviceRequestKey, answer }  an operator (status 1 → 2; the requester is
 *   notified); anyone else 403 '운영자만 답변할 수 있습니다.'.
 * POST serviceRequest/delete { serviceRequestKey }  its requester while awaiting an answer, or an operator.
 */

export const serviceRequestKeySchema = keySchema('serviceRequestKey', '요청 번호');
const categoryEnum = z.enum(SERVICE_REQUEST_CATEGORY_IDS, {
  error: 'categoryCode: 요청 분류를 선택해주세요.',
});

export const serviceRequestListRequestSchema = z.object({
  ...boardListQuery,
  statusCode: z.preprocess(
    emptyOrNullToUndefined,
    z.enum(['1', '2'], { error: 'statusCode: 1 또는 2여야 합니다.' }).optional(),
  ),
  categoryCode: z.preprocess(emptyOrNullToUndefined, categoryEnum.optional()),
  manageYn: manageYnSchema,
});
export const serviceRequestDetailRequestSchema = z.object({ serviceRequestKey: serviceRequestKeySchema });

export const serviceRequestSaveRequestSchema = z.object({
  categoryCode: categoryEnum,
  title: titleSchema,
  content: plainTextSchema,
  fileKeys: fileKeysSchema,
});
export const serviceRequestAnswerRequestSchema = z.object({
  serviceRequestKey: serviceRequestKeySchema,
  answer: answerSchema,
});
export const serviceRequestDeleteRequestSchema = z.object({ serviceRequestKey: serviceRequestKeySchema });

export const serviceRequestItemSchema = questionItemSchema.extend({ serviceRequestKey: z.number().int() });
export const serviceRequestDetailSchema = questionDetailSchema.extend({
  serviceRequestKey: z.number().int(),
});

export const serviceRequestListResponseSchema = envelopeSchema(boardPageSchema(serviceRequestItemSchema));
/** A detail, and every write: the request as it now stands. */
export const serviceRequestDetailResponseSchema = envelopeSchema(serviceRequestDetailSchema);
export const serviceRequestDeleteResponseSchema = envelopeSchema(
  z.object({ serviceRequestKey: z.number().int() }),
);

export type ServiceRequestListRequest = z.output<typeof serviceRequestListRequestSchema>;
export type ServiceRequestSaveRequest = z.input<typeof serviceRequestSaveRequestSchema>;
export type ServiceRequestSave = z.output<typeof serviceRequestSaveRequestSchema>;
export type ServiceRequestItem = z.infer<typeof serviceRequestItemSchema>;
export type ServiceRequestDetail = z.infer<typeof serviceRequestDetailSchema>;
export type ServiceRequestListResponse = z.infer<typeof serviceRequestListResponseSchema>;
export type ServiceRequestDetailResponse = z.infer<typeof serviceRequestDetailResponseSchema>;
