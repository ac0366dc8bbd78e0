import { REGIONS } from '@reading/contract/codes/regions';
import type { BookDetail } from '@reading/contract/search/detail';
import { HOLDING_STATUS_NAMES } from '@reading/contract/search/search';
import { useId } from 'react';
import { HiddenLabel, markData } from '../../../components/ui/marked.tsx';
import { searchMessages as t } from '../../../messages/search.ts';
import { requestIll } from '../api/request-ill.ts';
import { LibraryRequestButton } from './library-request-button.tsx';

const regionName = (provCode: string) => REGIONS.find((r) => r.code === provCode)?.name ?? provCode;

/**
 * Every copy of a book: the member's own school first and marked, the region beside each library (two
 * schools share a name in different cities), and an inter-library-loan button on each free copy of a
 * school of the member's group when the own school has none free (`lenders`). On a phone each copy is a
 * small card rather than a table that would need sideways scrolling.
 */
export function HoldingsTable({
  detail,
  ownNeisCode,
  groupNeisCodes,
  lenders,
}: {
  detail: BookDetail;
  ownNeisCode: string | null;
  groupNeisCodes: ReadonlySet<string>;
  lenders: readonly string[];
}) {
  const { book } = detail;
  const id = useId();
  // A work of several volumes names each copy's volume (decision 240).
  const volumes = detail.work.volumes.length > 1;
  const holdings = [...detail.holdings].sort(
    (a, b) => Number(b.neisCode === ownNeisCode) - Number(a.neisCode === ownNeisCode),
  );
  const offered = new Set<string>();
  return (
    <section id="holdings" className="holdings" aria-label={t.holdingsTitle}>
      <table className="holdings__table">
        <thead>
          <tr>
            <th scope="col">{t.library}</th>
            {volumes ? <th scope="col">{t.volume}</th> : null}
            <th scope="col">{t.region}</th>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.dueDate}</th>
            <th scope="col">{t.callNo}</th>
            <th scope="col">{t.regNo}</th>
            {lenders.length ? <th scope="col">{t.request}</th> : null}
          </tr>
        </thead>
        <tbody>
          {holdings.map((h) => {
            const own = h.neisCode === ownNeisCode;
            const group = !own && groupNeisCodes.has(h.neisCode);
            // One button per lending school, on its first free copy.
            const offer = lenders.includes(h.libCode) && h.status === 'AVAILABLE' && !offered.has(h.libCode);
            if (offer) offered.add(h.libCode);
            return (
              <tr key={`${h.libCode}-${h.regNo}`} className={own ? 'holdings__own' : undefined}>
                <th scope="row" data-label={t.library}>
                  <span>
                    <span lang="ko">{h.libName}</span>
                    {own ? <span className="holdings__mark">{t.ownSchool}</span> : null}
                    {group ? (
                      <span className="holdings__mark holdings__mark--group">{t.illGroup}</span>
                    ) : null}
                  </span>
                </th>
                {volumes ? (
                  <td data-label={t.volume} lang="ko">
                    {h.volume ?? '-'}
                  </td>
                ) : null}
                <td data-label={t.region}>{regionName(h.provCode)}</td>
                <td data-label={t.status}>
                  <span className={`status status--${h.status.toLowerCase()}`}>
                    {HOLDING_STATUS_NAMES[h.status]}
                  </span>
                </td>
                <td data-label={t.dueDate}>{h.dueDate ?? '-'}</td>
                <td data-label={t.callNo} lang="ko">
                  {h.callNo}
                </td>
                <td data-label={t.regNo}>{h.regNo}</td>
                {lenders.length ? (
                  <td data-label={t.request}>
                    {offer ? (
                      <>
                        <HiddenLabel id={`${id}-${h.libCode}`}>{markData(t.illLabel, h.libName)}</HiddenLabel>
                        <LibraryRequestButton
                          variant="secondary"
                          className="holdings__request"
                          label={t.illButton}
                          labelledBy={`${id}-${h.libCode}`}
                          confirm={t.illConfirm(
                            h.volume ? `${book.title} ${h.volume}` : book.title,
                            h.libName,
                          )}
                          request={() => requestIll(h.bookKey, h.libCode)}
                        />
                      </>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
