import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';
import { bookAuthorSchema, requiredText } from './fields.ts';

/**
 * Balance games (issue 18; spec 001 §2.2 contestBalanceGame, BalanceGame, BalanceCreate, BalanceEdit,
 * BalanceDetail, BalanceApproval; spec 000 §3 recruitment status 01/02/03; decision 171). A two-sided
 * question about a book; a student's proposal waits for a teacher of the school. Under
 * /schome/service/readingActivitesJoin/balanceGame:
 *
 * GET  list?statusCode=02|03|01|all      the school's games by status (01: teachers all, students their own)
 * GET  detail?balanceKey=                the game, the tally and my vote
 * POST save { balanceKey?, ... }         BalanceCreate/BalanceEdit: a student's waits (01), a teacher's opens (02)
 * POST approve { balanceKey, approveYn, returnReason? }   BalanceApproval: 01 → 02, or 01 → 04 returned
 * POST close { balanceKey }              a teacher of the school: 02 → 03
 * POST vote { balanceKey, choice }       once per member, changed while open; 409 after close
 * GET  stream?balanceKey=&ticket=        the live tally (text/event-stream 'tally')
 * Reasons are comments of the engine (target type 'balance', sides A/B).
 */
export const BALANCE_MESSAGES = {
  loginRequired: '로그인이 필요합니다.',
  notFound: '밸런스 게임을 찾을 수 없습니다.',
  noSchool: '학교 회원만 밸런스 게임을 만들 수 있습니다.',
  savedPending: '등록되었습니다. 선생님이 승인하면 투표가 시작됩니다.',
  saved: '저장되었습니다.',
  approved: '승인되었습니다. 투표가 시작됩니다.',
  returned: '반려되었습니다.',
  closed: '투표를 마감했습니다.',
  voted: '투표했습니다.',
  voteChanged: '선택을 바꿨습니다.',
  teacherOnly: '선생님만 이용할 수 있습니다.',
  notYours: '본인이 만든 밸런스 게임만 수정할 수 있습니다.',
  notAwaiting: '승인을 기다리는 밸런스 게임이 아닙니다.',
  notOpen: '진행 중인 밸런스 게임이 아닙니다.',
  voteClosed: '투표가 마감된 밸런스 게임입니다.',
  voteNotOpen: '아직 투표가 시작되지 않았습니다.',
  editLocked: '마감된 밸런스 게임은 수정할 수 없습니다.',
  returnReasonRequired: 'returnReason: 반려 사유를 입력해주세요.',
  commentClosed: '마감된 밸런스 게임에는 이유를 쓸 수 없습니다.',
  ticketInvalid: '실시간 연결을 다시 시도해주세요.',
} as const;

/** 01 awaiting approval, 02 open, 03 closed (spec 000 §3); 04 returned by a teacher (decision 171). */
export const BALANCE_STATUS = { awaiting: '01', open: '02', closed: '03', returned: '04' } as const;
export const BALANCE_STATUS_NAMES: Record<string, string> = {
  '01': '승인 대기',
  '02': '진행 중',
  '03': '마감',
  '04': '반려',
};

const balanceKey = keySchema('balanceKey', '밸런스 게임 번호');
/** A picture uploaded through the community's file store (its inline image path), or nothing. */
const imageSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string()
    .regex(/^\/schome\/service\/community\/file\/image\/[0-9a-f]{32}\.(png|jpg|jpeg|gif|bmp)$/, {
      error: '그림 파일을 다시 올려주세요.',
    })
    .optional(),
);

export const balanceListRequestSchema = z.object({
  statusCode: z
    .enum(['01', '02', '03', '04', 'all'], { error: 'statusCode: 상태가 올바르지 않습니다.' })
    .default('02'),
});
export const balanceKeyRequestSchema = z.object({ balanceKey });

export const balanceSaveRequestSchema = z.object({
  balanceKey: balanceKey.optional(),
  title: requiredText('title', '질문', 100),
  bookTitle: requiredText('bookTitle', '책 제목', 200),
  bookAuthor: bookAuthorSchema,
  optionA: requiredText('optionA', 'A 선택지', 100),
  optionB: requiredText('optionB', 'B 선택지', 100),
  imageA: imageSchema,
  imageB: imageSchema,
});
export type BalanceSaveRequest = z.input<typeof balanceSaveRequestSchema>;

export const balanceApproveRequestSchema = z.object({
  balanceKey,
  approveYn: z.enum(['Y', 'N'], { error: 'approveYn: 승인 여부를 선택해주세요.' }),
  returnReason: z
    .string()
    .trim()
    .max(200, { error: 'returnReason: 반려 사유는 200자까지 입력할 수 있습니다.' })
    .optional(),
});
export const balanceVoteRequestSchema = z.object({
  balanceKey,
  choice: z.enum(['A', 'B'], { error: 'choice: A 또는 B를 골라주세요.' }),
});

export const balanceTallySchema = z.object({
  balanceKey: z.number().int(),
  countA: z.number().int(),
  countB: z.number().int(),
  total: z.number().int(),
  percentA: z.number().int(),
  percentB: z.number().int(),
});
export type BalanceTally = z.infer<typeof balanceTallySchema>;

export const balanceSummarySchema = z.object({
  balanceKey: z.number().int(),
  title: z.string(),
  bookTitle: z.string(),
  bookAuthor: z.string(),
  optionA: z.string(),
  optionB: z.string(),
  imageA: z.string().nullable(),
  imageB: z.string().nullable(),
  statusCode: z.string(),
  /** The writer's key only where the viewer reads the full name (decision 230); else null. */
  writerKey: z.number().int().nullable(),
  writerName: z.string(),
  voteCount: z.number().int(),
  myChoice: z.enum(['A', 'B']).nullable(),
  regDate: z.string(),
});
export type BalanceSummary = z.infer<typeof balanceSummarySchema>;
export const balanceListResponseSchema = envelopeSchema(
  z.object({ list: z.array(balanceSummarySchema), totalCount: z.number().int() }),
);

export const balanceDetailSchema = balanceSummarySchema.extend({
  tally: balanceTallySchema,
  returnReason: z.string().nullable(),
  canEditYn: z.enum(['Y', 'N']),
  canApproveYn: z.enum(['Y', 'N']),
  canCloseYn: z.enum(['Y', 'N']),
});
export type BalanceDetail = z.infer<typeof balanceDetailSchema>;
export const balanceDetailResponseSchema = envelopeSchema(balanceDetailSchema);
export const balanceVoteResponseSchema = envelopeSchema(
  z.object({ myChoice: z.enum(['A', 'B']), tally: balanceTallySchema }),
);
export const balanceStreamRequestSchema = z.object({ balanceKey, ticket: z.string().min(1).max(200) });
