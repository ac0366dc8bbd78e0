import { z } from 'zod';
import { REGION_CODES } from '../codes/regions.ts';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';
import { emptyOrNullToUndefined } from '../validators/empty.ts';
import { NOTICE_DEFAULT_PROV_CODE } from './codes.ts';
import {
  attachmentSchema,
  boardListQuery,
  boardPageSchema,
  boardPostDetailSchema,
  boardPostSchema,
  manageYnSchema,
  optionalSchKeySchema,
} from './posts.ts';

/**
 * Service and school notices (spec 001 §7 noticeBoard; pages Notice, NoticeDetail, SchoolNotice,
 * EventNotice; the notice popups of §2.1). Public.
 *
 * GET /schome/service/community/noticeBoard/list
 *   provCode (default A10), popupYn (Y popups only, N, A any: default A), eventYn (Y events, N, A: default A),
 *   schGropCode (the notice-popup level: 01 elementary, 02 high, 03 middle), memberTypeCode, schKey
 *   (a school site: adds that school's own notices), pageIndex, pageSize, searchKeyword, searchType.
 *   The notices shown in that scope today: for every region or the given one, every level or the given one,
 *   every member type or the given one, pinned first, newest first.
 * GET noticeBoard/list/all: every service notice nationwide (no region, level or audience filter).
 * GET noticeBoard/detail?noticeKey= (same scope parameters, for previous/next) and detail/all?noticeKey=.
 *   Opening a detail counts a view.
 * GET noticeBoard/fileDownload?noticeFileKey=  the file, with its original (Korean) name.
 */
const ynaSchema = (field: string) =>
  z.preprocess(
    emptyOrNullToUndefined,
    z.enum(['Y', 'N', 'A'], { error: `${field}: Y, N, A 중 하나여야 합니다.` }).default('A'),
  );

export const noticeScopeQuery = {
  provCode: z.preprocess(
    emptyOrNullToUndefined,
    z
      .enum(REGION_CODES, { error: 'provCode: 지역 코드가 올바르지 않습니다.' })
      .default(NOTICE_DEFAULT_PROV_CODE),
  ),
  popupYn: ynaSchema('popupYn'),
  eventYn: ynaSchema('eventYn'),
  /** The notice-popup reading of school levels (spec 001 §3): 01 elementary, 02 high, 03 middle. */
  schGropCode: z.preprocess(
    emptyOrNullToUndefined,
    z.enum(['01', '02', '03'], { error: 'schGropCode: 01, 02, 03 중 하나여야 합니다.' }).optional(),
  ),
  memberTypeCode: z.preprocess(
    emptyOrNullToUndefined,
    z
      .string()
      .regex(/^[0-9]{2}$/, { error: 'memberTypeCode: 회원 구분 코드가 올바르지 않습니다.' })
      .optional(),
  ),
  schKey: optionalSchKeySchema,
};

export const noticeListRequestSchema = z.object({
  ...noticeScopeQuery,
  ...boardListQuery,
  manageYn: manageYnSchema,
});
export const noticeListAllRequestSchema = z.object({ ...boardListQuery, eventYn: ynaSchema('eventYn') });

export const noticeKeySchema = keySchema('noticeKey', '공지 번호');
export const noticeDetailRequestSchema = z.object({ ...noticeScopeQuery, noticeKey: noticeKeySchema });
export const noticeDetailAllRequestSchema = z.object({ noticeKey: noticeKeySchema });
export const noticeFileDownloadRequestSchema = z.object({
  noticeFileKey: keySchema('noticeFileKey', '첨부파일 번호'),
});

/** A notice's attachment with the spec's key name (noticeFileKey = fileKey). */
export const noticeFileSchema = attachmentSchema.extend({ noticeFileKey: z.number().int() });

/** The spec's notice popup fields: noticeKey, mySchoolKey, title, content, fileCnt, fileList, mainImgUrl. */
export const noticeItemSchema = boardPostSchema.extend({
  noticeKey: z.number().int(),
  /** The school whose notice it is (null: the service's). */
  mySchoolKey: z.number().int().nullable(),
  /** The first image of the content, for image popups; null for text notices. */
  mainImgUrl: z.string().nullable(),
});
export const noticeDetailSchema = boardPostDetailSchema.extend({
  noticeKey: z.number().int(),
  mySchoolKey: z.number().int().nullable(),
  mainImgUrl: z.string().nullable(),
  fileList: z.array(noticeFileSchema),
});

export const noticeListResponseSchema = envelopeSchema(boardPageSchema(noticeItemSchema));
export const noticeDetailResponseSchema = envelopeSchema(noticeDetailSchema);

export type NoticeListRequest = z.output<typeof noticeListRequestSchema>;
export type NoticeItem = z.infer<typeof noticeItemSchema>;
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;
export type NoticeListResponse = z.infer<typeof noticeListResponseSchema>;
export type NoticeDetailResponse = z.infer<typeof noticeDetailResponseSchema>;
