import type { CurationBook } from '@reading/contract/curation/curation';
import { Link } from 'react-router';
import { markData } from '../../../components/ui/marked.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { formatNumber } from '../../../lib/locale.ts';
import { useSite } from '../../../lib/site.ts';
import { curationMessages as t } from '../../../messages/curation.ts';
import { AddToShelf } from '../../my-page/public.ts';

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
      <span className="visually-hidden">{markData(t.availability.label, schoolName)}: </span>
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
              <span lang="ko">{mainTitle(book.title)}</span>
            </div>
            <div className="curation-card__body">
              {ranked ? <span className="curation-card__rank">{t.rank(book.rank)}</span> : null}
              <h3 className="curation-card__title">
                <Link to={detail} title={book.title} lang="ko">
                  {mainTitle(book.title)}
                </Link>
                {book.volume ? <span className="curation-card__volume">{t.volume(book.volume)}</span> : null}
              </h3>
              <p className="curation-card__meta" lang="ko">
                {[book.author, book.publisher].filter(Boolean).join(' · ')}
                {book.pubYear ? ` · ${book.pubYear}` : ''}
              </p>
              {count ? <p className="curation-card__count">{count}</p> : null}
              {book.reason ? (
                <p className="curation-card__reason" lang="ko">
                  {book.reason}
                </p>
              ) : null}
              <Availability book={book} schoolName={schoolName} />
              <p className="curation-card__actions">
                <Link to={detail}>
                  <DataFirst data={mainTitle(book.title)} />
                  {t.detail}
                </Link>
                {reservable ? (
                  <Link to={`${detail}#reserve`}>
                    <DataFirst data={mainTitle(book.title)} />
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
  book.count === null ? null : t.loans(formatNumber(book.count));

/**
 * What an action is about, for assistive technology, before the action's own words ('아몬드 상세보기'): a
 * book's title or a pick's, shown as stored (decision 210).
 */
export function DataFirst({ data }: { data: string }) {
  return (
    <span className="visually-hidden" lang="ko">
      {data}{' '}
    </span>
  );
}
