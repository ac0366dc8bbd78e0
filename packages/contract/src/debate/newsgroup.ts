import { z } from 'zod';
import { pageIndexSchema, pageSizeSchema } from '../community/posts.ts';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';
import { maskingYnSchema } from '../validators/masking.ts';
import { bookAuthorSchema, requiredText } from './fields.ts';

/**
 * Reading newsgroups (issue 18; spec 001 §2.2 virtualCommunity, ReadingNewsGroup; §7 readingNewsgroup
 * detail and discussion list; decision 173): open topic boards about books across schools; answers are
 * comments of the engine (target type 'newsgroup'), names of other schools masked. Under
 * /schome/service/readingActivitesJoin/readingNewsgroup:
 *
 * GET  list?pageIndex=&pageSize=&searchKeyword=   every school's shown topics, newest first
 * GET  detail?topicKey=                          a topic (its discussion list is comment/list?targetType=newsgroup)
 * POST save { topicKey?, title, bookTitle, bookAuthor, content }   any member of a school opens (or edits their) topic
 * POST hide { topicKey, hiddenYn }               a teacher of the writer's school, or an operator
 * POST delete { topicKey }                       its writer
 */
export const NEWSGROUP_MESSAGES = {
  loginRequired: '로그인이 필요합니다.',
  notFound: '토론 주제를 찾을 수 없습니다.',
  noSchool: '학교 회원만 주제를 열 수 있습니다.',
  saved: '주제가 등록되었습니다.',
  hidden: '주제를 숨겼습니다.',
  shown: '주제를 다시 보이게 했습니다.',
  deleted: '주제가 삭제되었습니다.',
  notYours: '본인이 연 주제만 수정하거나 삭제할 수 있습니다.',
  moderatorOnly: '주제를 관리할 권한이 없습니다.',
} as const;

const topicKey = keySchema('topicKey', '주제 번호');

export const newsgroupListRequestSchema = z.object({
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
  searchKeyword: z
    .string()
    .trim()
    .max(100, { error: 'searchKeyword: 검색어는 100자까지 입력할 수 있습니다.' })
    .optional(),
});
export const newsgroupKeyRequestSchema = z.object({ topicKey });
/** detail: the spec's call sends maskingYN Y (001 §7); names are masked as with Y either way (decision 292). */
export const newsgroupViewRequestSchema = z.object({ topicKey, maskingYN: maskingYnSchema });
export const newsgroupSaveRequestSchema = z.object({
  topicKey: topicKey.optional(),
  title: requiredText('title', '주제', 100),
  bookTitle: requiredText('bookTitle', '책 제목', 200),
  bookAuthor: bookAuthorSchema,
  content: requiredText('content', '내용', 2000, true),
});
export type NewsgroupSaveRequest = z.input<typeof newsgroupSaveRequestSchema>;
export const newsgroupHideRequestSchema = z.object({ topicKey, hiddenYn: z.enum(['Y', 'N']) });

export const newsgroupTopicSchema = z.object({
  topicKey: z.number().int(),
  title: z.string(),
  bookTitle: z.string(),
  bookAuthor: z.string(),
  content: z.string(),
  /** Masked (김*수) for members of other schools. */
  writerName: z.string(),
  schName: z.string().nullable(),
  statusCode: z.enum(['shown', 'hidden']),
  commentCount: z.number().int(),
  mineYn: z.enum(['Y', 'N']),
  canModerateYn: z.enum(['Y', 'N']),
  regDate: z.string(),
});
export type NewsgroupTopic = z.infer<typeof newsgroupTopicSchema>;
export const newsgroupListResponseSchema = envelopeSchema(
  z.object({
    list: z.array(newsgroupTopicSchema),
    totalCount: z.number().int(),
    totalPage: z.number().int(),
    pageIndex: z.number().int(),
  }),
);
export const newsgroupDetailResponseSchema = envelopeSchema(newsgroupTopicSchema);
export const newsgroupDoneResponseSchema = envelopeSchema(z.object({ topicKey: z.number().int() }));
