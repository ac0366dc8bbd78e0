import {
  HOLDING_STATUS_NAMES,
  type Holding,
  type HoldingsSummary,
  type WorkSummary,
} from '@reading/contract/search/search';
import { dateText } from '../../../lib/clock.ts';
import type { BookRow, HoldingRow, SummaryRow } from './catalogue.repository.ts';
import { compareVolumes } from './record-title.ts';

/**
 * Results by work (decision 240): a work's records (volumes, editions) grouped under its head, the
 * volumes in reading order, and the reader's school at a glance.
 */

export function toHolding(h: HoldingRow): Holding {
  return {
    bookKey: Number(h.book_key),
    volume: h.volume,
    libCode: h.lib_code,
    libName: h.lib_name,
    neisCode: h.neis_code,
    provCode: h.prov_code,
    callNo: h.call_no,
    regNo: h.reg_no,
    status: h.status,
    statusName: HOLDING_STATUS_NAMES[h.status] ?? h.status,
    dueDate: dateText(h.due_date),
  };
}

/** A work's key: its `work_key`, or the record itself when it has none (records written before works). */
export const workOf = (b: Pick<BookRow, 'book_key' | 'work_key'>) => b.work_key || `#${b.book_key}`;

/** The records of each work of a page, volumes in reading order; a page's own record is always in. */
export function groupWorks(page: readonly BookRow[], members: readonly BookRow[]) {
  const works = new Map<string, BookRow[]>();
  for (const b of [...page, ...members]) {
    const list = works.get(workOf(b)) ?? [];
    if (!list.some((m) => Number(m.book_key) === Number(b.book_key))) list.push(b);
    works.set(workOf(b), list);
  }
  for (const list of works.values()) list.sort((x, y) => compareVolumes(x.volume, y.volume));
  return works;
}

export function workSummaryOf(head: BookRow, records: readonly BookRow[]): WorkSummary {
  const volumes = [...new Set(records.map((r) => r.volume).filter((v): v is string => Boolean(v)))];
  return {
    workKey: workOf(head),
    series: head.series ?? records.find((r) => r.series)?.series ?? null,
    volumes: volumes.sort(compareVolumes),
    recordCount: records.length,
  };
}

/**
 * The summary line of a work: from the aggregate over every library when the reader has a school,
 * otherwise from the copies in the scope (no school of one's own).
 */
export function holdingsSummaryOf(
  copies: readonly HoldingRow[],
  aggregate: SummaryRow | null | undefined,
): HoldingsSummary {
  if (aggregate) {
    return {
      ownSchool: {
        availableCount: Number(aggregate.own_available),
        holdingCount: Number(aggregate.own_total),
      },
      otherLibraryCount: Number(aggregate.other_libraries),
      otherAvailableLibraryCount: Number(aggregate.other_available_libraries),
    };
  }
  const libraries = new Set(copies.map((h) => h.lib_code));
  const free = new Set(copies.filter((h) => h.status === 'AVAILABLE').map((h) => h.lib_code));
  return { ownSchool: null, otherLibraryCount: libraries.size, otherAvailableLibraryCount: free.size };
}
