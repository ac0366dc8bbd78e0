import type { PagingRequest } from '@reading/contract/library/common';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A page of a library list as the contract answers it (`data.list`, totalCount, totalPage, page, display). */
export const paged = <T>(list: T[], total: number, { page, display }: PagingRequest) => ({
  list,
  totalCount: total,
  totalPage: Math.ceil(total / display),
  page,
  display,
});

/** A repository list of rows under a condition, with the count of all of them. */
type ListRows<Row> = (
  db: Db,
  where: SQL | undefined,
  limit: number,
  offset: number,
) => Promise<{ rows: Row[]; total: number }>;

/** One page of the rows `where` selects, each turned into the contract's item (wish books, inter-library loans). */
export async function pageOfRows<Row, Item>(
  db: Db,
  list: ListRows<Row>,
  where: SQL | undefined,
  paging: PagingRequest,
  toItem: (row: Row) => Item,
) {
  const { rows, total } = await list(db, where, paging.display, (paging.page - 1) * paging.display);
  return paged(rows.map(toItem), total, paging);
}
