import { Facts, LoanRow } from '../../../components/library/facts.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { libraryMessages } from '../../../messages/library.ts';
import type { DeskPatronData } from './desk-circulation.tsx';
import { DeskLinkCode } from './desk-link-code.tsx';

const t = libraryMessages;

/** The scanned patron: limits, overdue and blocks at a glance, their loans and holds to hand over. */
export function DeskPatronCard({ data, libCode }: { data: DeskPatronData; libCode: string }) {
  const { patron, loans, holds } = data;
  return (
    <section className="desk-patron" aria-label={t.desk.patronTitle} data-testid="desk-patron">
      <h3 className="lib-item__title">
        {markData(t.desk.patronLine, patron.name, patron.grade, patron.gradeName)}{' '}
        <span className="desk-patron__card">{patron.cardNo}</span>
      </h3>
      <p className="library-summary">
        {t.desk.patronCounts(patron.loanCount, patron.loanLimit, patron.overdueCount, patron.rsvtCount)}
      </p>
      <DeskLinkCode libCode={libCode} cardNo={patron.cardNo} name={patron.name} />
      {patron.loanYn === 'N' ? (
        <p className="lib-mark lib-mark--danger">
          {patron.loanNReason
            ? markData(t.desk.patronBlocked, patron.loanNReason)
            : t.desk.patronBlocked(null)}
        </p>
      ) : null}
      {holds.length ? (
        <>
          <h4 className="desk-patron__sub">{t.desk.patronHolds}</h4>
          <ul className="lib-list">
            {holds.map((h) => (
              <li key={h.rsvtKey} className="lib-item">
                <div>
                  <p className="lib-item__title" lang="ko">
                    {h.title}
                  </p>
                  <Facts
                    items={[
                      [t.columns.regNo, h.regNo],
                      [t.columns.pickupUntil, h.pickupUntil],
                    ]}
                  />
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h4 className="desk-patron__sub">{t.desk.patronLoans}</h4>
      {loans.length ? (
        <ul className="lib-list">
          {loans.map((loan) => (
            <LoanRow
              key={loan.loanKey}
              loan={loan}
              facts={[
                [t.columns.regNo, loan.regNo],
                [t.columns.dueDate, loan.dueDate],
              ]}
            />
          ))}
        </ul>
      ) : (
        <p className="lib-empty">{t.loans.empty}</p>
      )}
    </section>
  );
}
