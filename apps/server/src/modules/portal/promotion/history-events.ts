import type { HistoryCategoryCode } from '@reading/contract/promotion/history-categories';
import { CONTEMPORARY_ROWS } from './history-events-contemporary.ts';
import { MODERN_ROWS } from './history-events-modern.ts';
import { PREMODERN_ROWS } from './history-events-premodern.ts';

/**
 * Dated events of Korean history for "history of the day" (decision 122), compiled from well-known
 * public-domain facts. Before 1896 Korea kept the lunar calendar: those events stand on the day the
 * records give (lunar), as commemorations usually cite them; from 1896 on, solar dates. Each event names
 * its period (spec 000 §3 codes 012002002–012002007) and words that find books about it in titles.
 *
 * Row (the period files hold them): [MMDD, year (negative BCE), period digit (2 선사·고대 … 7 현대), title, description, book words].
 */
export type HistoryEventRow = [string, number, 2 | 3 | 4 | 5 | 6 | 7, string, string, string[]];

const ROWS: HistoryEventRow[] = [...PREMODERN_ROWS, ...MODERN_ROWS, ...CONTEMPORARY_ROWS];

export type HistoryEventRecord = {
  eventKey: string;
  date: string;
  year: number;
  title: string;
  description: string;
  categoryCode: HistoryCategoryCode;
  words: string[];
};

export const HISTORY_EVENTS: readonly HistoryEventRecord[] = ROWS.map(
  ([date, year, period, title, description, words]) => ({
    eventKey: `${date}-${year < 0 ? `bc${-year}` : year}-${period}`,
    date,
    year,
    title,
    description,
    categoryCode: `01200200${period}` as HistoryCategoryCode,
    words,
  }),
);
