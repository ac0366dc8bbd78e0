import { HOLDING_STATUS_NAMES, type SearchBook } from '@reading/contract/search/search';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { searchMessages } from '../../../messages/search.ts';
import { AddToShelf } from '../../my-page/public.ts';

type ResultListProps = {
  books: SearchBook[];
  /** Link to a book's detail page. */
  detailHref: (book: SearchBook) => string;
};

/** The parts that are there, with ' · ' between them. */
function joinParts(parts: ReactNode[]): ReactNode {
  return parts
    .filter((part) => part !== null && part !== undefined && part !== '')
    .map((part, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts have a fixed order
      <Fragment key={i}>
        {i ? ' · ' : null}
        {part}
      </Fragment>
    ));
}

/** One page of results: title, author, publisher, year, and availability in the searched libraries. */
export function ResultList({ books, detailHref }: ResultListProps) {
  return (
    <ol className="result-list">
      {books.map((book) => (
        <li key={book.bookKey} className="result-list__item">
          <h3 className="result-list__title">
            <Link to={detailHref(book)} lang="ko">
              {book.title}
              {book.volume ? ` ${book.volume}` : ''}
            </Link>
          </h3>
          {book.subtitle ? (
            <p className="result-list__subtitle" lang="ko">
              {book.subtitle}
            </p>
          ) : null}
          <p className="result-list__meta">
            {joinParts([
              book.author ? (
                <span key="author" lang="ko">
                  {book.author}
                </span>
              ) : null,
              book.publisher ? (
                <span key="publisher" lang="ko">
                  {book.publisher}
                </span>
              ) : null,
              book.pubYear,
              book.kdc ? searchMessages.kdcLabel(book.kdc, book.kdcName) : null,
            ])}
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
                  {/* The call number is catalogued too: its author mark is Korean ('810 원78'). */}
                  <span lang="ko">{h.libName}</span> · <span lang="ko">{h.callNo}</span> ·{' '}
                  <span className={`status status--${h.status.toLowerCase()}`}>
                    {HOLDING_STATUS_NAMES[h.status]}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
