import { z } from 'zod';
import { envelopeSchema, failEnvelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';
import { emptyOrNullToUndefined } from '../validators/empty.ts';
import { BOARD_CODES, COMMUNITY_MESSAGES, hasControlCharacters, SEARCH_KEYWORD_MAX } from './codes.ts';

/**
 * The pieces every board of the engine shares (spec 001 §3 paging info, §9 default paging 10):
 * `pageIndex` (default 1) and `pageSize` (default 10) in, `list`, `totalCount`, `totalPage` out;
 * a search in title and body; posts with pinned first, view count, attachments, previous and next.
 */
export const COMMUNITY_PAGE_SIZE = 10;
export const COMMUNITY_MAX_PAGE_SIZE = 100;

const pageIndexError = 'pageIndex: 페이지는 1 이상의 정수여야 합니다.';
export const pageIndexSchema = z.preprocess(
  emptyOrNullToUndefined,
  z.coerce
    .number({ error: pageIndexError })
    .int({ error: pageIndexError })
    .min(1, { error: pageIndexError })
    .max(100_000, { error: 'pageIndex: 페이지가 너무 큽니다.' })
    .default(1),
);

const pageSizeError = `pageSize: 한 페이지에 1~${COMMUNITY_MAX_PAGE_SIZE}건을 볼 수 있습니다.`;
export const pageSizeSchema = z.preprocess(
  emptyOrNullToUndefined,
  z.coerce
    .number({ error: pageSizeError })
    .int({ error: pageSizeError })
    .min(1, { error: pageSizeError })
    .max(COMMUNITY_MAX_PAGE_SIZE, { error: pageSizeError })
    .default(COMMUNITY_PAGE_SIZE),
);

/** A search word: trimmed, no control characters, at most 100 characters; empty means no search. */
export const searchKeywordSchema = z.preprocess(
  emptyOrNullToUndefined,
  z
    .string()
    .trim()
    .max(SEARCH_KEYWORD_MAX, {
      error: `searchKeyword: 검색어는 ${SEARCH_KEYWORD_MAX}자 이내로 입력해주세요.`,
    })
    .refine((v) => !hasControlCharacters(v), {
      error: `searchKeyword: ${COMMUNITY_MESSAGES.controlCharacters}`,
    })
    .optional(),
);

/** Where the search looks: title, content, or both (default). */
export const searchTypeSchema = z.preprocess(
  emptyOrNullToUndefined,
  z
    .enum(['all', 'title', 'content'], { error: 'searchType: all, title, content 중 하나여야 합니다.' })
    .default('all'),
);

export const ynSchema = z.enum(['Y', 'N']);
/** An optional Y/N query field; an empty value is no value. */
export const optionalYn = (field: string) =>
  z.preprocess(
    emptyOrNullToUndefined,
    z.enum(['Y', 'N'], { error: `${field}: Y 또는 N이어야 합니다.` }).optional(),
  );

/** The paging and search every list takes. */
export const boardListQuery = {
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
  searchKeyword: searchKeywordSchema,
  searchType: searchTypeSchema,
};
export const boardListRequestSchema = z.object(boardListQuery);
export type BoardListRequest = z.output<typeof boardListRequestSchema>;

/** A school's key as a query value (optional): positive int4. */
export const optionalSchKeySchema = z.preprocess(
  emptyOrNullToUndefined,
  keySchema('schKey', '학교 키').optional(),
);

/** Staff views (`manageYn=Y`) also list hidden, scheduled and expired posts; only staff of the scope may ask. */
export const manageYnSchema = optionalYn('manageYn');

export const boardCodeSchema = z.enum(BOARD_CODES, { error: COMMUNITY_MESSAGES.boardInvalid });

/** A page of a board (spec 001 §3 paging info). */
export function boardPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    totalCount: z.number().int().nonnegative(),
    totalPage: z.number().int().nonnegative(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** An attachment as lists and details show it; downloads go through the board's fileDownload call. */
export const attachmentSchema = z.object({
  fileKey: z.number().int(),
  originalFileName: z.string(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  /** Y for an image (shown inline by the editor and detail pages). */
  imageYn: ynSchema,
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** What a list row shows of a post. */
export const boardPostSchema = z.object({
  postKey: z.number().int(),
  boardCode: boardCodeSchema,
  /** The school the post belongs to, or null for the service's (national) post. */
  schKey: z.number().int().nullable(),
  schName: z.string().nullable(),
  /** Region the post is for (A10 every region). */
  provCode: z.string(),
  /** Site-level school code (01 elementary, 02 middle, 03 high) the post is for, or null for every level. */
  schLevelCode: z.string().nullable(),
  categoryCode: z.string().nullable(),
  categoryName: z.string().nullable(),
  title: z.string(),
  writerName: z.string(),
  pinnedYn: ynSchema,
  popupYn: ynSchema,
  eventYn: ynSchema,
  hiddenYn: ynSchema,
  /** yyyy-mm-dd, or null for no limit. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  viewCount: z.number().int(),
  fileCnt: z.number().int(),
  /** ISO 8601 instants. */
  regDate: z.string(),
  modDate: z.string(),
});
export type BoardPost = z.infer<typeof boardPostSchema>;

export const neighbourPostSchema = z.object({ postKey: z.number().int(), title: z.string() }).nullable();

/** A post opened: its sanitized HTML content, attachments and its neighbours in the same list order. */
export const boardPostDetailSchema = boardPostSchema.extend({
  /** Sanitized HTML (render it through DOMPurify all the same). */
  content: z.string(),
  fileList: z.array(attachmentSchema),
  /** The post listed before this one (newer, or pinned above it) and after it. */
  prev: neighbourPostSchema,
  next: neighbourPostSchema,
});
export type BoardPostDetail = z.infer<typeof boardPostDetailSchema>;

export const boardPageResponseSchema = envelopeSchema(boardPageSchema(boardPostSchema));
export const boardDetailResponseSchema = envelopeSchema(boardPostDetailSchema);

/** The failure answers of every community call, by HTTP status. */
export const communityFailResponses = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
  409: failEnvelopeSchema,
};

export const postKeySchema = keySchema('postKey', '게시글 번호');
export const fileKeySchema = keySchema('fileKey', '첨부파일 번호');

export type BoardPageResponse = z.infer<typeof boardPageResponseSchema>;
export type BoardDetailResponse = z.infer<typeof boardDetailResponseSchema>;
