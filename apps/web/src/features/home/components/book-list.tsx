import type { HomeBook, PopularHomeBook } from '@reading/contract/main/home-sections';
import { homeMessages } from '../../../messages/home.ts';
import './book-list.css';

const numberFormat = new Intl.NumberFormat('ko-KR');

/** Titles in the catalogue carry their subtitle after ':'; the card shows the main title. */
function mainTitle(title: string): string {
  return title.split(/\s*:\s*/)[0]?.trim() || title;
}

/** A row of books as cards: a drawn cover (no cover images exist), title, author, publisher. */
export function BookList({
  books,
  ranked,
}: {
  books: readonly (HomeBook | PopularHomeBook)[];
  ranked?: boolean;
}) {
  if (books.length === 0) return <p className="book-list__empty">{homeMessages.sections.noBooks}</p>;
  return (
    <ol className="book-list">
      {books.map((book, index) => (
        <li key={book.bookKey} className="book-card">
          <div className="book-card__cover" data-tone={index % 5} aria-hidden="true">
            <span className="book-card__cover-title">{mainTitle(book.title)}</span>
          </div>
          <div className="book-card__body">
            {ranked && 'rank' in book ? (
              <span className="book-card__rank">{homeMessages.sections.rank(book.rank)}</span>
            ) : null}
            <p className="book-card__title" title={book.title}>
              {mainTitle(book.title)}
            </p>
            <p className="book-card__meta">
              {[book.author, book.publisher].filter(Boolean).join(' · ')}
              {book.pubYear ? ` · ${book.pubYear}` : ''}
            </p>
            {'loans' in book ? (
              <p className="book-card__loans">
                {homeMessages.sections.loans(numberFormat.format(book.loans))}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
