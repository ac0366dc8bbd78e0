import type { BookDetail } from '@reading/contract/search/detail';
import {
  type BookRecord,
  SEARCH_SCOPES,
  type SearchBook,
  type SearchRequest,
  type SearchResult,
  type SearchScope,
} from '@reading/contract/search/search';
import { AppError, notFound } from '../../../lib/errors.ts';
import {
  type BookRow,
  type CatalogueRepository,
  type HoldingRow,
  SEARCH_COUNT_CAP,
} from './catalogue.repository.ts';
import { keywordAlone, planSearch } from './search-query.ts';
import { bigramGroups, missingBigrams, rankedSuggestions, withoutParticle } from './suggest.ts';
import { bigramsOf, compactOf, isInitialsQuery, tsqueryAnyOf } from './tokenize.ts';
import { groupWorks, holdingsSummaryOf, toHolding, workOf, workSummaryOf } from './work-results.ts';

/** Dictionary entries read for a "did you mean" (their texts are compared, decision 293). */
const SUGGEST_CANDIDATES = 150;

/** Suggestions tried, best first, until one finds books in a narrowed reach (decision 244). */
const SUGGESTIONS_CHECKED = 5;

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

function summarise(holdings: HoldingRow[]) {
  const availableCount = holdings.filter((h) => h.status === 'AVAILABLE').length;
  return { holdingCount: holdings.length, availableCount };
}

