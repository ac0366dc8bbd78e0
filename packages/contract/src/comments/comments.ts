import { z } from 'zod';
import { hasControlCharacters } from '../community/codes.ts';
import { pageIndexSchema, pageSizeSchema } from '../community/posts.ts';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';
import { isKeyText } from '../validators/ids.ts';
import { maskingYnSchema } from '../validators/masking.ts';

/**
 * The shared comment engine (issue 18; decision 170): comments on a target named by a type code and a
 * key ('balance' 12, 'discussion' 3, 'newsgroup' 7, 'groupBoard' 40 …), one level of replies, an
 * optional side (pro/con, A/B), edit and delete by the writer, hide and pin by the target's moderator,
 * and a report queue for staff. Under /schome/service/comment:
 *
 * GET  list?targetType=&targetKey=&pageIndex=&pageSize=   top-level comments (pinned first) with replies
 * POST write { targetType, targetKey, content, sideCode?, parentKey? }
 * POST edit { commentKey, content, sideCode? }            the writer only
 * POST delete { commentKey }                              the writer (or the target's moderator)
 * POST hide { commentKey, hiddenYn }                      the target's moderator
 * POST pin { commentKey, pinnedYn }                       the target's moderator (top-level comments)
 * POST report { commentKey, reason }                      any member who can read it, once each
 * GET  reports?pageIndex=&pageSize=&statusCode=            staff: reports on their school's members' comments
 * POST reports/resolve { reportKey, actionCode }          staff: 'hide' the comment or 'dismiss' the report
 *
 * Writer names come masked (김*수) by the portal's one rule (decision 230): the server masks them, so a
 * full name never reaches a client the rule says no to; maskingYN Y of an area only adds masking.
 */
export const COMMENT_MESSAGES = {
  loginRequired: '로그인이 필요합니다.',
  notFound: '댓글을 찾을 수 없습니다.',
  targetNotFound: '글을 찾을 수 없습니다.',
  unknownTarget: 'targetType: 댓글을 달 수 없는 대상입니다.',
  written: '댓글이 등록되었습니다.',
  edited: '댓글이 수정되었습니다.',
  deleted: '댓글이 삭제되었습니다.',
  hidden: '댓글을 숨겼습니다.',
  shown: '댓글을 다시 보이게 했습니다.',
  pinned: '댓글을 고정했습니다.',
  unpinned: '댓글 고정을 해제했습니다.',
  reported: '신고가 접수되었습니다.',
  alreadyReported: '이미 신고한 댓글입니다.',
  ownComment: '본인의 댓글은 신고할 수 없습니다.',
  resolved: '신고를 처리했습니다.',
  alreadyResolved: '이미 처리된 신고입니다.',
  notYours: '본인이 쓴 댓글만 수정하거나 삭제할 수 있습니다.',
  moderatorOnly: '댓글을 관리할 권한이 없습니다.',
  staffOnly: '선생님만 이용할 수 있습니다.',
  writeClosed: '댓글을 쓸 수 없는 글입니다.',
  sideRequired: 'sideCode: 입장을 선택해주세요.',
  sideInvalid: 'sideCode: 선택할 수 없는 입장입니다.',
  replyOfReply: 'parentKey: 답글에는 답글을 달 수 없습니다.',
  parentNotFound: 'parentKey: 답글을 달 댓글을 찾을 수 없습니다.',
  pinReply: '답글은 고정할 수 없습니다.',
  deletedText: '삭제된 댓글입니다.',
  hiddenText: '선생님이 숨긴 댓글입니다.',
} as const;

/** Side codes the engine knows: pro/con of a discussion, A/B of a balance game's reasons. */
export const COMMENT_SIDES = ['pro', 'con', 'A', 'B'] as const;
export type CommentSide = (typeof COMMENT_SIDES)[number];
export const COMMENT_SIDE_NAMES: Record<CommentSide, string> = { pro: '찬성', con: '반대', A: 'A', B: 'B' };

export const COMMENT_MAX = 1000;
export const REPORT_REASON_MAX = 200;

const targetTypeSchema = z
  .string({ error: COMMENT_MESSAGES.unknownTarget })
  .regex(/^[a-zA-Z]{2,30}$/, { error: COMMENT_MESSAGES.unknownTarget });
const targetKeyError = 'targetKey: 대상 번호가 올바르지 않습니다.';
/**
 * A target's key (a room, a game, a post …) in its one spelling (decision 227): a positive int4 as text,
 * no sign and no leading zero. '020' is refused, so a target's comments and the badges they earn are
 * never split across spellings that the target's own lookup reads as the same number.
 */
export const targetKeySchema = z.coerce
  .string({ error: targetKeyError })
  .trim()
  .refine(isKeyText, { error: targetKeyError });
const commentKey = keySchema('commentKey', '댓글 번호');

/** The comment text: trimmed, 1–1000 characters, no control characters. */
export const commentContentSchema = z
  .string({ error: 'content: 댓글 내용을 입력해주세요.' })
  .trim()
  .min(1, { error: 'content: 댓글 내용을 입력해주세요.' })
  .max(COMMENT_MAX, { error: `content: 댓글은 ${COMMENT_MAX}자까지 쓸 수 있습니다.` })
  .refine((v) => !hasControlCharacters(v, true), {
    error: 'content: 사용할 수 없는 문자가 있습니다.',
  });

