import { useEffect, useState } from 'react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { getMemberAgree } from '../api/dls.ts';
import { useMemberGuard } from './use-member-guard.ts';
import './membership.css';
import { membershipMessages } from '../../../messages/membership.ts';

/** MembershipCheck: the state of the member's library-card link and consent. */
export function MembershipCheck() {
  const session = useMemberGuard({ needsDls: false });
  const { basePath } = useSite();
  const [agreeYN, setAgreeYN] = useState<'Y' | 'N' | null>(null);
  const cardNo = session?.dlsLoanCardNo ?? null;
  const memberKey = session?.memberKey ?? null;

  useEffect(() => {
    if (!cardNo || !memberKey) return;
    getMemberAgree({ memberKey, dlsLoanCardNo: cardNo })
      .then((res) => setAgreeYN(res.data.agreeYN))
      .catch(() => undefined);
  }, [cardNo, memberKey]);

  if (!session) return null;
  return (
    <section className="membership" aria-labelledby="membership-check-title">
      <h1 id="membership-check-title" className="membership__title">
        {membershipMessages.checkTitle}
      </h1>
      {cardNo ? (
        <dl className="membership-facts">
          <dt>{membershipMessages.cardNoLabel}</dt>
          <dd>{cardNo}</dd>
          <dt>{membershipMessages.schoolLabel}</dt>
          <dd lang="ko">{session.schName}</dd>
          <dt>{membershipMessages.consentLabel}</dt>
          <dd>
            {agreeYN === null
              ? membershipMessages.checking
              : agreeYN === 'Y'
                ? membershipMessages.agreed
                : membershipMessages.notAgreed}
          </dd>
        </dl>
      ) : (
        <p>{membershipMessages.noCard}</p>
      )}
      <div className="membership-actions">
        {cardNo ? (
          <>
            <ButtonLink to={hrefFor('Membership', { basePath })}>{membershipMessages.cardTitle}</ButtonLink>
            <ButtonLink variant="secondary" to={hrefFor('MembershipCancel', { basePath })}>
              {membershipMessages.cancelButton}
            </ButtonLink>
          </>
        ) : (
          <ButtonLink to={hrefFor('MembershipUpdate', { basePath })}>
            {membershipMessages.toUpdate}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
