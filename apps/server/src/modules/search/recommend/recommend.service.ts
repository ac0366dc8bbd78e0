import type { RecommendedBook, UsersStatistics } from '@reading/contract/search/recommend';
import { sql } from 'drizzle-orm';
import type { KeywordsService } from '../keywords/keywords.service.ts';
import type { RecommendRepository } from './recommend.repository.ts';

type Row = Awaited<ReturnType<RecommendRepository['mostLoaned']>>[number];

const toBook = (r: Row, i: number): RecommendedBook => ({
  rank: i + 1,
  bookKey: Number(r.book_key),
  isbn: r.isbn13,
  title: r.title,
  author: r.author,
  publisher: r.publisher,
  pubYear: r.pub_year === null ? null : Number(r.pub_year),
  count: Number(r.count),
});

export function createRecommendService(repository: RecommendRepository, keywords: KeywordsService) {
  return {
    /**
     * Popular books by school level (docs/decisions/013-recommendations.md): elementary gets the 2025
     * children's loan list, middle and high the teen (14–19) loan ranking, no level every reader's.
     */
    async best(schLevelCode: '01' | '02' | '03' | undefined, display: number) {
      const found =
        schLevelCode === '01'
          ? await repository.childrensList(display)
          : await repository.mostLoaned(schLevelCode !== undefined, display);
      return found.map(toBook);
    },

    /** Books most widely held in the school (neisCode) or region (provCode), nationwide otherwise. */
    async books(provCode: string | undefined, neisCode: string | undefined, display: number) {
      const scope = neisCode
        ? sql`l.neis_code = ${neisCode}`
        : provCode && provCode !== 'A10'
          ? sql`l.prov_code = ${provCode}`
          : null;
      return (await repository.mostHeld(scope, display)).map(toBook);
    },

    /** Catalogue and search figures for the reading-statistics tab. */
    async statistics(): Promise<UsersStatistics> {
      const [totals, today] = await Promise.all([repository.totals(), keywords.todayCounts()]);
      return {
        bookCount: Number(totals.books),
        libraryCount: Number(totals.libraries),
        holdingCount: Number(totals.holdings),
        onLoanCount: Number(totals.on_loan),
        todaySearchCount: today.searches,
        todaySearcherCount: today.searchers,
      };
    },
  };
}
