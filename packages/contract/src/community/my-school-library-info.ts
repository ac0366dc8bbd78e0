import { z } from 'zod';
import { REGION_CODES } from '../codes/regions.ts';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';
import { emptyOrNullToUndefined } from '../validators/empty.ts';
import { SCHOOL_NEWS_DEFAULT_PROV_CODE } from './codes.ts';
import {
  attachmentSchema,
  boardListQuery,
  boardPostDetailSchema,
  boardPostSchema,
  manageYnSchema,
  optionalSchKeySchema,
} from './posts.ts';

/**
 * School library news (spec 001 §7 mySchoolLibraryInfo; pages SchoolNews, SchoolNewsDetail; the school
 * news popup of §2.1). Each school's manager writes their own school's news.
 *
 * GET /schome/service/community/mySchoolLibraryInfo/list
 *   provCode (default AL: every region), popupYn (Y popups only, N, A any: default A), schKey,
 *   pageIndex, pageSize, searchKeyword, searchType. Answers `data.popupList` (the spec's name) with
 *   totalCount, totalPage, pageIndex, pageSize.
 *   Visibility: a post open to everyone (openScope 04), or to its own school's members (02: the caller
 *   must be logged in at that school; others do not see it).
 * GET mySchoolLibraryInfo/detail?mySchoolKey=  (the post's key; counts a view)
 * GET mySchoolLibraryInfo/fileDownload?mySchoolFileKey=  only for who may see the post.
 */

export const schoolNewsListRequestSchema = z.object({
  provCode: z.preprocess(
    emptyOrNullToUndefined,
    z
      .enum(['AL', ...REGION_CODES], { error: 'provCode: 지역 코드가 올바르지 않습니다.' })
      .default(SCHOOL_NEWS_DEFAULT_PROV_CODE),
  ),
  popupYn: z.preprocess(
    emptyOrNullToUndefined,
    z.enum(['Y', 'N', 'A'], { error: 'popupYn: Y, N, A 중 하나여야 합니다.' }).default('A'),
  ),
  schKey: optionalSchKeySchema,
  manageYn: manageYnSchema,
  ...boardListQuery,
});

export const schoolNewsDetailRequestSchema = z.object({
  mySchoolKey: keySchema('mySchoolKey', '학교도서관 소식 번호'),
});
export const schoolNewsFileDownloadRequestSchema = z.object({
  mySchoolFileKey: keySchema('mySchoolFileKey', '첨부파일 번호'),
});

/** Visibility codes (spec 000 §3): 02 own school, 04 nationwide. */
export const openScopeSchema = z.enum(['02', '04'], { error: 'openScope: 02 또는 04여야 합니다.' });

export const schoolNewsFileSchema = attachmentSchema.extend({ mySchoolFileKey: z.number().int() });
export const schoolNewsItemSchema = boardPostSchema.extend({
  mySchoolKey: z.number().int(),
  openScope: openScopeSchema,
});
export const schoolNewsDetailSchema = boardPostDetailSchema.extend({
  mySchoolKey: z.number().int(),
  openScope: openScopeSchema,
  fileList: z.array(schoolNewsFileSchema),
});

export const schoolNewsListResponseSchema = envelopeSchema(
  z.object({
    popupList: z.array(schoolNewsItemSchema),
    totalCount: z.number().int().nonnegative(),
    totalPage: z.number().int().nonnegative(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export const schoolNewsDetailResponseSchema = envelopeSchema(schoolNewsDetailSchema);

export type SchoolNewsListRequest = z.output<typeof schoolNewsListRequestSchema>;
export type SchoolNewsItem = z.infer<typeof schoolNewsItemSchema>;
export type SchoolNewsDetail = z.infer<typeof schoolNewsDetailSchema>;
export type SchoolNewsListResponse = z.infer<typeof schoolNewsListResponseSchema>;
export type SchoolNewsDetailResponse = z.infer<typeof schoolNewsDetailResponseSchema>;
