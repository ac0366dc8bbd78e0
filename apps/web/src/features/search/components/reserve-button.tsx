import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { ko } from '../../../messages/ko.ts';
import { libraryMessages } from '../../../messages/library.ts';
import { reserveTitle } from '../api/reserve-title.ts';

/**
 * The reserve action of a book's detail, shown when the detail says the member may reserve (the school
 * holds the title and no copy is free). The answer, or the refusal reason verbatim, is an alert.
 */
export function ReserveButton({ bookKey, title }: { bookKey: number; title: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const { basePath } = useSite();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function onReserve() {
    if (!session?.dlsToken) {
      // Spec 000 §5: library services need DLS authentication first.
      await alertDialog(ko.auth.dlsRequired);
      navigate(hrefFor('MembershipUpdate', { basePath }));
      return;
    }
    if (!(await confirmDialog(libraryMessages.reserve.confirm(title)))) return;
    setBusy(true);
    try {
      const res = await reserveTitle(bookKey);
      await alertDialog(res.message || libraryMessages.reserve.button);
    } catch (error) {
      await alertDialog(isApiError(error) ? error.message : ko.api.requestFailed);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['search', 'detail'] });
    }
  }

  return (
    <button type="button" className="book-detail__reserve" disabled={busy} onClick={() => void onReserve()}>
      {libraryMessages.reserve.button}
    </button>
  );
}
