import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { communityMessages } from '../../messages/community.ts';
import { Pagination } from '../ui/pagination.tsx';
import { type BoardRow, BoardRows } from './board-rows.tsx';
import { BoardSearch } from './board-search.tsx';
import { BoardEmpty, BoardError, BoardLoading } from './board-states.tsx';
import type { useListParams } from './use-list-params.ts';

const t = communityMessages.list;

type Page<T> = { list: readonly T[]; totalCount: number; totalPage: number };

type BoardListViewProps<T> = {
  /** Names the pager. */
  title: string;
  query: UseQueryResult<Page<T>, Error>;
  params: ReturnType<typeof useListParams>;
  toRow: (item: T) => BoardRow;
  /** Filters above the search (region and level, categories). */
  filters?: ReactNode;
  /** Shown under an empty list (e.g. the write button). */
  emptyAction?: ReactNode;
  withSearch?: boolean;
};

/**
 * A paged board (spec 001 §3 paging info, §9 10 a page): search, total, rows with pinned first,
 * pages; loading, error (the server's message) and empty states.
 */
export function BoardListView<T>({
  title,
  query,
  params,
  toRow,
  filters,
  emptyAction,
  withSearch = true,
}: BoardListViewProps<T>) {
  const data = query.data;
  // Rows are numbered from the total down across pages; a pinned row shows '고정' in its place.
  const firstNumber = data ? data.totalCount - (params.pageIndex - 1) * 10 : 0;
  return (
    <div className="board">
      {filters || withSearch ? (
        <div className="board__tools">
          {filters}
          {withSearch ? (
            <BoardSearch
              keyword={params.searchKeyword}
              searchType={params.searchType}
              onSearch={params.setSearch}
            />
          ) : null}
        </div>
      ) : null}
      {query.isError && !data ? (
        <BoardError error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <BoardLoading />
      ) : (
        <>
          <p className="board__total" aria-live="polite">
            {t.total(data.totalCount)}
          </p>
          {data.list.length ? (
            <BoardRows rows={data.list.map(toRow)} firstNumber={firstNumber} />
          ) : (
            <BoardEmpty keyword={params.searchKeyword}>{emptyAction}</BoardEmpty>
          )}
          <Pagination
            page={params.pageIndex}
            totalPage={data.totalPage}
            onPage={params.setPage}
            label={t.pages(title)}
          />
        </>
      )}
    </div>
  );
}
