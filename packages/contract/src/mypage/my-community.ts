import { z } from 'zod';
import { pageIndexSchema, pageSizeSchema } from '../community/posts.ts';
import { envelopeSchema, listSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';

/**
 * MyCommunity (spec 001 §2.2; §7 readingCommunity lists and counts; decision 096): the member's own
 * posts, inquiries and counselling, one section each. Sections come from a registry on the server:
 * the newsgroup and reading-group issues add theirs (`newsgroup`, `group`) when they are built.
 *
 * GET /schome/service/mypage/readingCommunity/count?memberKey             the sections the member has, with counts
 * GET /schome/service/mypage/readingCommunity/list?memberKey&sectionCode&pageIndex&pageSize
 */
export const MY_COMMUNITY_MESSAGES = {
  sectionNotFound: '커뮤니티 항목을 찾을 수 없습니다.',
  sectionCode: 'sectionCode: 커뮤니티 항목 코드가 올바르지 않습니다.',
} as const;

/** Section codes today; a later module registers its own code (letters only). */
export const MY_COMMUNITY_SECTIONS = {
  posts: '내가 쓴 글',
  qna: '문의하기',
  counseling: '독서상담',
} as const;

const memberKey = keySchema('memberKey', '회원 정보');
const sectionCode = z
  .string({ error: MY_COMMUNITY_MESSAGES.sectionCode })
  .regex(/^[A-Za-z]{1,30}$/, { error: MY_COMMUNITY_MESSAGES.sectionCode });

export const myCommunityCountRequestSchema = z.object({ memberKey });

export const myCommunitySectionSchema = z.object({
  sectionCode: z.string(),
  sectionName: z.string(),
  /** The member's rows in the section. */
  totalCount: z.number().int().nonnegative(),
  /** The board's own list page (a route name of the web's paths table), for "더보기". */
  moreRoute: z.string().nullable(),
});
export type MyCommunitySection = z.infer<typeof myCommunitySectionSchema>;
export const myCommunityCountResponseSchema = envelopeSchema(listSchema(myCommunitySectionSchema));

export const myCommunityListRequestSchema = z.object({
  memberKey,
  sectionCode,
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
});

export const myCommunityItemSchema = z.object({
  key: z.number().int(),
  boardName: z.string(),
  title: z.string(),
  regDate: z.string(),
  /** 답변대기 / 답변완료 for inquiries and counselling; null elsewhere. */
  statusName: z.string().nullable(),
  /** The status's code (INQUIRY_STATUS for inquiries and counselling, RECRUIT_STATUS for clubs); null elsewhere. */
  statusCode: z.string().nullable(),
  /** Opens the item: a route name and its query. */
  linkRoute: z.string().nullable(),
  linkQuery: z.record(z.string(), z.string()),
});
export type MyCommunityItem = z.infer<typeof myCommunityItemSchema>;

export const myCommunityListResponseSchema = envelopeSchema(
  z.object({
    sectionCode: z.string(),
    sectionName: z.string(),
    list: z.array(myCommunityItemSchema),
    totalCount: z.number().int().nonnegative(),
    totalPage: z.number().int().nonnegative(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
  }),
);
