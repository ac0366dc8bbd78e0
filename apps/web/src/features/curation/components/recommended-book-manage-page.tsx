import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { useSession } from '../../../lib/session-store.ts';
import { curationMessages as t } from '../../../messages/curation.ts';
import { curationKey, deletePick, savePick, usePickList } from '../api/curation-api.ts';
import { CurationPage } from './curation-page.tsx';
import { ListPages, ListState } from './list-states.tsx';
import { PickForm } from './pick-form.tsx';
import { PickList } from './student-curation-page.tsx';

const PAGE_SIZE = 10;

/**
 * RecommendedBookManage: a teacher picks a book with a one-line reason, and sees and removes their own
 * picks. The server admits verified teachers only (students and pending teachers get 403).
 */
export function RecommendedBookManagePage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const mine = usePickList({ pageIndex: page, pageSize: PAGE_SIZE }, session?.token ?? null, true);

  async function remove(recommendKey: number) {
    if (!(await confirmDialog(t.manage.confirmRemove))) return;
    try {
      await alertDialog((await deletePick(recommendKey)).message);
    } catch (e) {
      await alertDialog(isApiError(e) ? e.message : t.loadFailed);
    }
    await queryClient.invalidateQueries({ queryKey: curationKey });
  }

  return (
    <CurationPage route="StudentCuration" title={t.manage.heading} note={t.manage.note}>
      <PickForm save={savePick} />
      <h2 className="curation__subtitle">{t.manage.mine}</h2>
      <ListState error={mine.error} loading={mine.isPending} />
      {mine.data ? (
        <>
          {mine.data.list.length === 0 ? <p className="curation__empty">{t.empty}</p> : null}
          <PickList
            picks={mine.data.list}
            schoolName={session?.schName ?? null}
            onRemove={(p) => void remove(p.recommendKey)}
          />
          <ListPages page={page} totalCount={mine.data.totalCount} pageSize={PAGE_SIZE} onPage={setPage} />
        </>
      ) : null}
    </CurationPage>
  );
}
