import type { PortfolioSummary } from '@reading/contract/portfolio/portfolio';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { portfolioMessages as t } from '../../../messages/portfolio.ts';
import './portfolio.css';

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
  if (query.isPending) return <StatusMessage variant="section" title={t.loading} />;
  if (query.isError || !query.data)
    return <StatusMessage variant="section" icon="error" title={t.loadError} />;
  const { list, totalPage, pageIndex } = query.data;
  if (list.length === 0) return <StatusMessage variant="section" icon="missing" title={t.empty} />;
  return (
    <>
      <div className="portfolio-table__wrap">
        <table className="portfolio-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.title}</th>
              <th scope="col">{t.columns.writer}</th>
              <th scope="col">{t.columns.items}</th>
              <th scope="col">{t.columns.reviewed}</th>
              <th scope="col">{t.columns.date}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((item) => (
              <tr key={item.portfolioKey}>
                <td data-label={t.columns.title}>
                  <Link
                    to={hrefFor('PortfolioDetail', {
                      basePath,
                      params: { portfolioKey: String(item.portfolioKey) },
                    })}
                  >
                    {item.title}
                  </Link>
                </td>
                <td data-label={t.columns.writer}>
                  {[item.memberName, item.schName].filter(Boolean).join(' · ')}
                </td>
                <td data-label={t.columns.items}>{t.items(item.itemCount)}</td>
                <td data-label={t.columns.reviewed}>{t.reviewed(item.reviewedYn === 'Y')}</td>
                <td data-label={t.columns.date}>{item.updDate.slice(0, 10)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={pageIndex} totalPage={totalPage} onPage={onPage} label={caption} />
    </>
  );
}
