import type { ReactNode } from 'react';
import { Pagination } from './pagination.tsx';
import { StatusMessage } from './status-message.tsx';

/** One column: its header and what a row shows in it (also the cell's label on narrow screens). */
export type PagedTableColumn<T> = { label: string; cell: (item: T) => ReactNode };

type Page<T> = { list: T[]; totalPage: number; pageIndex: number };

/**
 * A page of a list as a table with its pagination, and the loading, error and empty states every such
 * list shows. `className` names the table (`<className>__wrap` wraps it, for the area's CSS); each cell
 * carries its column's label in `data-label` so the table can stack on narrow screens.
 */
export function PagedTable<T>({
  query,
  columns,
  rowKey,
  caption,
  onPage,
  className,
  messages,
}: {
  query: { isPending: boolean; isError: boolean; data?: Page<T> | undefined };
  columns: PagedTableColumn<T>[];
  rowKey: (item: T) => string | number;
  caption: string;
  onPage: (page: number) => void;
  className: string;
  messages: { loading: string; loadError: string; empty: string };
}) {
  if (query.isPending) return <StatusMessage variant="section" title={messages.loading} />;
  if (query.isError || !query.data)
    return <StatusMessage variant="section" icon="error" title={messages.loadError} />;
  const { list, totalPage, pageIndex } = query.data;
  if (list.length === 0) return <StatusMessage variant="section" icon="missing" title={messages.empty} />;
  return (
    <>
      <div className={`${className}__wrap`}>
        <table className={className}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.map((item) => (
              <tr key={rowKey(item)}>
                {columns.map((c) => (
                  <td key={c.label} data-label={c.label}>
                    {c.cell(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={pageIndex} totalPage={totalPage} onPage={onPage} label={caption} />
    </>
  );
}
