import { useState } from 'react';
import { useSession } from '../../../lib/session-store.ts';
import { curationMessages as t } from '../../../messages/curation.ts';
import { useCenterList } from '../api/curation-api.ts';
import { CurationBooks, mainTitle } from './curation-books.tsx';
import { CurationPage } from './curation-page.tsx';
import { ListPages, ListState } from './list-states.tsx';

const PAGE_SIZE = 5;

/** CenterCuration: the operator's themed lists (written in the staff console's call), each with its books. */
export function CenterCurationPage() {
  const session = useSession();
  const [page, setPage] = useState(1);
  const list = useCenterList(page, session?.token ?? null);
  return (
    <CurationPage route="CenterCuration" title={t.center.heading} note={t.center.note}>
      <ListState error={list.error} loading={list.isPending} />
      {list.data?.list.length === 0 ? <p className="curation__empty">{t.empty}</p> : null}
      {list.data?.list.map((theme, i) => (
        <article
          key={theme.curationKey}
          className="curation-theme"
          aria-labelledby={`theme-${theme.curationKey}`}
        >
          <header className="curation-theme__header">
            <div className="curation-card__cover curation-theme__cover" data-tone={i % 5} aria-hidden="true">
              <span lang="ko">{mainTitle(theme.books[0]?.title ?? theme.title)}</span>
            </div>
            <div>
              <h2 id={`theme-${theme.curationKey}`} className="curation-theme__title" lang="ko">
                {theme.title}
              </h2>
              <p className="curation-theme__description" lang="ko">
                {theme.description}
              </p>
              <p className="curation-card__meta">
                {theme.regDate} · {t.center.books(theme.books.length)}
              </p>
            </div>
          </header>
          <CurationBooks books={theme.books} schoolName={list.data.schoolName} />
        </article>
      ))}
      {list.data ? (
        <ListPages page={page} totalCount={list.data.totalCount} pageSize={PAGE_SIZE} onPage={setPage} />
      ) : null}
    </CurationPage>
  );
}
