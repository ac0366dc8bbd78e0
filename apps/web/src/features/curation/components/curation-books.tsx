import type { CurationBook } from '@reading/contract/curation/curation';
import { Link } from 'react-router';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { curationMessages as t } from '../../../messages/curation.ts';
import { AddToShelf } from '../../my-page/public.ts';

const numberFormat = new Intl.NumberFormat('ko-KR');

/** The main title (the catalogue keeps the subtitle after ':'). */
export const mainTitle = (title: string) => title.split(/\s*[:=]\s*/)[0]?.trim() || title;

function Availability({ book, schoolName }: { book: CurationBook; schoolName: string | null }) {
  const a = book.availability;
  if (!a || !schoolName) return null;
  const text =
    a.copies === 0
      ? t.availability.notHeld
      : a.available > 0
        ? t.availability.available(a.available, a.copies)
        : t.availability.allOut(a.copies);
  const tone = a.copies === 0 ? 'none' : a.available > 0 ? 'free' : 'out';
  return (
    <p className={`curation-card__availability curation-card__availability--${tone}`}>
      <span className="visually-hidden">{t.availability.label(schoolName)}: </span>
      {text}
    </p>
  );
}

/**
 * A recommended list as cards: a drawn cover, title, author, the list's count or reason, availability
 * at my school, the detail and reserve links (the reserve action lives on the detail page, where the
 * library checks the member's card) and my page's "내 서재에 담기" (the same control as search's).
 */
export function CurationBooks({
  books,
  schoolName,
  ranked,
  countLabel,
}: {
  books: readonly CurationBook[];
  schoolName: string | null;
  ranked?: boolean;
  countLabel?: (book: CurationBook) => string | null;
}) {
  const { basePath } = useSite();
  if (books.length === 0) return <p className="curation__empty">{t.empty}</p>;
  return (
    <ol className="curation-books">
      {books.map((book) => {
        const detail = hrefFor('SearchDetail', { basePath, search: { bookKey: String(book.bookKey) } });
        const reservable =
          book.availability !== null && book.availability.copies > 0 && book.availability.available === 0;
        const count = countLabel?.(book) ?? null;
        return (
          <li key={`${book.rank}-${book.bookKey}`} className="curation-card" data-testid="curation-book">
            <div className="curation-card__cover" data-tone={book.bookKey % 5} aria-hidden="true">
              <span>{mainTitle(book.title)}</span>
            </div>
            <div className="curation-card__body">
              {ranked ? <span className="curation-card__rank">{t.rank(book.rank)}</span> : null}
              <h3 className="curation-card__title" title={book.title}>
                <Link to={detail}>{mainTitle(book.title)}</Link>
                {book.volume ? <span className="curation-card__volume">{t.volume(book.volume)}</span> : null}
              </h3>
              <p className="curation-card__meta">
                {[book.author, book.publisher].filter(Boolean).join(' · ')}
                {book.pubYear ? ` · ${book.pubYear}` : ''}
              </p>
              {count ? <p className="curation-card__count">{count}</p> : null}
              {book.reason ? <p className="curation-card__reason">{book.reason}</p> : null}
              <Availability book={book} schoolName={schoolName} />
              <p className="curation-card__actions">
                <Link to={detail} aria-label={`${mainTitle(book.title)} ${t.detail}`}>
                  {t.detail}
                </Link>
                {reservable ? (
                  <Link to={`${detail}#reserve`} aria-label={`${mainTitle(book.title)} ${t.reserve}`}>
                    {t.reserve}
                  </Link>
                ) : null}
              </p>
              <AddToShelf bookKey={book.bookKey} title={mainTitle(book.title)} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** "대출 123회" for loan counts. */
export const loansLabel = (book: CurationBook) =>
  book.count === null ? null : t.loans(numberFormat.format(book.count));
