import { ILL_STATUS_NAMES } from '@reading/contract/library/ill';
import { useState } from 'react';
import { Facts } from '../../../components/library/facts.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { koreaDate } from '../../../lib/dates.ts';
import { ko } from '../../../messages/ko.ts';
import { libraryMessages } from '../../../messages/library.ts';
import { useIllList } from '../api/ill.ts';

const t = libraryMessages;

/** The member's inter-library loans and where each one stands. */
export function IllPanel() {
  const [page, setPage] = useState(1);
  const list = useIllList(page);
  if (list.isError) return <p className="lib-empty">{list.error.message || t.status.loadFailed}</p>;
  if (!list.data) return <p>{ko.common.loading}</p>;
  return (
    <>
      {list.data.list.length ? (
        <ul className="lib-list">
          {list.data.list.map((item) => (
            <li key={item.illKey} className="lib-item">
              <div>
                <h3 className="lib-item__title" lang="ko">
                  {item.title}
                </h3>
                <Facts
                  items={[
                    [t.columns.author, item.author, 'data'],
                    [t.columns.lendingLib, item.lendingLibName, 'data'],
                    [t.columns.requestedAt, koreaDate(item.requestedAt)],
                  ]}
                />
              </div>
              <div className="lib-item__side">
                <span className={`lib-mark lib-mark--${item.status === 'REFUSED' ? 'danger' : 'info'}`}>
                  {ILL_STATUS_NAMES[item.status]}
                </span>
              </div>
              {item.refuseReason ? (
                <p className="lib-item__note">
                  {t.columns.reason}: <span lang="ko">{item.refuseReason}</span>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="lib-empty">{t.ill.empty}</p>
      )}
      <Pagination page={page} totalPage={list.data.totalPage} onPage={setPage} label={t.status.ill} />
    </>
  );
}
