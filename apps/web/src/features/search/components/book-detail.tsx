import type { BookDetail } from '@reading/contract/search/detail';
import { volumeRanges } from '@reading/contract/search/volumes';
import { useMemo } from 'react';
import { BookCover } from '../../../components/books/book-cover.tsx';
import { WorkTitle } from '../../../components/books/work-title.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { ko } from '../../../messages/ko.ts';
import { searchMessages } from '../../../messages/search.ts';
import { AddToShelf } from '../../my-page/public.ts';
import { useIllGroups } from '../api/get-ill-groups.ts';
import { type Availability, availabilityOf } from './book-availability.ts';
import { HoldingsTable } from './holdings-table.tsx';
import { ReserveButton } from './reserve-button.tsx';
import './book-detail.css';

/** What the member can do, said plainly, with the action when there is one on this page. */
function AvailabilityNotice({ detail, availability }: { detail: BookDetail; availability: Availability }) {
  const { basePath } = useSite();
  const t = searchMessages.availability;
  if (availability.kind === 'reserve') {
    if (detail.reservableYn !== 'Y')
      return <p className="book-detail__notice">{searchMessages.loginToReserve}</p>;
    return (
      <div className="book-detail__reserve-row">
        <p className="book-detail__notice">{searchMessages.reservable}</p>
        <ReserveButton bookKey={detail.book.bookKey} title={detail.book.title} />
      </div>
    );
  }
  if (availability.kind === 'login' && detail.loginRequiredYn === 'Y')
    return <p className="book-detail__notice">{searchMessages.loginToReserve}</p>;
  const wish = availability.kind === 'elsewhere' || availability.kind === 'none';
  return (
    <div className="book-detail__reserve-row">
      <p className="book-detail__notice" data-availability={availability.kind}>
        {t[availability.kind]}
      </p>
      {wish ? (
        <ButtonLink to={hrefFor('WishBookRequest', { basePath })}>{searchMessages.wishLink}</ButtonLink>
      ) : null}
    </div>
  );
}

/**
 * The record, every copy with its status and due date, and what the member can do: borrow, reserve, ask
 * a school of the loan group, or ask for the book to be bought (issue 25.2).
 */
export function BookDetailView({ detail, ownNeisCode }: { detail: BookDetail; ownNeisCode: string | null }) {
  const { book } = detail;
  const groups = useIllGroups(ownNeisCode ? { neisCode: ownNeisCode } : null);
  const groupNeisCodes = useMemo(
    () => new Set((groups.data ?? []).flatMap((g) => g.members.map((m) => m.neisCode))),
    [groups.data],
  );
  const availability = availabilityOf(detail, ownNeisCode ? { neisCode: ownNeisCode, groupNeisCodes } : null);
  // 'data' rows are the catalogue's words, shown as catalogued (decision 210).
  const rows: [string, string | number | null, 'data'?][] = [
    [searchMessages.author, book.author, 'data'],
    [searchMessages.publisher, book.publisher, 'data'],
    [searchMessages.pubYear, book.pubYear],
    [searchMessages.volume, book.volume, 'data'],
    [
      searchMessages.workVolumes,
      detail.work.volumes.length > 1 ? ko.common.volumes(volumeRanges(detail.work.volumes)) : null,
    ],
    [searchMessages.seriesLabel, detail.work.series, 'data'],
    [searchMessages.kdc, book.kdc ? searchMessages.kdcLabel(book.kdc, book.kdcName) : null],
    [searchMessages.isbn, book.isbn],
  ];
  return (
    <article className="book-detail" aria-labelledby="book-detail-title">
      <BookCover title={book.title} author={book.author} className="book-detail__cover" />
      <h2 id="book-detail-title" className="book-detail__title">
        <WorkTitle title={book.title} volume={book.volume} />
      </h2>
      {book.subtitle ? (
        <p className="book-detail__subtitle" lang="ko">
          {book.subtitle}
        </p>
      ) : null}
      <dl className="book-detail__fields">
        {rows
          .filter(([, value]) => value !== null && value !== '')
          .map(([label, value, data]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd lang={data ? 'ko' : undefined}>{value}</dd>
            </div>
          ))}
      </dl>
      <AddToShelf bookKey={book.bookKey} title={book.title} />
      {ownNeisCode && groups.isPending ? null : (
        <AvailabilityNotice detail={detail} availability={availability} />
      )}
      <h3 className="book-detail__holdings-title">
        {searchMessages.holdingsTitle}{' '}
        <span>({searchMessages.holdings(detail.availableCount, detail.holdingCount)})</span>
      </h3>
      {detail.holdings.length ? (
        <HoldingsTable
          detail={detail}
          ownNeisCode={ownNeisCode}
          groupNeisCodes={groupNeisCodes}
          lenders={availability.kind === 'ill' ? availability.lenders : []}
        />
      ) : (
        <p>{searchMessages.notHeld}</p>
      )}
    </article>
  );
}
