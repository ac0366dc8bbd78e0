import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '../../../config/paths.ts';
import type { Session } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { libraryMessages } from '../../../messages/library.ts';
import { getDlsUserInfo, refreshDlsUserInfo } from '../../login/public.ts';
import { getLoanList } from '../../my-library/public.ts';
import { formatSavedAt, type OfflineCard, readOfflineCard, saveOfflineCard } from '../offline-card.ts';

const t = libraryMessages.card;

/**
 * The card's loans, fetched fresh and kept as the offline copy (decision 201); when the fetch fails
 * (no signal), the copy last kept on this device, marked with its time.
 */
function useCardLoans(session: Session & { memberKey: number; dlsToken: NonNullable<Session['dlsToken']> }) {
  const query = useQuery({
    queryKey: ['membership', 'card-loans', session.memberKey],
    queryFn: async ({ signal }): Promise<OfflineCard> => {
      const [info, loans] = await Promise.all([getDlsUserInfo(session.dlsToken), getLoanList(1, signal)]);
      const card = {
        memberKey: session.memberKey,
        savedAt: new Date().toISOString(),
        dlsUserInfo: info.data,
        loans: loans.data.list,
        totalLoans: loans.data.totalCount,
      };
      saveOfflineCard(session, card);
      return card;
    },
    retry: false,
    staleTime: 0,
  });
  if (query.data) return { card: query.data, stale: false, failed: false };
  if (!query.isError) return { card: null, stale: false, failed: false };
  const saved = readOfflineCard(session);
  return { card: saved, stale: saved !== null, failed: saved === null };
}

/**
 * Under the card: current loans, reservations and whether the card may borrow (spec 001 §3 loanNReason),
 * then the books on loan with their due dates. Offline, the kept copy with '<time> 기준'.
 */
export function MembershipLoanStatus({
  session,
}: {
  session: Session & { memberKey: number; dlsToken: NonNullable<Session['dlsToken']> };
}) {
  const { basePath } = useSite();
  const { card, stale, failed } = useCardLoans(session);

  // The header's counts follow the card's (issue 6).
  useEffect(() => {
    void refreshDlsUserInfo();
  }, []);

  if (failed) {
    return (
      <p className="membership-loans__note" role="status">
        {t.offlineMissing}
      </p>
    );
  }
  if (!card) {
    return (
      <p className="membership-loans__note" role="status">
        {t.loading}
      </p>
    );
  }
  const info = card.dlsUserInfo;
  return (
    <section className="membership-loans" aria-labelledby="membership-loans-title">
      <h2 id="membership-loans-title" className="membership-loans__title">
        {t.statusTitle}
      </h2>
      {stale ? (
        <p className="membership-loans__stale" role="status" data-testid="membership-saved-at">
          <time dateTime={card.savedAt}>{t.savedAt(formatSavedAt(card.savedAt))}</time>
          <span>{t.offlineNote}</span>
        </p>
      ) : null}
      <dl className="membership-facts" data-testid="membership-loan-status">
        <dt>{t.loanCount}</dt>
        <dd>{t.books(info.loanCount)}</dd>
        <dt>{t.rsvtCount}</dt>
        <dd>{t.books(info.rsvtCount)}</dd>
        <dt>{t.loanYn}</dt>
        <dd>
          {info.loanYn === 'Y' ? t.loanAllowed : t.loanBlocked}
          {info.loanYn === 'N' && info.loanNReason ? (
            <>
              {' ('}
              <span lang="ko">{info.loanNReason}</span>)
            </>
          ) : null}
        </dd>
      </dl>
      <h3 className="membership-loans__subtitle">{t.currentLoans}</h3>
      {card.loans.length === 0 ? (
        <p className="membership-loans__note">{t.noLoans}</p>
      ) : (
        <ul className="membership-loan-list" data-testid="membership-loans">
          {card.loans.map((loan) => (
            <li key={loan.loanKey}>
              <span className="membership-loan-list__title" lang="ko">
                {loan.title}
              </span>
              <span className="membership-loan-list__due">
                {t.dueDate} {loan.dueDate}
                {loan.overdueYn === 'Y' ? <strong> · {t.overdue}</strong> : null}
              </span>
            </li>
          ))}
          {card.totalLoans > card.loans.length ? (
            <li className="membership-loan-list__more">{t.moreLoans(card.totalLoans - card.loans.length)}</li>
          ) : null}
        </ul>
      )}
      {stale ? null : <Link to={hrefFor('MyLibraryStatus', { basePath })}>{t.toStatus}</Link>}
    </section>
  );
}