export function createCatalogueService(repository: CatalogueRepository) {
  /**
   * "Did you mean" for a search of the words that found nothing (decisions 086, 244, 293): the words
   * without a trailing particle when that finds books, else the nearest stretch of a title or author
   * name from the did-you-mean dictionary: fewest edits, then most shared bigrams, then most borrowed.
   */
  async function suggestFor(req: SearchRequest): Promise<string | null> {
    if (!req.searchKeyword || req.isbn || (req.searchType !== 'all' && req.searchType !== 'title'))
      return null;
    const query = compactOf(req.searchKeyword);
    if ([...query].length < 2 || isInitialsQuery(query)) return null;
    // A suggestion is offered only if it finds books where the reader can reach them (decision 244):
    // the nation for a reader with a school (the page widens to it), else the searched scope.
    const reach: SearchRequest = req.neisCode ? { ...req, scope: 'nation' } : req;
    const finds = (word: string) => repository.anyMatch(planSearch({ ...reach, searchKeyword: word }));
    const stem = withoutParticle(query);
    if (stem && (await finds(stem))) return stem;
    // Every entry names a work head, which the keyword alone finds by any stretch of it: where nothing
    // else narrows the search, the best is offered unchecked; otherwise the first that finds books.
    const unchecked = (word: string) =>
      !isInitialsQuery(word) && keywordAlone({ ...reach, searchKeyword: word });
    const tried = new Set<string>();
    // The entries lacking one bigram fewer first: when one of them is near, none lacking more is nearer
    // or closer (decision 293), and a common bigram's thousands of entries ('어린') are not read.
    const lacking = missingBigrams(query);
    for (const missing of [lacking - 1, lacking]) {
      const groups = bigramGroups(query, missing);
      if (groups.length === 0) continue;
      const entries = await repository.didYouMeanCandidates(
        {
          tsquery: tsqueryAnyOf(groups),
          bigrams: [...new Set(bigramsOf(query))],
          titlesOnly: req.searchType === 'title',
        },
        SUGGEST_CANDIDATES,
      );
      const candidates = rankedSuggestions(query, entries).filter((word) => !tried.has(word));
      if (candidates[0] && unchecked(candidates[0])) return candidates[0];
      for (const word of candidates) {
        if (tried.size === SUGGESTIONS_CHECKED) return null;
        tried.add(word);
        if (await finds(word)) return word;
      }
    }
    return null;
  }

  /** Matches in the reader's school, region and nation (decision 242); the searched scope's is known. */
  async function countScopes(req: SearchRequest, total: number) {
    const count = (scope: SearchScope) =>
      (req.scope ?? 'school') === scope
        ? Promise.resolve(total)
        : repository
            .countMatches(planSearch({ ...req, scope }), SEARCH_COUNT_CAP)
            .then((n) => Math.min(n, SEARCH_COUNT_CAP));
    const [school, region, nation] = await Promise.all(SEARCH_SCOPES.map(count));
    return { school: school ?? 0, region: region ?? 0, nation: nation ?? 0 };
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
      const works = groupWorks(
        books,
        await repository.worksOf([...new Set(books.map((b) => b.work_key).filter(Boolean))]),
      );
      const records = [...works.values()].flat();
      const workOfKey = new Map(records.map((r) => [Number(r.book_key), workOf(r)]));
      const recordKeys = records.map((r) => Number(r.book_key));
      const [holdings, aggregates, scopeCounts] = await Promise.all([
        repository.holdingsOf(recordKeys, plan.holdingScope, req.neisCode),
        req.neisCode ? repository.summariesOf(recordKeys, req.neisCode) : Promise.resolve([]),
        req.neisCode ? countScopes(req, total) : Promise.resolve(null),
      ]);
      const byWork = new Map<string, HoldingRow[]>();
      for (const h of holdings) {
        const key = workOfKey.get(Number(h.book_key)) ?? '';
        byWork.set(key, [...(byWork.get(key) ?? []), h]);
      }
      const aggregateOf = new Map(aggregates.map((a) => [a.work_key, a]));
      const noCopies = { own_total: 0, own_available: 0, other_libraries: 0, other_available_libraries: 0 };
      const list: SearchBook[] = books.map((b) => {
        const copies = byWork.get(workOf(b)) ?? [];
        const counts = summarise(copies);
        return {
          ...toBookRecord(b),
          ...counts,
          loanAvailableYn: counts.availableCount > 0 ? 'Y' : 'N',
          holdings: copies.slice(0, HOLDINGS_PER_RESULT).map(toHolding),
          work: workSummaryOf(b, works.get(workOf(b)) ?? [b]),
          summary: holdingsSummaryOf(
            copies,
            req.neisCode ? (aggregateOf.get(b.work_key) ?? { work_key: b.work_key, ...noCopies }) : null,
          ),
        };
      });
      // Nothing anywhere the reader can reach: then, and only then, a "did you mean".
      const nothing = total === 0 && req.page === 1 && (scopeCounts === null || scopeCounts.nation === 0);
      return {
        list,
        totalCount: total,
        totalCountCapped: capped,
        totalPage: Math.ceil(total / req.display),
        page: req.page,
        display: req.display,
        suggestion: nothing ? await suggestFor(req) : null,
        scope: req.neisCode ? (req.scope ?? 'school') : null,
        scopeCounts,
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
      const records = groupWorks([row], await repository.worksOf(row.work_key ? [row.work_key] : [])).get(
        workOf(row),
      ) ?? [row];
      const holdings = await repository.holdingsOf(
        records.map((r) => Number(r.book_key)),
        null,
        options.neisCode,
      );
      // The same book is this volume in any edition of the work (decision 243).
      const own = options.neisCode
        ? holdings.filter((h) => h.neis_code === options.neisCode && h.volume === row.volume)
        : [];
      const reservable =
        own.some((h) => h.status === 'ON_LOAN' || h.status === 'RESERVED') &&
        !own.some((h) => h.status === 'AVAILABLE');
      return {
        book: toBookRecord(row),
        work: { ...workSummaryOf(row, records), records: records.map(toBookRecord) },
        holdings: holdings.map(toHolding),
        ...summarise(holdings),
        reservableYn: reservable && options.signedIn ? 'Y' : 'N',
        loginRequiredYn: reservable && !options.signedIn ? 'Y' : 'N',
      };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
