import type { ActivityItem } from '@reading/contract/activities/activities';
import { Link } from 'react-router';
import { PagedTable, type PagedTableColumn } from '../../../components/ui/paged-table.tsx';
import { activityMessages as t } from '../../../messages/reading-activities.ts';
import { kindName, statusName } from './code-names.ts';
import './activities.css';
import { koreaDate } from '../../../lib/dates.ts';

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
  const columns: PagedTableColumn<ActivityItem>[] = [
    { label: t.columns.kind, cell: (item) => kindName(item.reaActCode, item.reaActName) },
    {
      label: t.columns.title,
      cell: (item) => (
        <>
          <Link to={linkOf(item)} lang="ko">
            {item.title}
          </Link>
          {item.recommendYn === 'Y' ? <span className="activity-chip">{t.detail.recommended}</span> : null}
        </>
      ),
    },
    { label: t.columns.book, cell: (item) => <span lang="ko">{item.bookTitle}</span> },
    ...(withWriter
      ? [{ label: t.columns.writer, cell: (item: ActivityItem) => <span lang="ko">{item.memberName}</span> }]
      : []),
    {
      label: t.columns.status,
      cell: (item) => (
        <span className={`activity-status activity-status--${item.statusCode}`}>
          {statusName(item.statusCode, item.statusName)}
        </span>
      ),
    },
    { label: t.columns.date, cell: (item) => koreaDate(item.regDate) },
  ];
  return (
    <PagedTable
      query={query}
      columns={columns}
      rowKey={(item) => item.reaActKey}
      caption={caption}
      onPage={onPage}
      className="activity-table"
      messages={t}
    />
  );
}
