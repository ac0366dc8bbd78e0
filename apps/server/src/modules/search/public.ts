import type { BookRecord, SearchRequest, SearchResult } from '@reading/contract/search/search';
import type { Db } from '../../db/client.ts';
import { createCatalogueRepository } from './catalogue/catalogue.repository.ts';
import { createCatalogueService, toBookRecord } from './catalogue/catalogue.service.ts';

export {
  type AccessionBook,
  type AccessionFilter,
  availabilityAt,
  booksByKeys,
  type CurationBook,
  listAccessions,
  type SchoolAvailability,
} from './curation-books.ts';
/**
 * The search module's public face: the only file other modules import from `modules/search`
 * (docs/decisions/065; the boundary test `module-boundaries.test.ts` holds it). What it offers:
 *
 * - holdings: read a library's copies and move a copy's status (the status rule itself is the SQL seam
 *   in holdings/holdings.sql, which the library's check-out function calls too);
 * - catalogue look-ups: the union catalogue's search, as `/alpasq/api/search` answers it;
 * - statistics: popular books, new arrivals and the catalogue's size for the portal's home page;
 * - shelves: books chosen by a rule (KDC class prefixes, title words, readership, language) with their
 *   availability, for the portal's promotion pages (decision 120).
 */
export {
  type BookSummary,
  createHoldingsService,
  type HoldingRef,
  type HoldingState,
  type HoldingsService,
} from './holdings/holdings.service.ts';
export {
  type CatalogueBook,
  type CategoryBooks,
  countCatalogueBooks,
  listNewArrivals,
  listPopularBooks,
  listPopularBooksByCategory,
  type PopularBook,
} from './popular-books.ts';
export {
  fitsReader,
  keepFitting,
  type Readership,
  readershipsFor,
} from './readership.ts';
export {
  countShelfBooks,
  listShelfBooks,
  type ShelfBook,
  type ShelfQuery,
  type ShelfRule,
} from './shelves/shelf.service.ts';

/** The union catalogue's look-ups for another module (the library's wish-book search). */
export type CatalogueLookup = {
  /** A page of the catalogue's search, exactly as `/alpasq/api/search` answers it. */
  search(query: SearchRequest): Promise<SearchResult>;
  /** One book of the catalogue by its key (the portal's bookshelves), or null. */
  book(bookKey: number): Promise<BookRecord | null>;
};

/** The catalogue look-ups on a database (a transaction works too). */
export function createCatalogueLookup(db: Db): CatalogueLookup {
  const repository = createCatalogueRepository(db);
  const catalogue = createCatalogueService(repository);
  return {
    search: (query) => catalogue.search(query),
    async book(bookKey) {
      const row = await repository.findBook({ bookKey });
      return row ? toBookRecord(row) : null;
    },
  };
}
