import { HOLDING_STATUS_NAMES, type SearchBook } from '@reading/contract/search/search';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BookCover } from '../../../components/books/book-cover.tsx';
import { WorkTitle } from '../../../components/books/work-title.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
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

/**
 * The summary line a pupil reads at a glance (decision 240): '우리 학교 대출가능 2 / 3 · 다른 학교 12곳';
 * without a school of one's own, the copies in the searched libraries.
 */
function summaryText(book: SearchBook): string {
  const { ownSchool, otherLibraryCount } = book.summary;
  if (!ownSchool) {
    return book.holdingCount
      ? `${searchMessages.holdings(book.availableCount, book.holdingCount)} · ${searchMessages.libraries(otherLibraryCount)}`
      : searchMessages.notHeld;
  }
  const own = ownSchool.holdingCount
    ? searchMessages.ownSchoolHoldings(ownSchool.availableCount, ownSchool.holdingCount)
    : searchMessages.ownSchoolNone;
  return otherLibraryCount ? `${own} · ${searchMessages.otherLibraries(otherLibraryCount)}` : own;
}

/**
 * The action that fits (decision 240): nothing free at the reader's school but a free copy elsewhere →
 * 상호대차 신청; all of the school's copies out → 예약. Both open the detail's copies, where the request is
 * made on the copy it concerns.
 */
function actionOf(book: SearchBook): 'ill' | 'reserve' | null {
  const own = book.summary.ownSchool;
  if (!own || own.availableCount > 0) return null;
  if (own.holdingCount > 0) return 'reserve';
  return book.summary.otherAvailableLibraryCount > 0 ? 'ill' : null;
}

/** One page of results, one per work: title with its volumes, author, publisher, year, and availability. */
export function ResultList({ books, detailHref }: ResultListProps) {
  return (
    <ol className="result-list">
      {books.map((book) => (
        <li key={book.bookKey} className="result-list__item">
          <BookCover title={book.title} author={book.author} className="result-list__cover" />
          <h3 className="result-list__title">
            <Link to={detailHref(book)}>
              <WorkTitle title={book.title} volume={book.volume} volumes={book.work.volumes} />
            </Link>
          </h3>
          {book.subtitle || book.work.series ? (
            <p className="result-list__subtitle" lang="ko">
              {[book.work.series ? `(${book.work.series})` : null, book.subtitle].filter(Boolean).join(' ')}
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
            className={`result-list__availability result-list__availability--${(book.summary.ownSchool?.availableCount ?? book.availableCount) > 0 ? 'yes' : 'no'}`}
          >
            {summaryText(book)}
          </p>
          {actionOf(book) ? (
            <ButtonLink
              variant="secondary"
              className="result-list__action"
              to={`${detailHref(book)}#holdings`}
              data-action={actionOf(book)}
            >
              {actionOf(book) === 'ill' ? searchMessages.illButton : searchMessages.reserveAction}
            </ButtonLink>
          ) : null}
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
