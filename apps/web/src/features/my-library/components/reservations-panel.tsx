import { RESERVATION_STATUS_NAMES, type ReservationItem } from '@reading/contract/library/reservations';
import { useState } from 'react';
import { Facts } from '../../../components/library/facts.tsx';
import { HiddenLabel, markData } from '../../../components/ui/marked.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { koreaDate } from '../../../lib/dates.ts';
import { confirmDialog } from '../../../lib/dialogs.ts';
import { libraryKeys } from '../../../lib/library/library-client.ts';
import { canCancel, queueText } from '../../../lib/library/loan-marks.ts';
import { useLibraryAction } from '../../../lib/library/use-library-action.ts';
import { ko } from '../../../messages/ko.ts';
import { libraryMessages } from '../../../messages/library.ts';
import { refreshDlsUserInfo } from '../../login/public.ts';
import { cancelReservation, useReservationList } from '../api/reservations.ts';

const t = libraryMessages;

/** Reservations with their place in the queue, the pickup window when ready, and cancel (confirmed). */
export function ReservationsPanel() {
  const [page, setPage] = useState(1);
  const list = useReservationList(page);
  const { busy, run } = useLibraryAction(libraryKeys.all, refreshDlsUserInfo);

  async function onCancel(r: ReservationItem) {
    if (!(await confirmDialog(t.reservations.cancelConfirm(r.title)))) return;
    await run(() => cancelReservation(r.rsvtKey), t.reservations.cancelButton);
  }

  if (list.isError) return <p className="lib-empty">{list.error.message || t.status.loadFailed}</p>;
  if (!list.data) return <p>{ko.common.loading}</p>;
  return (
    <>
      {list.data.list.length ? (
        <ul className="lib-list" data-testid="reservations">
          {list.data.list.map((r) => (
            <li key={r.rsvtKey} className="lib-item">
              <div>
                <h3 className="lib-item__title" lang="ko">
                  {r.title}
                </h3>
                <Facts
                  items={[
                    [t.columns.author, r.author, 'data'],
                    [t.columns.library, r.libName, 'data'],
                    [t.columns.reservedAt, koreaDate(r.reservedAt)],
                    [t.columns.queue, queueText(r)],
                    [t.columns.pickupUntil, r.pickupUntil],
                  ]}
                />
              </div>
              <div className="lib-item__side">
                <span className={`lib-mark lib-mark--${r.status === 'READY' ? 'ok' : 'info'}`}>
                  {RESERVATION_STATUS_NAMES[r.status]}
                </span>
                {canCancel(r) ? (
                  <>
                    <HiddenLabel id={`cancel-${r.rsvtKey}`}>
                      {markData(t.reservations.cancelLabel, r.title)}
                    </HiddenLabel>
                    <button
                      type="button"
                      className="lib-action lib-action--danger"
                      disabled={busy}
                      aria-labelledby={`cancel-${r.rsvtKey}`}
                      onClick={() => void onCancel(r)}
                    >
                      {t.reservations.cancelButton}
                    </button>
                  </>
                ) : null}
              </div>
              {r.status === 'READY' && r.pickupUntil ? (
                <p className="lib-item__note">{t.reservations.pickupHint(r.pickupUntil)}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="lib-empty">{t.reservations.empty}</p>
      )}
      <Pagination
        page={page}
        totalPage={list.data.totalPage}
        onPage={setPage}
        label={t.status.reservations}
      />
    </>
  );
}
