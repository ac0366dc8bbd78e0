import { z } from 'zod';
import { privacyBoundCodeSchema } from '../activities/activities.ts';
import { hasControlCharacters } from '../community/codes.ts';
import { boardPageSchema, pageIndexSchema, pageSizeSchema } from '../community/posts.ts';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';
import { INT4_MAX } from '../validators/ids.ts';
import { byteLength } from '../validators/text.ts';

/**
 * Portfolios (issue 16 part 4, spec 001 §7 "myPortfolio list and detail"; decisions 132, 133).
 *
 * GET  /schome/service/mypage/myPortfolio/list?pageIndex&pageSize         the caller's own
 * GET  /schome/service/mypage/myPortfolio/detail?portfolioKey             visible to the caller or 404
 * GET  /schome/service/mypage/myPortfolio/sources                         the caller's activities, loans, badges
 * POST /schome/service/mypage/myPortfolio/save {portfolioKey?, title, intro, privacyBoundCode, items}  students
 * POST /schome/service/mypage/myPortfolio/delete {portfolioKey}           the author
 * GET  /schome/service/portfolioMng/list?schKey&pageIndex&pageSize        visible to the caller
 * GET  /schome/service/portfolioMng/manageList?teacherMemberKey            teachers of the school
 * POST /schome/service/portfolioMng/review {portfolioKey, feedback}       teachers of the author's school
 */
export const PORTFOLIO_LIMITS = {
  titleBytes: 100,
  introBytes: 2000,
  feedbackBytes: 1000,
  items: 60,
} as const;

/** The spec's PDF export constants (spec 000 §9): A4, JPEG quality 0.8, a 3.5-page step for long reports. */
export const PDF_EXPORT = {
  /** A4 in PDF points (72 per inch). */
  pageWidth: 595.28,
  pageHeight: 841.89,
  jpegQuality: 0.8,
  longReportPageStep: 3.5,
} as const;

export const PORTFOLIO_MESSAGES = {
  loginRequired: '로그인이 필요합니다.',
  forbidden: '접근이 불가합니다.',
  studentsOnly: '포트폴리오는 학생 회원만 만들 수 있습니다.',
  notFound: '포트폴리오를 찾을 수 없습니다.',
  titleRequired: '제목을 입력해 주세요.',
  titleTooLong: '제목은 100바이트까지 입력할 수 있습니다.',
  introTooLong: '소개는 2000바이트까지 입력할 수 있습니다.',
  feedbackRequired: '검토 의견을 입력해 주세요.',
  feedbackTooLong: '검토 의견은 1000바이트까지 입력할 수 있습니다.',
  itemsRequired: '포트폴리오에 담을 항목을 하나 이상 선택해 주세요.',
  tooManyItems: '포트폴리오에는 항목을 60개까지 담을 수 있습니다.',
  notOwnItem: '본인의 활동, 대출, 배지만 담을 수 있습니다.',
  badChars: '입력할 수 없는 문자가 포함되어 있습니다.',
} as const;
const M = PORTFOLIO_MESSAGES;

export const PORTFOLIO_ITEM_TYPES = ['activity', 'loan', 'badge'] as const;
export type PortfolioItemType = (typeof PORTFOLIO_ITEM_TYPES)[number];

const portfolioKey = keySchema('portfolioKey', '포트폴리오 번호');
const text = (field: string, max: number, tooLong: string, required?: string) => {
  const base = z
    .string()
    .trim()
    .refine((v) => byteLength(v) <= max, { error: `${field}: ${tooLong}` })
    .refine((v) => !hasControlCharacters(v, true), { error: `${field}: ${M.badChars}` });
  return required ? base.refine((v) => v.length > 0, { error: `${field}: ${required}` }) : base;
};

export const portfolioItemRefSchema = z.object({
  itemType: z.enum(PORTFOLIO_ITEM_TYPES, { error: 'itemType: 항목 종류가 올바르지 않습니다.' }),
  /** reaActKey, loanKey, or the badge as code * 10 + level (021 = code 02 level 1). */
  refKey: z.coerce.number().int().positive().max(INT4_MAX),
});

