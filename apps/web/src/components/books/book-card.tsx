import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '../../config/paths.ts';
import { useSite } from '../../lib/site.ts';
import { bookCardMessages as t } from '../../messages/book-card.ts';
import './book-card.css';

/** What a book card shows of a work: its record and its copies in all school libraries. */
export type BookCardBook = {
  bookKey: number;
  title: string;
  author?: string | null;
  publisher?: string | null;
  pubYear?: string | number | null;
  holdingCount: number;
  availableCount: number;
};

/** The reader's school's copies of the work, when the list knows the reader's school. */
export type SchoolCopies = { holdingCount: number; availableCount: number };

/**
 * One book of a list (promotion shelves, subject-linked books): its picture (a cover or a spine, given by
 * the list), its title leading to the detail, author · publisher · year, what the list adds (a unit), and
 * its copies at a glance: the reader's school first when known, then every school library.
 */
export function BookCard({
  book,
  media,
  school = null,
  children,
  testId,
}: {
  book: BookCardBook;
  media: ReactNode;
  school?: SchoolCopies | null;
  children?: ReactNode;
  testId?: string;
}) {
  const { basePath } = useSite();
  return (
    <li className="book-card" data-testid={testId}>
      {media}
      <div className="book-card__body">
        <Link
          className="book-card__title"
          to={hrefFor('SearchDetail', { basePath, search: { bookKey: String(book.bookKey) } })}
          lang="ko"
        >
          {book.title}
        </Link>
        <p className="book-card__meta" lang="ko">
          {[book.author, book.publisher, book.pubYear].filter(Boolean).join(' · ')}
        </p>
        {children}
        <p className="book-card__holdings">
          {school ? (
            <span className={`holding-badge holding-badge--${school.holdingCount ? 'school' : 'none'}`}>
              {school.holdingCount
                ? t.schoolHeld(school.holdingCount, school.availableCount)
                : t.schoolNotHeld}
            </span>
          ) : null}
          {book.holdingCount === 0 ? (
            <span className="holding-badge holding-badge--none">{t.notHeld}</span>
          ) : (
            <>
              <span className={`holding-badge holding-badge--${book.availableCount ? 'available' : 'out'}`}>
                {book.availableCount ? t.available(book.availableCount) : t.allOut}
              </span>
              <span className="book-card__held">{t.held(book.holdingCount)}</span>
            </>
          )}
        </p>
      </div>
    </li>
  );
}
