/** TanStack Query keys of the promotion pages. */
export const promotionKeys = {
  all: ['promotion'] as const,
  collections: (kind?: string) => ['promotion', 'collections', kind ?? 'all'] as const,
  collectionBooks: (key: string, query: object) => ['promotion', 'collection', key, query] as const,
  regions: () => ['promotion', 'regions'] as const,
  regionBooks: (key: string, query: object) => ['promotion', 'region', key, query] as const,
  history: (date: string) => ['promotion', 'history', date] as const,
};

/** The page's list settings as the calls send them. */
export type BooksQuery = { pageIndex: number; availableOnly: 'Y' | 'N'; sort: 'popular' | 'newest' };

export const PROMOTION_PAGE_SIZE = 12;