export const portfolioFormFields = {
  title: text('title', PORTFOLIO_LIMITS.titleBytes, M.titleTooLong, M.titleRequired),
  intro: text('intro', PORTFOLIO_LIMITS.introBytes, M.introTooLong),
  privacyBoundCode: privacyBoundCodeSchema,
  items: z
    .array(portfolioItemRefSchema)
    .min(1, { error: `items: ${M.itemsRequired}` })
    .max(PORTFOLIO_LIMITS.items, { error: `items: ${M.tooManyItems}` }),
};
export const portfolioFormSchema = z.object(portfolioFormFields);
export type PortfolioForm = z.infer<typeof portfolioFormSchema>;

export const portfolioSaveRequestSchema = z.object({
  portfolioKey: portfolioKey.optional(),
  ...portfolioFormFields,
});
export const portfolioKeyRequestSchema = z.object({ portfolioKey });
export const portfolioReviewRequestSchema = z.object({
  portfolioKey,
  feedback: text('feedback', PORTFOLIO_LIMITS.feedbackBytes, M.feedbackTooLong, M.feedbackRequired),
});
export const portfolioListRequestSchema = z.object({
  schKey: keySchema('schKey', '학교 번호').optional(),
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
});
export const portfolioMyListRequestSchema = z.object({
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
});
export const portfolioManageListRequestSchema = z.object({
  teacherMemberKey: keySchema('teacherMemberKey', '교사 회원 번호'),
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
});

export const portfolioSummarySchema = z.object({
  portfolioKey: z.number().int(),
  /** The owner's key only where the viewer reads the full name (decision 230); else null. */
  memberKey: z.number().int().nullable(),
  /** Masked (홍*동) unless the viewer is the owner or a verified teacher or manager of the school. */
  memberName: z.string(),
  /** Whether the caller owns it (computed on the server). */
  mineYn: z.enum(['Y', 'N']),
  schKey: z.number().int().nullable(),
  schName: z.string().nullable(),
  title: z.string(),
  privacyBoundCode: z.string(),
  itemCount: z.number().int(),
  reviewedYn: z.enum(['Y', 'N']),
  regDate: z.string(),
  updDate: z.string(),
});
export type PortfolioSummary = z.infer<typeof portfolioSummarySchema>;

export const portfolioItemSchema = z.object({
  itemType: z.enum(PORTFOLIO_ITEM_TYPES),
  refKey: z.number().int(),
  title: z.string(),
  /** Book, kind or level line. */
  subtitle: z.string(),
  /** yyyy-mm-dd. */
  date: z.string(),
  /** Sanitized HTML of an activity the viewer may read; empty for loans and badges. */
  content: z.string(),
  rating: z.number().int().nullable(),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

export const portfolioDetailSchema = portfolioSummarySchema.extend({
  intro: z.string(),
  items: z.array(portfolioItemSchema),
  feedback: z.string().nullable(),
  reviewerName: z.string().nullable(),
  reviewedDate: z.string().nullable(),
  editableYn: z.enum(['Y', 'N']),
  reviewableYn: z.enum(['Y', 'N']),
});
export type PortfolioDetail = z.infer<typeof portfolioDetailSchema>;

export const portfolioSourceSchema = portfolioItemSchema.omit({ content: true, rating: true });
export type PortfolioSource = z.infer<typeof portfolioSourceSchema>;

export const portfolioPageResponseSchema = envelopeSchema(boardPageSchema(portfolioSummarySchema));
export const portfolioDetailResponseSchema = envelopeSchema(portfolioDetailSchema);
export const portfolioSourcesResponseSchema = envelopeSchema(
  z.object({ list: z.array(portfolioSourceSchema) }),
);
export const portfolioSavedResponseSchema = envelopeSchema(z.object({ portfolioKey: z.number().int() }));
