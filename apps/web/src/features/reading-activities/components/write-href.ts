import type { BookChoice } from '@reading/contract/activities/activities';
import type { SiteBasePath } from '@reading/contract/codes/school-levels';
import { hrefFor } from '../../../config/paths.ts';

/** contestForm's link for a book (decision 137), keeping the assignment it is written for. */
export function writeHref(
  basePath: SiteBasePath,
  book: Pick<BookChoice, 'bookKey' | 'title'>,
  subjectKey: number | null,
) {
  return hrefFor('contestForm', {
    basePath,
    search: {
      bookKey: String(book.bookKey),
      bookTitle: book.title,
      ...(subjectKey ? { subjectKey: String(subjectKey) } : {}),
    },
  });
}
