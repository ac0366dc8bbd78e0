import { FURNISH_STATUS_NAMES } from '@reading/contract/library/furnish-books';
import { useState } from 'react';
import { Facts } from '../../../components/library/facts.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { koreaDate } from '../../../lib/dates.ts';
import { ko } from '../../../messages/ko.ts';
import { libraryMessages } from '../../../messages/library.ts';
import { useFurnishList } from '../api/furnish-books.ts';

const t = libraryMessages;
const tone = { REQUESTED: 'info', ACCEPTED: 'ok', DECLINED: 'danger' } as const;

/** The member's own wish-book requests with the librarian's decision (and reason when declined). */
export function WishList() {
  const [page, setPage] = useState(1);
  const list = useFurnishList(page);
  if (list.isError) return <p className="lib-empty">{list.error.message || t.status.loadFailed}</p>;
  if (!list.data) return <p>{ko.common.loading}</p>;
  return (
    <>
      {list.data.list.length ? (
        <ul className="lib-list" data-testid="wish-requests">
          {list.data.list.map((item) => (
            <li key={item.requestKey} className="lib-item">
              <div>
                <h3 className="lib-item__title">
                  <span lang="ko">{item.title}</span>
                  {item.bookKey === null ? (
                    <span className="lib-mark lib-mark--muted">{t.wishBooks.typedIn}</span>
                  ) : null}
                </h3>
                <Facts
                  items={[
                    [t.columns.author, item.author, 'data'],
                    [t.wishBooks.pubYear, item.pubYear],
                    [t.columns.library, item.libName, 'data'],
                    [t.columns.requestedAt, koreaDate(item.requestedAt)],
                  ]}
                />
              </div>
              <div className="lib-item__side">
                <span className={`lib-mark lib-mark--${tone[item.status]}`}>
                  {FURNISH_STATUS_NAMES[item.status]}
                </span>
              </div>
              {item.declineReason ? (
                <p className="lib-item__note">{markData(t.wishBooks.declineReason, item.declineReason)}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="lib-empty">{t.wishBooks.empty}</p>
      )}
      <Pagination
        page={page}
        totalPage={list.data.totalPage}
        onPage={setPage}
        label={t.wishBooks.myRequests}
      />
    </>
  );
}
