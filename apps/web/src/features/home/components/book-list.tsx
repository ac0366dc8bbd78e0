import type { SiteBasePath } from '@reading/contract/codes/school-levels';
import type { HomeBook, PopularHomeBook } from '@reading/contract/main/home-sections';
import { Link } from 'react-router';
import { WorkTitle } from '../../../components/books/work-title.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { formatNumber } from '../../../lib/locale.ts';
import { homeMessages } from '../../../messages/home.ts';
import './book-list.css';

/** Titles in the catalogue carry their subtitle after ':'; the card shows the main title. */
function mainTitle(title: string): string {
  return title.split(/\s*:\s*/)[0]?.trim() || title;
}

/** The book's detail page on this site. */
export function bookDetailHref(basePath: SiteBasePath, bookKey: number): string {
  return hrefFor('SearchDetail', { basePath, search: { bookKey: String(bookKey) } });
}

/**
 * A row of books as cards: a drawn cover (no cover images exist), title, author, publisher. The title
 * links to the book's detail and its click area covers the whole card.
 */
export function BookList({
  books,
  ranked,
  basePath,
}: {
  books: readonly (HomeBook | PopularHomeBook)[];
  ranked?: boolean;
  basePath: SiteBasePath;
}) {
  if (books.length === 0) return <p className="book-list__empty">{homeMessages.sections.noBooks}</p>;
  return (
    <ol className="book-list">
      {books.map((book, index) => (
        <li key={book.bookKey} className="book-card">
          <div className="book-card__cover" data-tone={index % 5} aria-hidden="true" lang="ko">
            <span className="book-card__cover-title">{mainTitle(book.title)}</span>
          </div>
          <div className="book-card__body">
            {ranked && 'rank' in book ? (
              <span className="book-card__rank">{homeMessages.sections.rank(book.rank)}</span>
            ) : null}
            <p className="book-card__title" title={book.title} lang="ko">
              <Link to={bookDetailHref(basePath, book.bookKey)} className="book-card__link">
                <WorkTitle title={mainTitle(book.title)} volumes={'volumes' in book ? book.volumes : []} />
              </Link>
            </p>
            <p className="book-card__meta" lang="ko">
              {[book.author, book.publisher].filter(Boolean).join(' · ')}
              {book.pubYear ? ` · ${book.pubYear}` : ''}
            </p>
            {'loans' in book ? (
              <p className="book-card__loans">
                {book.loans === null
                  ? homeMessages.sections.childrenList
                  : homeMessages.sections.loans(formatNumber(book.loans))}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * The room a list of `count` books will take, while they load: the same cards with empty lines, so the
 * books arriving do not move what follows (decision 027).
 */
export function BookListPlaceholder({ count, ranked }: { count: number; ranked?: boolean }) {
  return (
    <ol className="book-list" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <li key={index} className="book-card">
          <div className="book-card__cover book-card__cover--placeholder" />
          <div className="book-card__body">
            {ranked ? <span className="book-card__rank placeholder-line">{'\u00a0'}</span> : null}
            <p className="book-card__title placeholder-line">{'\u00a0'}</p>
            <p className="book-card__meta placeholder-line">{'\u00a0'}</p>
            {ranked ? <p className="book-card__loans placeholder-line">{'\u00a0'}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
