import type { PromotionBook } from '@reading/contract/promotion/promotion';
import { useId, useState } from 'react';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { BookCard } from '../../../components/books/book-card.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { promotionMessages } from '../../../messages/promotion.ts';
import { useBooksQuery } from './use-books-query.ts';

const t = promotionMessages.books;
const f = promotionMessages.filters;

type ShelfData = { list: PromotionBook[]; totalCount: number; totalPage: number };

/** A promotion list's books with the availability filter, the order and the pages. */
export function BookShelf({
  heading,
  data,
  isError,
  error,
  onRetry,
}: {
  heading: string;
  data: ShelfData | undefined;
  isError: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  const id = useId();
  const { query, update } = useBooksQuery();
  // The address changes once the router's navigation settles; until then the controls show the choice
  // just made (it applies while the address is still the one it was made on).
  const addressKey = `${query.availableOnly}:${query.sort}`;
  type Choice = { availableOnly?: 'Y' | 'N'; sort?: 'popular' | 'newest' };
  const [pending, setPending] = useState<{ on: string; choice: Choice } | null>(null);
  const shown = pending?.on === addressKey ? { ...query, ...pending.choice } : query;
  const choose = (choice: Choice) => {
    setPending({ on: addressKey, choice });
    update(choice);
  };
  return (
    <section className="book-shelf" aria-labelledby={`${id}-heading`}>
      <div className="book-shelf__head">
        <h2 id={`${id}-heading`} className="book-shelf__title">
          {heading}
          {data ? <span className="book-shelf__count">{t.count(data.totalCount)}</span> : null}
        </h2>
        <fieldset className="book-shelf__filters">
          <legend className="visually-hidden">{f.label}</legend>
          <label className="book-shelf__check">
            <input
              type="checkbox"
              checked={shown.availableOnly === 'Y'}
              onChange={(e) => choose({ availableOnly: e.target.checked ? 'Y' : 'N' })}
            />
            {f.availableOnly}
          </label>
          <label className="book-shelf__sort">
            <span>{f.sort}</span>
            <select
              value={shown.sort}
              onChange={(e) => choose({ sort: e.target.value === 'newest' ? 'newest' : 'popular' })}
            >
              <option value="popular">{f.popular}</option>
              <option value="newest">{f.newest}</option>
            </select>
          </label>
        </fieldset>
      </div>
      {data ? (
        data.list.length ? (
          <>
            <BookRows books={data.list} label={t.listOf(heading)} />
            <Pagination
              page={query.pageIndex}
              totalPage={data.totalPage}
              onPage={(p) => update({ pageIndex: String(p) })}
              label={t.pages}
            />
          </>
        ) : (
          <p className="board-state">{query.availableOnly === 'Y' ? t.emptyAvailable : t.empty}</p>
        )
      ) : isError && error ? (
        <BoardError error={error} onRetry={onRetry} />
      ) : (
        <BoardLoading />
      )}
    </section>
  );
}

/** Books as rows: a drawn spine, title (to the book's detail), author · publisher · year, availability. */
export function BookRows({
  books,
  label,
  labelledBy,
}: {
  books: readonly PromotionBook[];
  /** The list's name, or the ids of the elements naming it when the name holds data. */
  label?: string;
  labelledBy?: string;
}) {
  return (
    <ul className="promotion-books" aria-label={labelledBy ? undefined : label} aria-labelledby={labelledBy}>
      {books.map((book, index) => (
        <BookCard
          key={book.bookKey}
          book={book}
          media={<span className="promotion-book__spine" data-tone={index % 5} aria-hidden="true" />}
        />
      ))}
    </ul>
  );
}
