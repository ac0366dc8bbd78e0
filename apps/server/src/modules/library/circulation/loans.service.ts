import type { PagingRequest } from '@reading/contract/library/common';
import type { LoanItem } from '@reading/contract/library/loans';
import type { Db } from '../../../db/client.ts';
import { paged } from '../paging.ts';
import type { RulesService } from '../rules/rules.ts';
import { patronOf, renewLimits, toLoanItem } from './items.ts';
import { type LoanFilter, type LoanRow, loansRepository } from './loans.repository.ts';

/** Loan items of rows: renewal limits by library and grade, waiting reservations by title. */
export async function loanItems(
  db: Db,
  rules: RulesService,
  rows: LoanRow[],
  today: string,
): Promise<LoanItem[]> {
  const limitOf = await renewLimits(rules, rows);
  const waited = await loansRepository.waitedFor(
    db,
    rows.filter((r) => !r.returnedAt).map((r) => r.bookKey),
    rows.length > 0 && rows.every((r) => r.patronId === rows[0]!.patronId) ? rows[0]!.patronId : null,
  );
  return rows.map((r) => toLoanItem(r, limitOf(r), today, waited.has(`${r.libCode}|${r.bookKey}`)));
}

/** A paged list of loans; `withPatron` adds the card holder (desk lists). */
export async function listLoans(
  db: Db,
  rules: RulesService,
  filter: LoanFilter,
  paging: PagingRequest,
  today: string,
) {
  const { rows, total } = await loansRepository.list(
    db,
    filter,
    paging.display,
    (paging.page - 1) * paging.display,
  );
  const items = await loanItems(db, rules, rows, today);
  return { rows, items, total, page: paged(items, total, paging) };
}

export async function listDeskLoans(
  db: Db,
  rules: RulesService,
  filter: LoanFilter,
  paging: PagingRequest,
  today: string,
) {
  const { rows, items, total } = await listLoans(db, rules, filter, paging, today);
  return paged(
    items.map((item, i) => ({ ...item, patron: patronOf(rows[i]!) })),
    total,
    paging,
  );
}
