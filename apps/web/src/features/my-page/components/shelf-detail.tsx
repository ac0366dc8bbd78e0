import type { ShelfBook } from '@reading/contract/mypage/bookshelves';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { HiddenLabel, markData } from '../../../components/ui/marked.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor, type RouteName } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { useSite } from '../../../lib/site.ts';
import { myPageMessages } from '../../../messages/my-page.ts';
import { refreshMemberCounts } from '../../login/public.ts';
import {
  deleteShelf,
  moveShelfBook,
  noteShelfBook,
  removeShelfBook,
  shelvesKey,
  updateShelf,
  useShelfDetail,
} from '../api/bookshelves.ts';
import { MyPageFrame } from './my-page-frame.tsx';
import { ShelfForm } from './shelf-form.tsx';

const t = myPageMessages.shelves;

function BookRow({
  book,
  mine,
  first,
  last,
  run,
}: {
  book: ShelfBook;
  mine: boolean;
  first: boolean;
  last: boolean;
  run: (action: () => Promise<unknown>) => Promise<void>;
}) {
  const [note, setNote] = useState(book.note ?? '');
  const labelId = useId();
  return (
    <li className="shelf-book">
      {mine ? (
        <>
          <HiddenLabel id={`${labelId}-note`}>{markData(t.noteLabel, book.title)}</HiddenLabel>
          <HiddenLabel id={`${labelId}-up`}>{markData(t.moveUp, book.title)}</HiddenLabel>
          <HiddenLabel id={`${labelId}-down`}>{markData(t.moveDown, book.title)}</HiddenLabel>
          <HiddenLabel id={`${labelId}-remove`}>{markData(t.removeLabel, book.title)}</HiddenLabel>
        </>
      ) : null}
      <div className="shelf-book__body">
        <p className="shelf-book__title" lang="ko">
          {book.title}
        </p>
        <p className="shelf-book__meta" lang="ko">
          {[book.author, book.publisher, book.isbn].filter(Boolean).join(' · ')}
        </p>
        {mine ? (
          <form
            className="shelf-book__note"
            onSubmit={(e) => {
              e.preventDefault();
              void run(() => noteShelfBook(book.shelfBookKey, note));
            }}
          >
            <input
              aria-labelledby={`${labelId}-note`}
              value={note}
              maxLength={200}
              placeholder={t.note}
              onChange={(e) => setNote(e.target.value)}
            />
            <button type="submit" className="my-page__text-button">
              {t.saveNote}
            </button>
          </form>
        ) : book.note ? (
          <p className="shelf-book__note-text" lang="ko">
            {book.note}
          </p>
        ) : null}
      </div>
      {mine ? (
        <div className="message-row__actions">
          <button
            type="button"
            className="my-page__text-button"
            disabled={first}
            aria-labelledby={`${labelId}-up`}
            onClick={() => void run(() => moveShelfBook(book.shelfBookKey, 'up'))}
          >
            {t.up}
          </button>
          <button
            type="button"
            className="my-page__text-button"
            disabled={last}
            aria-labelledby={`${labelId}-down`}
            onClick={() => void run(() => moveShelfBook(book.shelfBookKey, 'down'))}
          >
            {t.down}
          </button>
          <button
            type="button"
            className="my-page__text-button"
            aria-labelledby={`${labelId}-remove`}
            onClick={() => void run(() => removeShelfBook(book.shelfBookKey))}
          >
            {t.remove}
          </button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * PrivateShelfDetail and PublicShelfDetail (spec 001 §2.2): a shelf and its books in order. The owner
 * edits it (name, public flag, order, notes); a shelf the member may not see is "not found".
 */
export function ShelfDetail({ shelfKey, current }: { shelfKey: number; current: RouteName }) {
  const detail = useShelfDetail(shelfKey);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { basePath } = useSite();
  const [editing, setEditing] = useState(false);
  const listHref = hrefFor('BookShelfList', { basePath });

  async function run(action: () => Promise<unknown>) {
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: shelvesKey });
      void refreshMemberCounts();
    } catch (error) {
      if (isApiError(error)) await alertDialog(error.message);
    }
  }

  if (detail.isPending) {
    return (
      <MyPageFrame current={current} titleId="shelf-title" title={t.title}>
        <StatusMessage variant="section" title={myPageMessages.loading} />
      </MyPageFrame>
    );
  }
  if (detail.isError) {
    const missing = isApiError(detail.error) && detail.error.status === 404;
    return (
      <MyPageFrame
        current={current}
        titleId="shelf-title"
        title={missing ? t.notFound : myPageMessages.loadError}
      >
        <StatusMessage
          variant="section"
          icon={missing ? 'missing' : 'error'}
          title={missing ? t.notFoundHint : myPageMessages.loadError}
        >
          <ButtonLink to={listHref} variant="secondary">
            {t.toList}
          </ButtonLink>
        </StatusMessage>
      </MyPageFrame>
    );
  }
  const shelf = detail.data;
  const mine = shelf.mineYn === 'Y';
  const form = { shelfName: shelf.shelfName, description: shelf.description ?? '', publicYn: shelf.publicYn };
  return (
    <MyPageFrame
      current={current}
      titleId="shelf-title"
      title={<span lang="ko">{shelf.shelfName}</span>}
      actions={
        <ButtonLink to={listHref} variant="secondary">
          {t.toList}
        </ButtonLink>
      }
    >
      <p className="shelf-card__flags">
        <span
          className={`badge-chip${shelf.publicYn === 'Y' ? ' badge-chip--earned' : ''}`}
          data-testid="shelf-public"
        >
          {shelf.publicYn === 'Y' ? t.public : t.private}
        </span>
        <span>{t.bookCount(shelf.bookCount)}</span>
        {mine ? null : <span>{markData(t.owner, shelf.ownerName)}</span>}
      </p>
      {shelf.description ? (
        <p className="my-page__lead" lang="ko">
          {shelf.description}
        </p>
      ) : null}
      {mine ? (
        <div className="my-page__actions">
          <Button
            variant="secondary"
            onClick={() =>
              void run(() => updateShelf({ shelfKey, ...form, publicYn: shelf.publicYn === 'Y' ? 'N' : 'Y' }))
            }
          >
            {shelf.publicYn === 'Y' ? t.makePrivate : t.makePublic}
          </Button>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t.edit}
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              void confirmDialog(t.deleteConfirm).then(async (yes) => {
                if (!yes) return;
                await run(() => deleteShelf(shelfKey));
                navigate(listHref);
              })
            }
          >
            {t.delete}
          </Button>
        </div>
      ) : null}
      {editing ? (
        <ShelfForm
          title={t.edit}
          initial={form}
          onCancel={() => setEditing(false)}
          onSave={async (values) => {
            await updateShelf({ shelfKey, ...values });
            await queryClient.invalidateQueries({ queryKey: shelvesKey });
            setEditing(false);
          }}
        />
      ) : null}
      {shelf.books.length === 0 ? (
        <StatusMessage variant="section" icon="missing" title={t.emptyBooks} />
      ) : (
        <ol className="shelf-books">
          {shelf.books.map((book, i) => (
            <BookRow
              key={`${book.shelfBookKey}-${book.note ?? ''}`}
              book={book}
              mine={mine}
              first={i === 0}
              last={i === shelf.books.length - 1}
              run={run}
            />
          ))}
        </ol>
      )}
    </MyPageFrame>
  );
}
