import type { BookDetail } from '@reading/contract/search/detail';
import { searchMessages } from '../../../messages/search.ts';
import { ReserveButton } from './reserve-button.tsx';

/** The record, every copy with its status and due date, and whether the user can reserve. */
export function BookDetailView({ detail }: { detail: BookDetail }) {
  const { book } = detail;
  const rows: [string, string | number | null][] = [
    [searchMessages.author, book.author],
    [searchMessages.publisher, book.publisher],
    [searchMessages.pubYear, book.pubYear],
    [searchMessages.volume, book.volume],
    [searchMessages.kdc, book.kdc ? `${book.kdc}${book.kdcName ? ` ${book.kdcName}` : ''}` : null],
    [searchMessages.isbn, book.isbn],
  ];
  return (
    <article className="book-detail" aria-labelledby="book-detail-title">
      <h2 id="book-detail-title" className="book-detail__title">
        {book.title}
        {book.volume ? ` ${book.volume}` : ''}
      </h2>
      {book.subtitle ? <p className="book-detail__subtitle">{book.subtitle}</p> : null}
      <dl className="book-detail__fields">
        {rows
          .filter(([, value]) => value !== null && value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {detail.reservableYn === 'Y' ? (
        <div className="book-detail__reserve-row">
          <p className="book-detail__notice">{searchMessages.reservable}</p>
          <ReserveButton bookKey={book.bookKey} title={book.title} />
        </div>
      ) : null}
      {detail.loginRequiredYn === 'Y' ? (
        <p className="book-detail__notice">{searchMessages.loginToReserve}</p>
      ) : null}
      <h3 className="book-detail__holdings-title">
        {searchMessages.holdingsTitle}{' '}
        <span>({searchMessages.holdings(detail.availableCount, detail.holdingCount)})</span>
      </h3>
      {detail.holdings.length ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on narrow screens; the keyboard must reach it.
        <section className="book-detail__table-wrap" tabIndex={0} aria-label={searchMessages.holdingsTitle}>
          <table className="book-detail__table">
            <thead>
              <tr>
                <th scope="col">{searchMessages.library}</th>
                <th scope="col">{searchMessages.status}</th>
                <th scope="col">{searchMessages.dueDate}</th>
                <th scope="col">{searchMessages.callNo}</th>
                <th scope="col">{searchMessages.regNo}</th>
              </tr>
            </thead>
            <tbody>
              {detail.holdings.map((h) => (
                <tr key={`${h.libCode}-${h.regNo}`}>
                  <td>{h.libName}</td>
                  <td>
                    <span className={`status status--${h.status.toLowerCase()}`}>{h.statusName}</span>
                  </td>
                  <td>{h.dueDate ?? '-'}</td>
                  <td>{h.callNo}</td>
                  <td>{h.regNo}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : (
        <p>{searchMessages.notHeld}</p>
      )}
    </article>
  );
}
