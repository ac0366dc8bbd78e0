import { useEffect, useId, useRef, useState } from 'react';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { getSession, setSession } from '../../../lib/session-store.ts';
import { ko } from '../../../messages/ko.ts';
import { membershipMessages } from '../../../messages/membership.ts';
import { logout } from '../../login/public.ts';
import { agree } from '../api/dls.ts';
import './membership.css';

/**
 * The DLS consent popup (spec 001 §2.1, §5, §8): shown when the server says consent is N. Neither choice:
 * '동의여부를 선택해주세요.'; declining asks to confirm and then drops the DLS link (re-login needed);
 * agreeing: '동의 처리가 완료되었습니다.'.
 */
export function DlsConsentDialog({ onAgreed }: { onAgreed: () => void }) {
  const titleId = useId();
  const [choice, setChoice] = useState<'Y' | 'N' | null>(null);
  const [busy, setBusy] = useState(false);
  const firstRadio = useRef<HTMLInputElement>(null);
  useEffect(() => firstRadio.current?.focus(), []);

  async function submit() {
    const session = getSession();
    if (!session?.memberKey || !session.dlsLoanCardNo) return;
    if (!choice) return alertDialog(ko.auth.dlsConsentChoose);
    if (choice === 'N' && !(await confirmDialog(ko.auth.dlsConsentDecline))) return;
    setBusy(true);
    try {
      const ref = { memberKey: session.memberKey, dlsLoanCardNo: session.dlsLoanCardNo };
      await agree({ ...ref, schoolCode: session.neisCode ?? null, agreeYN: choice });
      if (choice === 'Y') {
        await alertDialog(ko.auth.dlsConsentDone);
        onAgreed();
        return;
      }
      setSession({ ...session, dlsToken: null, dlsLoanCardNo: null });
      await alertDialog(ko.auth.dlsDisconnected);
      await logout({ confirm: false });
    } catch {
      setBusy(false);
    }
  }

  return (
    <div className="dls-consent__backdrop">
      <div className="dls-consent" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{membershipMessages.consentTitle}</h2>
        <p>{membershipMessages.consentBody}</p>
        <fieldset>
          <legend className="visually-hidden">{membershipMessages.consentLegend}</legend>
          <label>
            <input ref={firstRadio} type="radio" name="dls-agree" onChange={() => setChoice('Y')} />{' '}
            {membershipMessages.agreeYes}
          </label>
          <label>
            <input type="radio" name="dls-agree" onChange={() => setChoice('N')} />{' '}
            {membershipMessages.agreeNo}
          </label>
        </fieldset>
        <div className="dls-consent__actions">
          <button type="button" className="dls-primary" disabled={busy} onClick={() => void submit()}>
            {membershipMessages.ok}
          </button>
        </div>
      </div>
    </div>
  );
}
