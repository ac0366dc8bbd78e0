import { ko } from '../../messages/ko.ts';
import './pagination.css';

type PaginationProps = {
  page: number;
  totalPage: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name. */
  label: string;
};

/** Pages of 10 rows (spec 000 §9, spec 001 §9), ten page numbers at a time. */
export function Pagination({ page, totalPage, onPage, label }: PaginationProps) {
  if (totalPage <= 1) return null;
  const first = Math.floor((page - 1) / 10) * 10 + 1;
  const pages = Array.from({ length: Math.min(10, totalPage - first + 1) }, (_, i) => first + i);
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {ko.pagination.previous}
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          aria-current={p === page ? 'page' : undefined}
          onClick={() => onPage(p)}
        >
          {/* Read with its number ('2쪽', 'Page 2'); the name is the content, so it holds what is seen. */}
          {ko.pagination.pagePrefix ? (
            <span className="visually-hidden">{ko.pagination.pagePrefix}</span>
          ) : null}
          {p}
          {ko.pagination.pageSuffix ? (
            <span className="visually-hidden">{ko.pagination.pageSuffix}</span>
          ) : null}
        </button>
      ))}
      <button type="button" disabled={page >= totalPage} onClick={() => onPage(page + 1)}>
        {ko.pagination.next}
      </button>
    </nav>
  );
}
