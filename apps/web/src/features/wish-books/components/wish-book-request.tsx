import {
  FURNISH_MEMO_MAX,
  type FurnishSearchItem,
  furnishRequestSchema,
  furnishSearchRequestSchema,
} from '@reading/contract/library/furnish-books';
import { useState } from 'react';
import { z } from 'zod';
import { Facts } from '../../../components/library/facts.tsx';
import { NoLibraryCard } from '../../../components/library/no-library-card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { HiddenLabel, markData } from '../../../components/ui/marked.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { libraryKeys } from '../../../lib/library/library-client.ts';
import { useLibraryAction } from '../../../lib/library/use-library-action.ts';
import type { Session } from '../../../lib/session-store.ts';
import { ko } from '../../../messages/ko.ts';
import { libraryMessages } from '../../../messages/library.ts';
import { searchMessages } from '../../../messages/search.ts';
import { requestFurnishBook, useFurnishSearch } from '../api/furnish-books.ts';
import { WishBookManual } from './wish-book-manual.tsx';
import { WishList } from './wish-list.tsx';
import '../../../components/library/library.css';

const t = libraryMessages;

/** The search of the catalogue and the reason sent with each request, by the contract's rules. */
const wishSearchForm = z.object({
  searchKeyword: furnishSearchRequestSchema.shape.searchKeyword,
  memo: furnishRequestSchema.shape.memo,
});

function SearchResults({ keyword, memo }: { keyword: string; memo: string }) {
  const [page, setPage] = useState(1);
  const results = useFurnishSearch(keyword, page);
  const { busy, run } = useLibraryAction(libraryKeys.all);
  if (!keyword) return null;
  if (results.isError) return <p className="lib-empty">{results.error.message || t.status.loadFailed}</p>;
  if (!results.data) return <p>{ko.common.loading}</p>;

  const state = (book: FurnishSearchItem) =>
    book.heldYn === 'Y' ? t.wishBooks.held : book.requestedYn === 'Y' ? t.wishBooks.requested : null;

  return (
    <section className="lib-section" aria-labelledby="wish-results-title">
      <h2 id="wish-results-title" className="lib-section__title">
        {t.wishBooks.searchResults} ({results.data.totalCount})
      </h2>
      {results.data.list.length ? (
        <ul className="lib-list" data-testid="wish-results">
          {results.data.list.map((book) => (
            <li key={book.bookKey} className="lib-item">
              <div>
                <h3 className="lib-item__title" lang="ko">
                  {book.title}
                </h3>
                <Facts
                  items={[
                    [t.columns.author, book.author, 'data'],
                    [searchMessages.publisher, book.publisher, 'data'],
                    [t.wishBooks.pubYear, book.pubYear],
                  ]}
                />
              </div>
              <div className="lib-item__side">
                {state(book) ? (
                  <span className="lib-mark lib-mark--muted">{state(book)}</span>
                ) : (
                  <>
                    <HiddenLabel id={`wish-${book.bookKey}`}>
                      {markData(t.wishBooks.requestLabel, book.title)}
                    </HiddenLabel>
                    <button
                      type="button"
                      className="lib-action lib-action--primary"
                      disabled={busy}
                      aria-labelledby={`wish-${book.bookKey}`}
                      onClick={() =>
                        void run(() => requestFurnishBook(book.bookKey, memo), t.wishBooks.requestButton)
                      }
                    >
                      {t.wishBooks.requestButton}
                    </button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="lib-empty">{t.wishBooks.noResults}</p>
      )}
      <Pagination
        page={page}
        totalPage={results.data.totalPage}
        onPage={setPage}
        label={t.wishBooks.searchResults}
      />
    </section>
  );
}

/** WishBookRequest: search the catalogue for a book the library lacks, ask for it, see one's requests. */
export function WishBookRequest({ session }: { session: Session }) {
  const [keyword, setKeyword] = useState('');
  const form = useSchemaForm(wishSearchForm, { defaultValues: { searchKeyword: '', memo: '' } });
  const memo = form.watch('memo') ?? '';
  // An empty search is said in the alert dialog, as the header's search box does.
  const onSearch = form.handleSubmit(
    ({ searchKeyword }) => setKeyword(searchKeyword),
    (errors) => void alertDialog(fieldError(errors.searchKeyword ?? errors.memo) ?? ko.api.requestFailed),
  );

  return (
    <section className="container library-page" aria-labelledby="wish-title">
      <div className="library-page__head">
        <h1 id="wish-title" className="library-page__title">
          {t.wishBooks.title}
        </h1>
      </div>
      {session.dlsToken ? (
        <>
          <p className="library-page__lead">{t.wishBooks.lead}</p>
          <search>
            <form className="lib-form" noValidate onSubmit={(e) => void onSearch(e)}>
              <Field label={t.wishBooks.searchLabel}>
                {(control) => <input {...control} type="search" {...form.register('searchKeyword')} />}
              </Field>
              <Field label={t.wishBooks.memoLabel}>
                {(control) => <input {...control} maxLength={FURNISH_MEMO_MAX} {...form.register('memo')} />}
              </Field>
              <button type="submit" className="lib-action lib-action--primary">
                {t.wishBooks.searchButton}
              </button>
            </form>
          </search>
          <SearchResults key={keyword} keyword={keyword} memo={memo.trim()} />
          <WishBookManual memo={memo.trim()} />
          <section className="lib-section" aria-labelledby="wish-mine-title">
            <h2 id="wish-mine-title" className="lib-section__title">
              {t.wishBooks.myRequests}
            </h2>
            <WishList />
          </section>
        </>
      ) : (
        <NoLibraryCard />
      )}
    </section>
  );
}
