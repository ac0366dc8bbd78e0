import { useState } from 'react';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { getSession } from '../../../lib/session-store.ts';
import { ko } from '../../../messages/ko.ts';
import { membershipMessages } from '../../../messages/membership.ts';
import { logout } from '../../login/public.ts';
import { deleteMemberDlsInfo } from '../api/dls.ts';
import { useMemberGuard } from './use-member-guard.ts';
import './membership.css';

/** MembershipCancel: drop the library-card link (deleteMemberDlsInfo); a re-login follows (spec 001 §8). */
export function MembershipCancel() {
  const session = useMemberGuard({ needsDls: true });
  const [busy, setBusy] = useState(false);
  if (!session) return null;

  async function onCancel() {
    const current = getSession();
    if (!current?.memberKey || !current.dlsLoanCardNo) return;
    if (!(await confirmDialog(membershipMessages.cancelConfirm))) return;
    setBusy(true);
    try {
      await deleteMemberDlsInfo({ memberKey: current.memberKey, dlsLoanCardNo: current.dlsLoanCardNo });
      await alertDialog(ko.auth.dlsDeleted);
      await logout({ confirm: false });
    } catch {
      setBusy(false);
    }
  }

  return (
    <section className="membership" aria-labelledby="membership-cancel-title">
      <h1 id="membership-cancel-title" className="membership__title">
        {membershipMessages.cancelTitle}
      </h1>
      <p>{membershipMessages.cancelBody(session.dlsLoanCardNo ?? '')}</p>
      <div className="membership-actions">
        <button type="button" className="dls-primary" disabled={busy} onClick={() => void onCancel()}>
          {membershipMessages.cancelButton}
        </button>
      </div>
    </section>
  );
}
