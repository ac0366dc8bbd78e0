import { z } from 'zod';
import { keySchema } from '../library/common.ts';
import { emptyOrNullToUndefined } from '../validators/empty.ts';
import { CENTER_BOARD_CODES, COMMUNITY_MESSAGES } from './codes.ts';
import { boardListQuery, manageYnSchema, optionalSchKeySchema } from './posts.ts';

/**
 * The centre's boards (spec 001 §7 centerBoard list and detail): the reference room (CenterReference,
 * CenterReferenceDetail) and the guide boards the service and each school show: systemInfo (SystemInfo,
 * SchoolSystemInfo), goodUse (GoodUse, GoodUse/Detail, SchoolGoodUse), howTo (HowTo, HowTo/Detail,
 * SchoolHowTo), dlsGuide (Dls, DlsGuide, DlsGuideDetail), introduceGuide (IntroduceGuide, IntroduceGuide/Detail).
 * Public.
 *
 * GET /schome/service/community/centerBoard/list?boardCode=reference&schKey=&pageIndex=1&pageSize=10
 *   &searchKeyword=&searchType=  the service's posts, plus the school's own with schKey (School… pages).
 *   Answers the shared board page (posts.ts boardPageResponseSchema).
 * GET centerBoard/detail?boardCode=&centerBoardKey=&schKey=  the post (counts a view), with previous/next.
 * GET /schome/service/community/file/download?fileKey=  its attachments (files.ts).
 */

export const centerBoardCodeSchema = z.preprocess(
  emptyOrNullToUndefined,
  z.enum(CENTER_BOARD_CODES, { error: COMMUNITY_MESSAGES.boardInvalid }).default('reference'),
);

export const centerBoardListRequestSchema = z.object({
  boardCode: centerBoardCodeSchema,
  schKey: optionalSchKeySchema,
  manageYn: manageYnSchema,
  ...boardListQuery,
});
export const centerBoardDetailRequestSchema = z.object({
  boardCode: centerBoardCodeSchema,
  centerBoardKey: keySchema('centerBoardKey', '게시글 번호'),
  schKey: optionalSchKeySchema,
});

export type CenterBoardListRequest = z.output<typeof centerBoardListRequestSchema>;
export type CenterBoardDetailRequest = z.output<typeof centerBoardDetailRequestSchema>;
