import {
  type BoardCode,
  categoryName,
  INQUIRY_STATUS_NAMES,
  type InquiryStatusCode,
} from '@reading/contract/community/codes';

type Category = { codeId: string; codeName: string };

/**
 * Names the community's codes in the reader's language (decision 210): the contract's tables, which the
 * English catalogue renames in place, rather than the names the server sent along (always Korean).
 * A code the tables do not know keeps the server's name.
 */
export function categoryLabel(
  board: BoardCode,
  item: { categoryCode?: string | null; categoryName?: string | null },
): string | null {
  return categoryName(board, item.categoryCode ?? null) ?? item.categoryName ?? null;
}

/** A category list from the server (codeId, codeName), named by code. */
export function namedCategories(board: BoardCode, categories: readonly Category[]): Category[] {
  return categories.map((c) => ({ codeId: c.codeId, codeName: categoryName(board, c.codeId) ?? c.codeName }));
}

/** An inquiry's or counselling's status (1 awaiting an answer, 2 answered) as a row's status mark. */
export function statusMark(code: InquiryStatusCode) {
  return { text: INQUIRY_STATUS_NAMES[code], tone: code === '2' ? ('done' as const) : ('waiting' as const) };
}
