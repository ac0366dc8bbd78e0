import { useEffect } from 'react';
import { NoLibraryCard } from '../../../components/library/no-library-card.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { hrefFor } from '../../../config/paths.ts';
import type { Session } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { libraryMessages } from '../../../messages/library.ts';
import { refreshDlsUserInfo, useMemberData } from '../../login/public.ts';
import { WishList } from '../../wish-books/public.ts';
import { IllPanel } from './ill-panel.tsx';
import { CurrentLoansPanel, LoanHistoryPanel } from './loans-panel.tsx';
import { ReservationsPanel } from './reservations-panel.tsx';
import '../../../components/library/library.css';

const t = libraryMessages.status;

/**
 * MyLibraryStatus (spec 001 §2.2): current loans, reservations, loan history, inter-library loans and
 * wish books of the member's linked library card, 10 a page.
 */
export function MyLibraryStatus({ session }: { session: Session }) {
  const { basePath } = useSite();
  const info = useMemberData()?.dlsUserInfo;
  const linked = Boolean(session.dlsToken);

  // The header's counts may be older than this visit (a desk loan since login): read them again.
  useEffect(() => {
    if (linked) void refreshDlsUserInfo();
  }, [linked]);

  return (
    <section className="container library-page" aria-labelledby="my-library-title">
      <div className="library-page__head">
        <h1 id="my-library-title" className="library-page__title">
          {t.title}
        </h1>
        {linked && info ? (
          <p className="library-summary">{t.summary(info.loanCount, info.rsvtCount)}</p>
        ) : null}
      </div>
      {linked ? (
        <Tabs
          label={t.tabsLabel}
          items={[
            { id: 'loans', label: t.loans, panel: <CurrentLoansPanel /> },
            { id: 'reservations', label: t.reservations, panel: <ReservationsPanel /> },
            { id: 'history', label: t.history, panel: <LoanHistoryPanel /> },
            { id: 'ill', label: t.ill, panel: <IllPanel /> },
            {
              id: 'wish',
              label: t.wishBooks,
              panel: (
                <div className="lib-section">
                  <p>
                    <ButtonLink to={hrefFor('WishBookRequest', { basePath })} variant="secondary">
                      {t.toWishBook}
                    </ButtonLink>
                  </p>
                  <WishList />
                </div>
              ),
            },
          ]}
        />
      ) : (
        <NoLibraryCard />
      )}
    </section>
  );
}
