import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { book } from '../schema/search.ts';

export type DemoBook = {
  bookKey: number;
  title: string;
  author: string | null;
  publisher: string | null;
  isbn: string | null;
  kdc: string | null;
};

/**
 * Demo books named by title (issue 36): the demo pupils' loans, reports and shelves use titles of their
 * level, so each demo text can tell the book truly. One record per title (its work's head), in the
 * order asked; a title the catalogue lacks is left out.
 */
export async function demoBooksByTitle(db: Db, titles: readonly string[]): Promise<DemoBook[]> {
  const found = await db
    .select({
      bookKey: book.bookKey,
      title: book.title,
      author: book.author,
      publisher: book.publisher,
      isbn: book.isbn13,
      kdc: book.kdc,
    })
    .from(book)
    .where(and(inArray(book.title, [...titles]), eq(book.workHead, true)))
    .orderBy(asc(book.bookKey));
  const byTitle = new Map<string, DemoBook>();
  for (const b of found) if (!byTitle.has(b.title)) byTitle.set(b.title, b);
  return titles.flatMap((t) => byTitle.get(t) ?? []);
}
