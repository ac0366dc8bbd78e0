import type { SearchBook } from '@reading/contract/search/search';
import { Link } from 'react-router';
import { searchMessages } from '../../../messages/search.ts';
import { AddToShelf } from '../../my-page/public.ts';

type ResultListProps = {
  books: SearchBook[];
  /** Link to a book's detail page. */
  detailHref: (book: SearchBook) => string;
};

/** One page of results: title, author, publisher, year, and availability in the searched libraries. */
export function ResultList({ books, detailHref }: ResultListProps) {
  return (
    <ol className="result-list">
      {books.map((book) => (
        <li key={book.bookKey} className="result-list__item">
          <h3 className="result-list__title">
            <Link to={detailHref(book)}>
              {book.title}
              {book.volume ? ` ${book.volume}` : ''}
            </Link>
          </h3>
          {book.subtitle ? <p className="result-list__subtitle">{book.subtitle}</p> : null}
          <p className="result-list__meta">
            {[
              book.author,
              book.publisher,
              book.pubYear,
              book.kdcName ? `${book.kdc} ${book.kdcName}` : book.kdc,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p
            className={`result-list__availability result-list__availability--${book.loanAvailableYn === 'Y' ? 'yes' : 'no'}`}
          >
            {book.holdingCount
              ? searchMessages.holdings(book.availableCount, book.holdingCount)
              : searchMessages.notHeld}
          </p>
          <AddToShelf bookKey={book.bookKey} title={book.title} />
          {book.holdings.length ? (
            <ul className="result-list__holdings">
              {book.holdings.slice(0, 3).map((h) => (
                <li key={`${h.libCode}-${h.regNo}`}>
                  {h.libName} · {h.callNo} ·{' '}
                  <span className={`status status--${h.status.toLowerCase()}`}>{h.statusName}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
