import type { BookDetail } from '@reading/contract/search/detail';
import {
  type BookRecord,
  HOLDING_STATUS_NAMES,
  type Holding,
  type SearchBook,
  type SearchRequest,
  type SearchResult,
} from '@reading/contract/search/search';
import { dateText } from '../../../lib/clock.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { BookRow, CatalogueRepository, HoldingRow } from './catalogue.repository.ts';
import { planSearch } from './search-query.ts';
import { bestSuggestion, bigramGroups, withoutParticle } from './suggest.ts';
import { compactOf, isInitialsQuery, tsqueryAnyOf } from './tokenize.ts';

/** Records read for a "did you mean" (their titles and author names are compared). */
const SUGGEST_CANDIDATES = 150;

/** Copies listed per book in a result; counts always cover every copy in the scope. */
const HOLDINGS_PER_RESULT = 20;

export function toBookRecord(r: BookRow): BookRecord {
  return {
    bookKey: Number(r.book_key),
    isbn: r.isbn13,
    title: r.title,
    subtitle: r.subtitle,
    author: r.author,
    publisher: r.publisher,
    pubYear: r.pub_year === null ? null : Number(r.pub_year),
    volume: r.volume,
    kdc: r.kdc,
    kdcName: r.kdc_name,
    categoryCode: r.category_code,
    pubFormCode: r.pub_form_code,
    languageCode: r.language_code,
  };
}

export function toHolding(h: HoldingRow): Holding {
  return {
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

function summarise(holdings: HoldingRow[]) {
  const availableCount = holdings.filter((h) => h.status === 'AVAILABLE').length;
  return { holdingCount: holdings.length, availableCount };
}

export function createCatalogueService(repository: CatalogueRepository) {
  /**
   * "Did you mean" for a search of the words that found nothing (decision 086): the words without a
   * trailing particle when that finds books, else the nearest stretch of a catalogue title or name.
   */
  async function suggestFor(req: SearchRequest): Promise<string | null> {
    if (!req.searchKeyword || req.isbn || (req.searchType !== 'all' && req.searchType !== 'title'))
      return null;
    const query = compactOf(req.searchKeyword);
    if ([...query].length < 2 || isInitialsQuery(query)) return null;
    const stem = withoutParticle(query);
    if (stem && (await repository.anyMatch(planSearch({ ...req, searchKeyword: stem })))) return stem;
    const groups = bigramGroups(query);
    if (groups.length === 0) return null;
    return bestSuggestion(
      query,
      await repository.suggestionCandidates(tsqueryAnyOf(groups), SUGGEST_CANDIDATES),
    );
  }

  return {
    /**
     * Whether a search would find any book in the catalogue (the aggkw log keeps it: popular keywords
     * count only searches that found books). A search the planner refuses finds nothing.
     */
    async findsBooks(req: SearchRequest): Promise<boolean> {
      let plan: ReturnType<typeof planSearch>;
      try {
        plan = planSearch(req);
      } catch (error) {
        if (error instanceof AppError) return false;
        throw error;
      }
      return repository.anyMatch(plan);
    },

    /**
     * Korean book search (docs/decisions/010-korean-search.md): matches ranked title over author over
     * publisher, then by loans, newer first; each with its copies in the searched scope.
     */
    async search(req: SearchRequest): Promise<SearchResult> {
      const plan = planSearch(req);
      const { books, total, capped } = await repository.search(
        plan,
        req.display,
        (req.page - 1) * req.display,
      );
      const holdings = await repository.holdingsOf(
        books.map((b) => Number(b.book_key)),
        plan.holdingScope,
        req.neisCode,
      );
      const byBook = new Map<number, HoldingRow[]>();
      for (const h of holdings) {
        const key = Number(h.book_key);
        byBook.set(key, [...(byBook.get(key) ?? []), h]);
      }
      const list: SearchBook[] = books.map((b) => {
        const copies = byBook.get(Number(b.book_key)) ?? [];
        const counts = summarise(copies);
        return {
          ...toBookRecord(b),
          ...counts,
          loanAvailableYn: counts.availableCount > 0 ? 'Y' : 'N',
          holdings: copies.slice(0, HOLDINGS_PER_RESULT).map(toHolding),
        };
      });
      return {
        list,
        totalCount: total,
        totalCountCapped: capped,
        totalPage: Math.ceil(total / req.display),
        page: req.page,
        display: req.display,
        suggestion: total === 0 && req.page === 1 ? await suggestFor(req) : null,
      };
    },

    /**
     * A record with every copy (the given school's first) and whether this user may reserve: a member
     * (credentials present) may reserve when the school has copies and none is free to borrow.
     */
    async detail(
      by: { bookKey: number } | { isbn13: string },
      options: { neisCode?: string; signedIn: boolean },
    ): Promise<BookDetail> {
      const row = await repository.findBook(by);
      if (!row) throw notFound('도서 정보를 찾을 수 없습니다.');
      const holdings = await repository.holdingsOf([Number(row.book_key)], null, options.neisCode);
      const own = options.neisCode ? holdings.filter((h) => h.neis_code === options.neisCode) : [];
      const reservable =
        own.some((h) => h.status === 'ON_LOAN' || h.status === 'RESERVED') &&
        !own.some((h) => h.status === 'AVAILABLE');
      return {
        book: toBookRecord(row),
        holdings: holdings.map(toHolding),
        ...summarise(holdings),
        reservableYn: reservable && options.signedIn ? 'Y' : 'N',
        loginRequiredYn: reservable && !options.signedIn ? 'Y' : 'N',
      };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
