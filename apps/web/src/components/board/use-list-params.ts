import { useSearchParams } from 'react-router';

export type SearchType = 'all' | 'title' | 'content';

const SEARCH_TYPES: readonly SearchType[] = ['all', 'title', 'content'];

/**
 * A board list's page, search and filters live in the address, so a detail's "목록" and the browser's
 * back button return to the same page of the same search. Changing the search or a filter starts at page 1.
 */
export function useListParams<F extends string = never>(filterNames: readonly F[] = []) {
  const [params, setParams] = useSearchParams();
  const page = Number.parseInt(params.get('pageIndex') ?? '1', 10);
  const rawType = params.get('searchType') as SearchType | null;
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<
    F,
    string
  >;

  const update = (changes: Record<string, string | number | undefined>, keepPage = false) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!keepPage && !('pageIndex' in changes)) next.delete('pageIndex');
        return next;
      },
      { preventScrollReset: keepPage },
    );
  };

  return {
    pageIndex: Number.isFinite(page) && page > 0 ? page : 1,
    searchKeyword: params.get('searchKeyword') ?? '',
    searchType: rawType && SEARCH_TYPES.includes(rawType) ? rawType : 'all',
    filters,
    setPage: (pageIndex: number) => update({ pageIndex }, true),
    setSearch: (searchKeyword: string, searchType: SearchType) => update({ searchKeyword, searchType }),
    setFilters: (changes: Partial<Record<F, string>>) => update(changes as Record<string, string>),
    /** The list's address part, for a detail's link back. */
    listSearch: params.toString(),
  };
}
