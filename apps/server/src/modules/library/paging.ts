import type { PagingRequest } from '@reading/contract/library/common';
import type { Db } from '../../db/client.ts';

/** A page of a library list as the contract answers it (`data.list`, totalCount, totalPage, page, display). */
export const paged = <T>(list: T[], total: number, { page, display }: PagingRequest) => ({
  list,
  totalCount: total,
  totalPage: Math.ceil(total / display),
  page,
  display,
});

/** A repository list of the rows a filter selects, with the count of all of them. */
type ListRows<Filter, Row> = (
  db: Db,
  filter: Filter,
  limit: number,
  offset: number,
) => Promise<{ rows: Row[]; total: number }>;

/** One page of the rows `filter` selects, each turned into the contract's item (wish books, inter-library loans). */
export async function pageOfRows<Filter, Row, Item>(
  db: Db,
  list: ListRows<Filter, Row>,
  filter: Filter,
  paging: PagingRequest,
  toItem: (row: Row) => Item,
) {
  const { rows, total } = await list(db, filter, paging.display, (paging.page - 1) * paging.display);
  return paged(rows.map(toItem), total, paging);
}
