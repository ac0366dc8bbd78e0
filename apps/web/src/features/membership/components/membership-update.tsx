import { linkCodeSchema } from '@reading/contract/library/card-link';
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

/** MembershipUpdate (DLS authentication): link the school library card with the desk's code (051). */
export function MembershipUpdate() {
  const session = useMemberGuard({ needsDls: false });
  const navigate = useNavigate();
  const { basePath } = useSite();
  const inputId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [consent, setConsent] = useState(false);

  if (!session) return null;
  const toCard = () => navigate(hrefFor('Membership', { basePath }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const current = getSession();
    if (!current?.neisCode) return;
    const parsed = linkCodeSchema.safeParse(code);
    if (!parsed.success) return setError(membershipMessages.linkCodeInvalid);
    setError(null);
    setBusy(true);
    try {
      const { data } = await dlsAuth({ linkCode: parsed.data });
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
          <h2 className="membership-form__steps-title">{membershipMessages.stepsTitle}</h2>
          <ol className="membership-form__steps">
            <li>{membershipMessages.stepDesk}</li>
            <li>{membershipMessages.stepEnter}</li>
          </ol>
          {session.dlsLoanCardNo ? (
            <p className="membership-note">{membershipMessages.linkedCard(session.dlsLoanCardNo)}</p>
          ) : null}
          <p className="membership-form__school">
            <span>{membershipMessages.schoolLabel}</span> <span lang="ko">{session.schName}</span>
          </p>
          <label htmlFor={inputId}>{membershipMessages.linkCodeInput}</label>
          <input
            id={inputId}
            className="membership-form__code"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            placeholder="ABCD-EFGH"
            value={code}
            onChange={(e) => setCode(e.target.value)}
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
