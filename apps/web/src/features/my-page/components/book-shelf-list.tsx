import type { SiteBasePath } from '@reading/contract/codes/school-levels';
import type { Shelf } from '@reading/contract/mypage/bookshelves';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { useSite } from '../../../lib/site.ts';
import { myPageMessages } from '../../../messages/my-page.ts';
import { createShelf, shelvesKey, useMyShelves, useSharedShelves } from '../api/bookshelves.ts';
import { MyPageFrame } from './my-page-frame.tsx';
import { ShelfForm } from './shelf-form.tsx';

const t = myPageMessages.shelves;

/** The detail route of a shelf: the owner's private view, or the public one. */
export function shelfHref(shelf: Pick<Shelf, 'shelfKey' | 'mineYn'>, basePath: SiteBasePath) {
  return hrefFor(shelf.mineYn === 'Y' ? 'PrivateShelfDetail' : 'PublicShelfDetail', {
    basePath,
    search: { shelfKey: String(shelf.shelfKey) },
  });
}

function ShelfCards({ shelves }: { shelves: Shelf[] }) {
  const { basePath } = useSite();
  return (
    <ul className="shelf-grid">
      {shelves.map((shelf) => (
        <li key={shelf.shelfKey} className="shelf-card">
          <p className="shelf-card__flags">
            <span className={`badge-chip${shelf.publicYn === 'Y' ? ' badge-chip--earned' : ''}`}>
              {shelf.publicYn === 'Y' ? t.public : t.private}
            </span>
            <span>{t.bookCount(shelf.bookCount)}</span>
          </p>
          <h3 className="shelf-card__name">
            <Link to={shelfHref(shelf, basePath)} lang="ko">
              {shelf.shelfName}
            </Link>
          </h3>
          {shelf.description ? (
            <p className="shelf-card__description" lang="ko">
              {shelf.description}
            </p>
          ) : null}
          {shelf.mineYn === 'N' ? (
            <p className="shelf-card__owner">{markData(t.owner, shelf.ownerName)}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function MyShelves({ memberKey }: { memberKey: number }) {
  const shelves = useMyShelves(memberKey);
  const [creating, setCreating] = useState(false);
  const queryClient = useQueryClient();
  if (shelves.isPending) return <StatusMessage variant="section" title={myPageMessages.loading} />;
  if (shelves.isError)
    return <StatusMessage variant="section" icon="error" title={myPageMessages.loadError} />;
  return (
    <div className="my-page__panel">
      <div className="my-page__head">
        <p className="my-page__summary" data-testid="shelf-summary">
          {t.totalBooks(shelves.data.totalCount, shelves.data.bookCount)}
        </p>
        {creating ? null : <Button onClick={() => setCreating(true)}>{t.create}</Button>}
      </div>
      {creating ? (
        <ShelfForm
          title={t.createTitle}
          onCancel={() => setCreating(false)}
          onSave={async (values) => {
            const res = await createShelf(values);
            await queryClient.invalidateQueries({ queryKey: shelvesKey });
            setCreating(false);
            await alertDialog(res.message);
          }}
        />
      ) : null}
      {shelves.data.list.length === 0 ? (
        <StatusMessage variant="section" icon="missing" title={t.empty} />
      ) : (
        <ShelfCards shelves={shelves.data.list} />
      )}
    </div>
  );
}

function SharedShelves() {
  const [pageIndex, setPageIndex] = useState(1);
  const shelves = useSharedShelves(pageIndex);
  if (shelves.isPending) return <StatusMessage variant="section" title={myPageMessages.loading} />;
  if (shelves.isError)
    return <StatusMessage variant="section" icon="error" title={myPageMessages.loadError} />;
  return (
    <div className="my-page__panel">
      {shelves.data.list.length === 0 ? (
        <StatusMessage variant="section" icon="missing" title={t.emptyShared} />
      ) : (
        <ShelfCards shelves={shelves.data.list} />
      )}
      <Pagination
        page={pageIndex}
        totalPage={shelves.data.totalPage}
        onPage={setPageIndex}
        label={t.pageLabel}
      />
    </div>
  );
}

/** BookShelfList (spec 001 §2.2; §7 mylibbookshelf, shareBookShelf/list): my shelves and the school's public ones. */
export function BookShelfList({ memberKey }: { memberKey: number }) {
  return (
    <MyPageFrame current="BookShelfList" titleId="shelf-list-title" title={t.title}>
      <p className="my-page__lead">{t.lead}</p>
      <Tabs
        label={t.tabsLabel}
        items={[
          { id: 'mine', label: t.mine, panel: <MyShelves memberKey={memberKey} /> },
          { id: 'shared', label: t.shared, panel: <SharedShelves /> },
        ]}
      />
    </MyPageFrame>
  );
}
