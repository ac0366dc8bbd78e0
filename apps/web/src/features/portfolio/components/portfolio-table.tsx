import type { PortfolioSummary } from '@reading/contract/portfolio/portfolio';
import { Link } from 'react-router';
import { PagedTable, type PagedTableColumn } from '../../../components/ui/paged-table.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { portfolioMessages as t } from '../../../messages/portfolio.ts';
import './portfolio.css';
import { koreaDate } from '../../../lib/dates.ts';

type Page = { list: PortfolioSummary[]; totalPage: number; pageIndex: number };

/** A page of portfolios as a table (title, writer, items, review, day) with its pagination. */
export function PortfolioTable({
  query,
  caption,
  onPage,
}: {
  query: { isPending: boolean; isError: boolean; data?: Page | undefined };
  caption: string;
  onPage: (page: number) => void;
}) {
  const { basePath } = useSite();
  const columns: PagedTableColumn<PortfolioSummary>[] = [
    {
      label: t.columns.title,
      cell: (item) => (
        <Link
          to={hrefFor('PortfolioDetail', { basePath, params: { portfolioKey: String(item.portfolioKey) } })}
          lang="ko"
        >
          {item.title}
        </Link>
      ),
    },
    {
      label: t.columns.writer,
      cell: (item) => <span lang="ko">{[item.memberName, item.schName].filter(Boolean).join(' · ')}</span>,
    },
    { label: t.columns.items, cell: (item) => t.items(item.itemCount) },
    { label: t.columns.reviewed, cell: (item) => t.reviewed(item.reviewedYn === 'Y') },
    { label: t.columns.date, cell: (item) => koreaDate(item.updDate) },
  ];
  return (
    <PagedTable
      query={query}
      columns={columns}
      rowKey={(item) => item.portfolioKey}
      caption={caption}
      onPage={onPage}
      className="portfolio-table"
      messages={t}
    />
  );
}
