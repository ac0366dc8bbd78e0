import { BOOK_LIST_TYPES, type BookListType } from '@reading/contract/activities/codes';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { activityMessages as t } from '../../../messages/reading-activities.ts';
import { useBookChoices, useSubjects } from '../api/activities.ts';
import { BookSearchField } from './book-search-field.tsx';
import { SubjectList } from './subject-list.tsx';
import { writeHref } from './write-href.ts';
import './activities.css';
import { WorkTitle } from '../../../components/books/work-title.tsx';

/** The search of searchBooks: the keyword lives in the address (?keyword=), so back and links work. */
function SearchForm({ keyword }: { keyword: string }) {
  const [, setParams] = useSearchParams();
  return (
    <search className="activities__search">
      <BookSearchField
        label={t.books.searchLabel}
        hint={t.books.searchHint}
        button={t.books.searchButton}
        initial={keyword}
        onSearch={(words) =>
          setParams((params) => {
            params.set('keyword', words);
            params.delete('pageIndex');
            return params;
          })
        }
      />
    </search>
  );
}

/** The books of a type as cards, each with its "write" link. */
function BookCards({ type, keyword, pageIndex, subjectKey }: Props & { pageIndex: number }) {
  const { basePath } = useSite();
  const [, setParams] = useSearchParams();
  const books = useBookChoices(type, keyword, pageIndex);
  if (type === 'searchBooks' && !keyword) return <p className="activities__lead">{t.books.searchFirst}</p>;
  if (books.isPending) return <StatusMessage variant="section" title={t.loading} />;
  if (books.isError) return <StatusMessage variant="section" icon="error" title={t.loadError} />;
  if (books.data.list.length === 0)
    return <StatusMessage variant="section" icon="missing" title={t.books.empty} />;
  return (
    <>
      {type === 'searchBooks' ? (
        <p className="activities__lead" role="status">
          {markData(t.books.found, books.data.totalCount, keyword)}
        </p>
      ) : null}
      <ul className="activities__books">
        {books.data.list.map((book) => (
          <li key={`${book.bookKey}-${book.subjectKey ?? 0}`} className="activities__book">
            <p className="activities__book-title">
              <WorkTitle title={book.title} volumes={book.volumes} />
            </p>
            <p className="activities__book-meta" lang="ko">
              {[book.author, book.publisher].filter(Boolean).join(' · ')}
            </p>
            {book.note ? <BookNote type={type} note={book.note} /> : null}
            <ButtonLink to={writeHref(basePath, book, book.subjectKey ?? subjectKey)}>
              <span className="visually-hidden">{markData(t.books.write, book.title)}</span>
              <span aria-hidden="true">{t.form.title}</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
      <Pagination
        page={books.data.pageIndex}
        totalPage={books.data.totalPage}
        label={t.books.pages}
        onPage={(page) =>
          setParams((params) => {
            params.set('pageIndex', String(page));
            return params;
          })
        }
      />
    </>
  );
}

type Props = { type: BookListType; keyword: string; subjectKey: number | null };

/** A book's note (the loan day, the shelf, the edition): the server's words, its data marked as such. */
function BookNote({ type, note }: { type: BookListType; note: string }) {
  const [before, data, after] = t.bookNote(type, note);
  return (
    <p className="activities__book-meta">
      {before}
      {data ? <span lang="ko">{data}</span> : null}
      {after}
    </p>
  );
}

/**
 * ParticipationContestList/{type} (spec 001 §2.2; decisions 130, 137): the books to write about, by where
 * they come from — loans, the catalogue's search, the member's shelves, the class's assignments,
 * recommended activities. With `?subjectKey=` the chosen book is written for that assignment.
 */
export function BookChoices({ type, keyword, subjectKey, pageIndex }: Props & { pageIndex: number }) {
  const { basePath } = useSite();
  const subjects = useSubjects();
  const subject = subjectKey ? subjects.data?.find((s) => s.subjectKey === subjectKey) : undefined;
  const keep = subjectKey ? { subjectKey: String(subjectKey) } : undefined;
  return (
    <div className="container activities">
      <h1 className="activities__title">{t.books.title}</h1>
      <p className="activities__lead">{t.books.lead}</p>
      {subject ? (
        <p className="activities__subject-note" role="note">
          {markData(t.books.forSubject, subject.title)}
        </p>
      ) : null}
      <nav aria-label={t.books.tabsLabel}>
        <ul className="activities__types">
          {BOOK_LIST_TYPES.map((item) => (
            <li key={item.type}>
              <Link
                to={hrefFor('ParticipationContestList', {
                  basePath,
                  params: { type: item.type },
                  ...(keep && item.type !== 'subjectBooks' ? { search: keep } : {}),
                })}
                aria-current={item.type === type ? 'page' : undefined}
              >
                {t.codes.bookLists[item.type] ?? item.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {type === 'searchBooks' ? <SearchForm key={keyword} keyword={keyword} /> : null}
      {type === 'subjectBooks' ? (
        <SubjectList query={subjects} />
      ) : (
        <BookCards type={type} keyword={keyword} pageIndex={pageIndex} subjectKey={subjectKey} />
      )}
    </div>
  );
}
