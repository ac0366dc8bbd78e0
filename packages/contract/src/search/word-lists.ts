import { z } from 'zod';
import { envelopeSchema, failEnvelopeSchema, listSchema } from '../envelope.ts';
import { neisCodeSchema } from '../schools/school-keys.ts';

/**
 * The manager's word lists (spec 000 §3, §5, §7; docs/decisions/014-word-list-editing.md): a school's
 * blocked search terms (`search.keyword_block`) and the nationwide banned words (`portal.banned_word`).
 * Shared by the manager page (client) and the write endpoints (server).
 */

/** Longest blocked term or banned word: the header's search box is not meant for sentences. */
export const WORD_LIST_MAX_LENGTH = 30;

export const WORD_LIST_MESSAGES = {
  keywordRequired: '차단할 검색어를 입력해주세요.',
  keywordTooLong: `차단 검색어는 ${WORD_LIST_MAX_LENGTH}자 이하로 입력해주세요.`,
  keywordDuplicate: '이미 등록된 차단 검색어입니다.',
  keywordNationwide: '전국 공통 차단 검색어는 학교에서 삭제할 수 없습니다.',
  keywordNotFound: '등록되지 않은 차단 검색어입니다.',
  otherSchool: '소속 학교의 목록만 편집할 수 있습니다.',
  wordRequired: '금지어를 입력해주세요.',
  wordTooLong: `금지어는 ${WORD_LIST_MAX_LENGTH}자 이하로 입력해주세요.`,
  wordDuplicate: '이미 등록된 금지어입니다.',
  wordNotFound: '등록되지 않은 금지어입니다.',
  wordSeeded: '기본 금지어는 삭제할 수 없습니다.',
  wordOtherSchool: '다른 학교가 등록한 금지어는 삭제할 수 없습니다.',
} as const;

/** NFKC and single spaces, so the list never holds two spellings of one term. */
const listedText = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    .transform((v) => v.normalize('NFKC').replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, { error: required }).max(WORD_LIST_MAX_LENGTH, { error: tooLong }));

export const keywordBlockWriteSchema = z.object({
  neisCode: neisCodeSchema,
  keyword: listedText(WORD_LIST_MESSAGES.keywordRequired, WORD_LIST_MESSAGES.keywordTooLong),
});

export const keywordBlockManageRequestSchema = z.object({ neisCode: neisCodeSchema });

export const schoolBlockedKeywordSchema = z.object({
  keyword: z.string(),
  /** '' for a nationwide term (read-only on a school's page), else the school's NEIS code. */
  neisCode: z.string(),
  createdAt: z.string(),
});

export const keywordBlockManageResponseSchema = envelopeSchema(
  z.object({
    list: z.array(schoolBlockedKeywordSchema),
    totalCount: z.int().nonnegative(),
    neisCode: z.string(),
  }),
);

export const bannedWordWriteSchema = z.object({
  word: listedText(WORD_LIST_MESSAGES.wordRequired, WORD_LIST_MESSAGES.wordTooLong),
});

export const managedBannedWordSchema = z.object({
  word: z.string(),
  /** The seeded list, or a manager of the caller's school or of another school added it. */
  source: z.enum(['seed', 'ownSchool', 'otherSchool']),
  /** Only words the caller's school added may be removed by the caller. */
  removable: z.boolean(),
  createdAt: z.string(),
});

export const bannedWordManageResponseSchema = envelopeSchema(listSchema(managedBannedWordSchema));

export const wordWriteResponseSchema = envelopeSchema(z.object({ changed: z.literal(true) }));

/** The answers of a manager's word-list edit (block list and banned words alike), by HTTP status. */
export const wordWriteResponses = {
  200: wordWriteResponseSchema,
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
  409: failEnvelopeSchema,
};

export type KeywordBlockWrite = z.infer<typeof keywordBlockWriteSchema>;
export type SchoolBlockedKeyword = z.infer<typeof schoolBlockedKeywordSchema>;
export type KeywordBlockManageResponse = z.infer<typeof keywordBlockManageResponseSchema>;
export type BannedWordWrite = z.infer<typeof bannedWordWriteSchema>;
export type ManagedBannedWord = z.infer<typeof managedBannedWordSchema>;
export type BannedWordManageResponse = z.infer<typeof bannedWordManageResponseSchema>;
