/**
 * What makes two open wish-book requests of one member the same book (the unique index
 * `furnish_request_open_unique` is on the member and this key):
 * - a catalogue book: `book:<bookKey>`;
 * - a hand-typed book with an ISBN the catalogue lacks: `isbn:<digits>`;
 * - a hand-typed book without one: `title:<title>|<author>`, each compared without spacing, case or
 *   punctuation ('(설민석의) 한국사 대모험 1' and '설민석의 한국사대모험1' are one book).
 */
export type FurnishBookIdentity = { bookKey: number } | { isbn: string } | { title: string; author: string };

/** Letters and digits only, in one Unicode form and case: how titles and authors are compared. */
export function comparableText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

export function furnishDedupeKey(book: FurnishBookIdentity): string {
  if ('bookKey' in book) return `book:${book.bookKey}`;
  if ('isbn' in book) return `isbn:${book.isbn}`;
  return `title:${comparableText(book.title)}|${comparableText(book.author)}`;
}
