import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { useSession } from '../../../lib/session-store.ts';
import { myPageMessages } from '../../../messages/my-page.ts';
import { refreshMemberCounts } from '../../login/public.ts';
import { addBookToShelf, createShelf, shelvesKey, useMyShelves } from '../api/bookshelves.ts';
import './my-page.css';
import './my-page-lists.css';

const t = myPageMessages.shelves;
const NEW = 'new';

/**
 * "내 서재에 담기" (issue 13.3) on search results and a book's detail: pick one of the member's shelves, or
 * name a new (private) one, and the book goes on it. A disclosure, not a modal: it opens in place.
 */
export function AddToShelf({ bookKey, title }: { bookKey: number; title: string }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const shelves = useMyShelves(open ? (session?.memberKey ?? undefined) : undefined);
  const [choice, setChoice] = useState('');
  const [newName, setNewName] = useState('');
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const panelId = useId();
  const list = shelves.data?.list ?? [];
  const selected = choice || (list[0] ? String(list[0].shelfKey) : NEW);

  async function toggle() {
    if (!session?.memberKey) {
      await alertDialog(t.loginRequired);
      return;
    }
    setOpen(!open);
  }

  async function add() {
    setBusy(true);
    try {
      const shelfKey =
        selected === NEW
          ? (await createShelf({ shelfName: newName || t.mine, publicYn: 'N' })).data.shelfKey
          : Number(selected);
      const res = await addBookToShelf(shelfKey, bookKey);
      await queryClient.invalidateQueries({ queryKey: shelvesKey });
      void refreshMemberCounts();
      setOpen(false);
      await alertDialog(res.message);
    } catch (error) {
      if (isApiError(error)) await alertDialog(error.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="add-to-shelf">
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => void toggle()}>
        {t.addToShelf}
      </Button>
      {open ? (
        <fieldset id={panelId} className="add-to-shelf__panel">
          <legend className="visually-hidden">{markData(t.addTitle, title)}</legend>
          <Field label={t.chooseShelf}>
            {(control) => (
              <select {...control} value={selected} onChange={(e) => setChoice(e.target.value)}>
                {list.map((s) => (
                  <option key={s.shelfKey} value={s.shelfKey} lang="ko">
                    {s.shelfName} ({s.publicYn === 'Y' ? t.public : t.private})
                  </option>
                ))}
                <option value={NEW}>{t.newShelf}</option>
              </select>
            )}
          </Field>
          {selected === NEW ? (
            <Field label={t.newShelfName}>
              {(control) => (
                <input
                  {...control}
                  value={newName}
                  maxLength={50}
                  onChange={(e) => setNewName(e.target.value)}
                />
              )}
            </Field>
          ) : null}
          <Button disabled={busy || shelves.isPending} onClick={() => void add()}>
            {t.add}
          </Button>
        </fieldset>
      ) : null}
    </div>
  );
}
