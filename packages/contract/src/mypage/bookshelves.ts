import { z } from 'zod';
import { hasControlCharacters } from '../community/codes.ts';
import { boardPageSchema, pageIndexSchema, pageSizeSchema, searchKeywordSchema } from '../community/posts.ts';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';

/**
 * Bookshelves (spec 001 §2.2 BookShelfList, PrivateShelfDetail, PublicShelfDetail; §7 mylibbookshelf,
 * shareBookShelf/list; decision 093).
 *
 * GET  /schome/service/mypage/mylibbookshelf/list?memberKey                the member's shelves
 * POST /schome/service/mypage/mylibbookshelf/create {shelfName, description, publicYn}
 * POST /schome/service/mypage/mylibbookshelf/update {shelfKey, shelfName, description, publicYn}
 * POST /schome/service/mypage/mylibbookshelf/delete {shelfKey}
 * GET  /schome/service/mypage/mylibbookshelf/detail?shelfKey              a shelf and its books (private: owner only, else 404)
 * POST /schome/service/mypage/mylibbookshelf/book/add {shelfKey, bookKey}  "내 서재에 담기"
 * POST /schome/service/mypage/mylibbookshelf/book/update {shelfBookKey, note}
 * POST /schome/service/mypage/mylibbookshelf/book/move {shelfBookKey, direction}
 * POST /schome/service/mypage/mylibbookshelf/book/delete {shelfBookKey}
 * GET  /schome/service/mypage/shareBookShelf/list?schKey&searchKeyword&pageIndex&pageSize  public shelves of a school
 */
export const BOOKSHELF_MESSAGES = {
  nameRequired: '서재 이름을 입력해주세요.',
  nameTooLong: '서재 이름은 50자 이내로 입력해주세요.',
  descriptionTooLong: '서재 설명은 200자 이내로 입력해주세요.',
  noteTooLong: '메모는 200자 이내로 입력해주세요.',
  controlCharacters: '입력할 수 없는 문자가 포함되어 있습니다.',
  notFound: '서재를 찾을 수 없습니다.',
  bookNotFound: '서재에 담긴 도서를 찾을 수 없습니다.',
  catalogueBookNotFound: '도서 정보를 찾을 수 없습니다.',
  duplicate: '이미 이 서재에 담긴 도서입니다.',
  created: '서재를 만들었습니다.',
  updated: '저장되었습니다.',
  deleted: '삭제되었습니다.',
  added: '내 서재에 담았습니다.',
  moved: '순서를 바꿨습니다.',
} as const;

const shelfKey = keySchema('shelfKey', '서재 번호');
const shelfBookKey = keySchema('shelfBookKey', '서재 도서 번호');

const text = (field: string, max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${field}: ${tooLong}` })
    .refine((v) => !hasControlCharacters(v, true), {
      error: `${field}: ${BOOKSHELF_MESSAGES.controlCharacters}`,
    });

export const shelfNameSchema = z
  .string({ error: `shelfName: ${BOOKSHELF_MESSAGES.nameRequired}` })
  .trim()
  .min(1, { error: `shelfName: ${BOOKSHELF_MESSAGES.nameRequired}` })
  .max(50, { error: `shelfName: ${BOOKSHELF_MESSAGES.nameTooLong}` })
  .refine((v) => !hasControlCharacters(v), { error: `shelfName: ${BOOKSHELF_MESSAGES.controlCharacters}` });

export const shelfFormFields = {
  shelfName: shelfNameSchema,
  description: text('description', 200, BOOKSHELF_MESSAGES.descriptionTooLong).optional().default(''),
  publicYn: z.enum(['Y', 'N'], { error: 'publicYn: Y 또는 N이어야 합니다.' }).default('N'),
};

export const shelfListRequestSchema = z.object({ memberKey: keySchema('memberKey', '회원 정보') });
export const shelfCreateRequestSchema = z.object(shelfFormFields);
export type ShelfCreateRequest = z.input<typeof shelfCreateRequestSchema>;
export const shelfUpdateRequestSchema = z.object({ shelfKey, ...shelfFormFields });
export const shelfDeleteRequestSchema = z.object({ shelfKey });
export const shelfDetailRequestSchema = z.object({ shelfKey });

export const shelfSchema = z.object({
  shelfKey: z.number().int(),
  shelfName: z.string(),
  description: z.string().nullable(),
  publicYn: z.enum(['Y', 'N']),
  /** The owner's key only where the viewer reads the full name (decision 230); else null. */
  ownerKey: z.number().int().nullable(),
  ownerName: z.string(),
  /** Whether the caller owns it (may edit). */
  mineYn: z.enum(['Y', 'N']),
  bookCount: z.number().int().nonnegative(),
  regDate: z.string(),
  modDate: z.string(),
});
export type Shelf = z.infer<typeof shelfSchema>;

export const shelfBookSchema = z.object({
  shelfBookKey: z.number().int(),
  bookKey: z.number().int().nullable(),
  isbn: z.string().nullable(),
  title: z.string(),
  author: z.string().nullable(),
  publisher: z.string().nullable(),
  note: z.string().nullable(),
  sortOrder: z.number().int(),
  regDate: z.string(),
});
export type ShelfBook = z.infer<typeof shelfBookSchema>;

export const shelfListResponseSchema = envelopeSchema(
  z.object({
    list: z.array(shelfSchema),
    totalCount: z.number().int().nonnegative(),
    bookCount: z.number().int(),
  }),
);
export const shelfResponseSchema = envelopeSchema(shelfSchema);
export const shelfDeleteResponseSchema = envelopeSchema(z.object({ shelfKey: z.number().int() }));
export const shelfDetailResponseSchema = envelopeSchema(
  shelfSchema.extend({ books: z.array(shelfBookSchema) }),
);

export const shelfBookAddRequestSchema = z.object({ shelfKey, bookKey: keySchema('bookKey', '도서 키') });
export const shelfBookUpdateRequestSchema = z.object({
  shelfBookKey,
  note: text('note', 200, BOOKSHELF_MESSAGES.noteTooLong),
});
export const shelfBookMoveRequestSchema = z.object({
  shelfBookKey,
  direction: z.enum(['up', 'down'], { error: 'direction: up 또는 down이어야 합니다.' }),
});
export const shelfBookDeleteRequestSchema = z.object({ shelfBookKey });

export const shareShelfListRequestSchema = z.object({
  schKey: z.preprocess((v) => (v === '' ? undefined : v), keySchema('schKey', '학교 키').optional()),
  searchKeyword: searchKeywordSchema,
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
});
export const shareShelfListResponseSchema = envelopeSchema(boardPageSchema(shelfSchema));
