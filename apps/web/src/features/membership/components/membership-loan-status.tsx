import { useEffect } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { libraryMessages } from '../../../messages/library.ts';
import { refreshDlsUserInfo, useMemberData } from '../../login/public.ts';

const t = libraryMessages.card;

/** Under the card: current loans, reservations and whether the card may borrow (spec 001 §3 loanNReason). */
export function MembershipLoanStatus() {
  const { basePath } = useSite();
  const info = useMemberData()?.dlsUserInfo;

  useEffect(() => {
    void refreshDlsUserInfo();
  }, []);

  if (!info) return null;
  return (
    <section className="membership-loans" aria-labelledby="membership-loans-title">
      <h2 id="membership-loans-title" className="membership-loans__title">
        {t.statusTitle}
      </h2>
      <dl className="membership-facts" data-testid="membership-loan-status">
        <dt>{t.loanCount}</dt>
        <dd>{t.books(info.loanCount)}</dd>
        <dt>{t.rsvtCount}</dt>
        <dd>{t.books(info.rsvtCount)}</dd>
        <dt>{t.loanYn}</dt>
        <dd>
          {info.loanYn === 'Y' ? t.loanAllowed : t.loanBlocked}
          {info.loanYn === 'N' && info.loanNReason ? ` (${info.loanNReason})` : ''}
        </dd>
      </dl>
      <Link to={hrefFor('MyLibraryStatus', { basePath })}>{t.toStatus}</Link>
    </section>
  );
}
