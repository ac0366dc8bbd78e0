import { formatLinkCode } from '@reading/contract/library/card-link';
import { useState } from 'react';
import { markData } from '../../../components/ui/marked.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { formatDateTime } from '../../../lib/locale.ts';
import { ko } from '../../../messages/ko.ts';
import { libraryMessages } from '../../../messages/library.ts';
import { issueLinkCode } from '../api/desk.ts';

const t = libraryMessages.desk;

const untilText = (iso: string) =>
  formatDateTime(iso, { month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The desk gives the pupil in front of it a one-time code to link their card (decision 051). */
export function DeskLinkCode({ libCode, cardNo, name }: { libCode: string; cardNo: string; name: string }) {
  const [issued, setIssued] = useState<{ code: string; expiresAt: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function issue() {
    setBusy(true);
    try {
      const { data } = await issueLinkCode(libCode, cardNo);
      setIssued({ code: data.code, expiresAt: data.expiresAt });
    } catch (error) {
      await alertDialog(isApiError(error) ? error.message : ko.api.requestFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="desk-link-code">
      <button type="button" className="desk-link-code__button" disabled={busy} onClick={() => void issue()}>
        {t.linkCodeButton}
      </button>
      {issued ? (
        <div className="desk-link-code__issued" role="status">
          <p>
            <span className="desk-link-code__label">{t.linkCodeLabel}</span>{' '}
            <strong className="desk-link-code__code" data-testid="desk-link-code">
              {formatLinkCode(issued.code)}
            </strong>{' '}
            <span className="desk-link-code__until">{t.linkCodeUntil(untilText(issued.expiresAt))}</span>
          </p>
          <p className="desk-link-code__lead">{markData(t.linkCodeLead, name)}</p>
        </div>
      ) : null}
    </div>
  );
}
