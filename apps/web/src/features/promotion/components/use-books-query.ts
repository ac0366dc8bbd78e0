import { useSearchParams } from 'react-router';
import type { BooksQuery } from '../api/keys.ts';

/** A book list's page, availability filter and order live in the address (back returns to them). */
export function useBooksQuery() {
  const [params, setParams] = useSearchParams();
  const page = Number.parseInt(params.get('pageIndex') ?? '1', 10);
  const query: BooksQuery = {
    pageIndex: Number.isFinite(page) && page > 0 ? page : 1,
    availableOnly: params.get('availableOnly') === 'Y' ? 'Y' : 'N',
    sort: params.get('sort') === 'newest' ? 'newest' : 'popular',
  };
  const update = (changes: Partial<Record<keyof BooksQuery, string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (!value || value === 'N' || value === 'popular' || value === '1') next.delete(key);
          else next.set(key, value);
        }
        if (!('pageIndex' in changes)) next.delete('pageIndex');
        return next;
      },
      { preventScrollReset: true },
    );
  return { query, update };
}
