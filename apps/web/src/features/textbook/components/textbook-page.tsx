import { SCHOOL_LEVELS } from '@reading/contract/codes/school-levels';
import type { TextbookBook } from '@reading/contract/textbook/textbook';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { BookCard } from '../../../components/books/book-card.tsx';
import { BookCover } from '../../../components/books/book-cover.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { currentSiteLevel } from '../../../lib/site.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { textbookMessages as t } from '../../../messages/textbook.ts';
import { useTextbookList } from '../api/get-textbook-list.ts';
import './textbook.css';

/**
 * /Textbook, 교과연계 도서 (spec 000 §2 textbook books; decision 290): the school level, grade and subject
 * selectors, then the subject's books (the curated links with their unit first), one per work, each with
 * its copies at the reader's school and everywhere. A pupil starts on their own grade (the server's
 * default); the choice lives in the address.
 */
export function TextbookPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const id = useId();
  const siteLevel = session ? undefined : currentSiteLevel();
  const query = {
    schoolLevel: (params.get('schoolLevel') || siteLevel || undefined) as '01' | '02' | '03' | undefined,
    grade: params.get('grade') || undefined,
    subjectCode: params.get('subjectCode') || undefined,
    pageIndex: Number(params.get('pageIndex')) || 1,
  };
  const list = useTextbookList(query, session?.token ?? null);
  const data = list.data;
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    if (data) {
      next.set('schoolLevel', data.schoolLevel);
      next.set('grade', String(data.grade));
    }
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('pageIndex' in changes)) next.delete('pageIndex');
    setParams(next);
  };
  const level = SCHOOL_LEVELS.find((l) => l.code === (data?.schoolLevel ?? query.schoolLevel ?? '01'));
  const subject = data?.subjectList.find((s) => s.code === data.subjectCode);
  const subjectName = subject ? t.subjectName(subject.code, subject.name) : '';
  return (
    <CommunityPage title={ROUTE_TITLES.Textbook} lead={t.lead}>
      <fieldset className="textbook-filters">
        <legend className="visually-hidden">{t.filters}</legend>
        <div className="textbook-filter">
          <label htmlFor={`${id}-level`}>{t.level}</label>
          <select
            id={`${id}-level`}
            value={level?.code ?? '01'}
            onChange={(e) => set({ schoolLevel: e.target.value, grade: '1', subjectCode: undefined })}
          >
            {SCHOOL_LEVELS.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className="textbook-filter">
          <label htmlFor={`${id}-grade`}>{t.grade}</label>
          <select
            id={`${id}-grade`}
            value={String(data?.grade ?? query.grade ?? 1)}
            onChange={(e) => set({ grade: e.target.value, subjectCode: undefined })}
          >
            {Array.from({ length: level?.grades ?? 6 }, (_, i) => i + 1).map((g) => (
              <option key={g} value={g}>
                {t.gradeName(g)}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      {data ? (
        <nav className="textbook-subjects" aria-label={t.subject}>
          <ul>
            {data.subjectList.map((s) => (
              <li key={s.code}>
                <button
                  type="button"
                  className="textbook-subject"
                  aria-pressed={s.code === data.subjectCode}
                  onClick={() => set({ subjectCode: s.code })}
                >
                  {t.subjectName(s.code, s.name)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {data ? (
        <section className="textbook-books" aria-labelledby={`${id}-heading`}>
          <h2 id={`${id}-heading`} className="textbook-books__heading">
            {t.listOf(subjectName, data.grade)}{' '}
            <span className="textbook-books__count">{t.count(data.totalCount)}</span>
          </h2>
          {data.list.length ? (
            <>
              <ul className="textbook-list">
                {data.list.map((book) => (
                  <TextbookRow key={book.bookKey} book={book} school={data.schName} />
                ))}
              </ul>
              <Pagination
                page={data.pageIndex}
                totalPage={Math.ceil(data.totalCount / data.pageSize)}
                onPage={(p) => set({ pageIndex: String(p) })}
                label={t.pages}
              />
            </>
          ) : (
            <p className="board-state">{t.empty}</p>
          )}
        </section>
      ) : list.isError && list.error ? (
        <BoardError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <BoardLoading />
      )}
    </CommunityPage>
  );
}

function TextbookRow({ book, school }: { book: TextbookBook; school: string | null }) {
  const schoolCopies =
    school && book.schoolHoldingCount !== null
      ? { holdingCount: book.schoolHoldingCount, availableCount: book.schoolAvailableCount ?? 0 }
      : null;
  return (
    <BookCard
      book={book}
      school={schoolCopies}
      testId="textbook-book"
      media={<BookCover className="textbook-book__cover" title={book.title} author={book.author} />}
    >
      {book.unitName ? (
        <p className="textbook-book__unit">
          <span className="textbook-book__unit-label">{t.unit}</span> <span lang="ko">{book.unitName}</span>
        </p>
      ) : null}
    </BookCard>
  );
}
