import type { ActivityItem } from '@reading/contract/activities/activities';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { activityMessages as t } from '../../../messages/reading-activities.ts';
import './activities.css';

type Page = { list: ActivityItem[]; totalCount: number; totalPage: number; pageIndex: number };

/** A page of activities as a table (kind, title, book, writer, status, day) with its pagination. */
export function ActivityTable({
  query,
  linkOf,
  caption,
  onPage,
  withWriter = true,
}: {
  query: { isPending: boolean; isError: boolean; data?: Page | undefined };
  linkOf: (item: ActivityItem) => string;
  caption: string;
  onPage: (page: number) => void;
  withWriter?: boolean;
}) {
  if (query.isPending) return <StatusMessage variant="section" title={t.loading} />;
  if (query.isError || !query.data)
    return <StatusMessage variant="section" icon="error" title={t.loadError} />;
  const { list, totalPage, pageIndex } = query.data;
  if (list.length === 0) return <StatusMessage variant="section" icon="missing" title={t.empty} />;
  return (
    <>
      <div className="activity-table__wrap">
        <table className="activity-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.kind}</th>
              <th scope="col">{t.columns.title}</th>
              <th scope="col">{t.columns.book}</th>
              {withWriter ? <th scope="col">{t.columns.writer}</th> : null}
              <th scope="col">{t.columns.status}</th>
              <th scope="col">{t.columns.date}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((item) => (
              <tr key={item.reaActKey}>
                <td data-label={t.columns.kind}>{item.reaActName}</td>
                <td data-label={t.columns.title}>
                  <Link to={linkOf(item)}>{item.title}</Link>
                  {item.recommendYn === 'Y' ? (
                    <span className="activity-chip">{t.detail.recommended}</span>
                  ) : null}
                </td>
                <td data-label={t.columns.book}>{item.bookTitle}</td>
                {withWriter ? <td data-label={t.columns.writer}>{item.memberName}</td> : null}
                <td data-label={t.columns.status}>
                  <span className={`activity-status activity-status--${item.statusCode}`}>
                    {item.statusName}
                  </span>
                </td>
                <td data-label={t.columns.date}>{item.regDate.slice(0, 10)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={pageIndex} totalPage={totalPage} onPage={onPage} label={caption} />
    </>
  );
}
