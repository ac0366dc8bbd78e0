import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { getSession, setSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { dlsAuth } from '../api/dls.ts';
import { DlsConsentDialog } from './dls-consent-dialog.tsx';
import { useMemberGuard } from './use-member-guard.ts';
import './membership.css';
import { membershipMessages } from '../../../messages/membership.ts';

/** MembershipUpdate (DLS authentication): prove a library card of the member's school. */
export function MembershipUpdate() {
  const session = useMemberGuard({ needsDls: false });
  const navigate = useNavigate();
  const { basePath } = useSite();
  const inputId = useId();
  const [cardNo, setCardNo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [consent, setConsent] = useState(false);

  if (!session) return null;
  const toCard = () => navigate(hrefFor('Membership', { basePath }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const current = getSession();
    if (!current?.neisCode) return;
    if (!/^[A-Za-z0-9-]{4,30}$/.test(cardNo.trim())) return setError(membershipMessages.cardNoInvalid);
    setError(null);
    setBusy(true);
    try {
      const { data } = await dlsAuth({ dlsLoanCardNo: cardNo.trim(), neisCode: current.neisCode });
      setSession({ ...current, dlsToken: data.dlsToken, dlsLoanCardNo: data.dlsLoanCardNo });
      if (data.agreeYN === 'N') setConsent(true);
      else toCard();
    } catch (e) {
      if (isApiError(e)) await alertDialog(e.message.replace(/^\w+: /, ''));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="membership" aria-labelledby="membership-update-title">
      <h1 id="membership-update-title" className="membership__title">
        {membershipMessages.updateTitle}
      </h1>
      {session.neisCode ? (
        <form className="membership-form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <p>{membershipMessages.updateLead}</p>
          {session.dlsLoanCardNo ? (
            <p className="membership-note">{membershipMessages.linkedCard(session.dlsLoanCardNo)}</p>
          ) : null}
          <p className="membership-form__school">
            <span>{membershipMessages.schoolLabel}</span> {session.schName}
          </p>
          <label htmlFor={inputId}>{membershipMessages.cardNoInput}</label>
          <input
            id={inputId}
            inputMode="numeric"
            value={cardNo}
            onChange={(e) => setCardNo(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
          />
          {error ? (
            <p id={`${inputId}-error`} className="membership-error">
              {error}
            </p>
          ) : null}
          <button type="submit" className="dls-primary" disabled={busy}>
            {membershipMessages.authenticate}
          </button>
        </form>
      ) : (
        <p>{membershipMessages.schoolOnly}</p>
      )}
      {consent ? <DlsConsentDialog onAgreed={toCard} /> : null}
    </section>
  );
}