const sideCodeSchema = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.enum(COMMENT_SIDES, { error: COMMENT_MESSAGES.sideInvalid }).optional(),
);
const ynSchema = z.enum(['Y', 'N'], { error: '값은 Y 또는 N이어야 합니다.' });

export const commentListRequestSchema = z.object({
  targetType: targetTypeSchema,
  targetKey: targetKeySchema,
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
  maskingYN: maskingYnSchema,
});
export type CommentListRequest = z.input<typeof commentListRequestSchema>;

export const commentWriteRequestSchema = z.object({
  targetType: targetTypeSchema,
  targetKey: targetKeySchema,
  content: commentContentSchema,
  sideCode: sideCodeSchema,
  parentKey: keySchema('parentKey', '댓글 번호').optional(),
});
export type CommentWriteRequest = z.input<typeof commentWriteRequestSchema>;

export const commentEditRequestSchema = z.object({
  commentKey,
  content: commentContentSchema,
  sideCode: sideCodeSchema,
});
export type CommentEditRequest = z.input<typeof commentEditRequestSchema>;
export const commentKeyRequestSchema = z.object({ commentKey });
export const commentHideRequestSchema = z.object({ commentKey, hiddenYn: ynSchema });
export const commentPinRequestSchema = z.object({ commentKey, pinnedYn: ynSchema });
export const commentReportRequestSchema = z.object({
  commentKey,
  reason: z
    .string({ error: 'reason: 신고 사유를 입력해주세요.' })
    .trim()
    .min(1, { error: 'reason: 신고 사유를 입력해주세요.' })
    .max(REPORT_REASON_MAX, { error: `reason: 신고 사유는 ${REPORT_REASON_MAX}자까지 쓸 수 있습니다.` }),
});

/** One comment as a viewer sees it: the text empty when deleted, or hidden from this viewer. */
export const commentSchema = z.object({
  commentKey: z.number().int(),
  parentKey: z.number().int().nullable(),
  /** Null where the name comes masked: another pupil's memberKey never leaves the server. */
  writerKey: z.number().int().nullable(),
  /** Masked (김*수) unless the viewer may read it (the one rule, decision 230). */
  writerName: z.string(),
  schName: z.string().nullable(),
  sideCode: z.string().nullable(),
  content: z.string(),
  statusCode: z.enum(['shown', 'hidden', 'deleted']),
  pinnedYn: z.enum(['Y', 'N']),
  mineYn: z.enum(['Y', 'N']),
  regDate: z.string(),
  modDate: z.string().nullable(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentThreadSchema = commentSchema.extend({ replyList: z.array(commentSchema) });
export type CommentThread = z.infer<typeof commentThreadSchema>;

export const commentListSchema = z.object({
  list: z.array(commentThreadSchema),
  totalCount: z.number().int(),
  totalPage: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  /** Comments per side (shown ones, replies included), for tallies of opinions. */
  sideCounts: z.record(z.string(), z.number().int()),
  canWriteYn: z.enum(['Y', 'N']),
  canModerateYn: z.enum(['Y', 'N']),
  /** The sides a comment may take here (empty: no side), and whether one is required. */
  sideList: z.array(z.string()),
  sideRequiredYn: z.enum(['Y', 'N']),
});
export type CommentList = z.infer<typeof commentListSchema>;
export const commentListResponseSchema = envelopeSchema(commentListSchema);
export const commentResponseSchema = envelopeSchema(commentSchema);

export const REPORT_STATUS = { open: 'open', hidden: 'hidden', dismissed: 'dismissed' } as const;
export const REPORT_STATUS_NAMES: Record<string, string> = {
  open: '처리 대기',
  hidden: '숨김 처리',
  dismissed: '기각',
};
export const commentReportsRequestSchema = z.object({
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
  statusCode: z.enum(['open', 'hidden', 'dismissed', 'all']).default('open'),
});
export const commentReportItemSchema = z.object({
  reportKey: z.number().int(),
  commentKey: z.number().int(),
  targetType: z.string(),
  targetKey: z.string(),
  content: z.string(),
  writerName: z.string(),
  reporterName: z.string(),
  reason: z.string(),
  statusCode: z.string(),
  commentStatusCode: z.string(),
  regDate: z.string(),
});
export type CommentReportItem = z.infer<typeof commentReportItemSchema>;
export const commentReportsResponseSchema = envelopeSchema(
  z.object({
    list: z.array(commentReportItemSchema),
    totalCount: z.number().int(),
    totalPage: z.number().int(),
  }),
);
export const commentResolveRequestSchema = z.object({
  reportKey: keySchema('reportKey', '신고 번호'),
  actionCode: z.enum(['hide', 'dismiss'], { error: 'actionCode: 처리 방법을 선택해주세요.' }),
});
export const commentDoneResponseSchema = envelopeSchema(z.object({ commentKey: z.number().int() }));
