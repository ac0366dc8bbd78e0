import type { LoanItem } from '@reading/contract/library/loans';
import { useState } from 'react';
import { Facts } from '../../../components/library/facts.tsx';
import { HiddenLabel, markData } from '../../../components/ui/marked.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { libraryKeys } from '../../../lib/library/library-client.ts';
import { loanMark } from '../../../lib/library/loan-marks.ts';
import { useLibraryAction } from '../../../lib/library/use-library-action.ts';
import { ko } from '../../../messages/ko.ts';
import { libraryMessages } from '../../../messages/library.ts';
import { refreshDlsUserInfo } from '../../login/public.ts';
import { renewLoan, useLoanHistory, useLoanList } from '../api/loans.ts';

const t = libraryMessages;

function LoanRow({
  loan,
  onRenew,
  busy,
}: {
  loan: LoanItem;
  onRenew?: (l: LoanItem) => void;
  busy: boolean;
}) {
  const mark = loanMark(loan);
  const labelId = `renew-${loan.loanKey}`;
  return (
    <li className={`lib-item${mark.tone === 'danger' && !loan.returnDate ? ' lib-item--danger' : ''}`}>
      <div>
        <h3 className="lib-item__title" lang="ko">
          {loan.title}
        </h3>
        <Facts
          items={[
            [t.columns.author, loan.author, 'data'],
            [t.columns.library, loan.libName, 'data'],
            [t.columns.loanDate, loan.loanDate],
            [t.columns.dueDate, loan.dueDate],
            [t.columns.returnDate, loan.returnDate],
            [t.columns.renew, loan.returnDate ? null : t.loans.renewCount(loan.renewCount, loan.renewLimit)],
          ]}
        />
      </div>
      <div className="lib-item__side">
        <span className={`lib-mark lib-mark--${mark.tone}`}>{mark.text}</span>
        {onRenew ? (
          <>
            <HiddenLabel id={labelId}>{markData(t.loans.renewLabel, loan.title)}</HiddenLabel>
            <button
              type="button"
              className="lib-action"
              disabled={busy}
              aria-labelledby={labelId}
              onClick={() => onRenew(loan)}
            >
              {t.loans.renewButton}
            </button>
          </>
        ) : null}
      </div>
      {onRenew && loan.renewableYn === 'N' && loan.renewBlockReason ? (
        <p className="lib-item__note">{t.loans.renewBlocked(loan.renewBlockReason)}</p>
      ) : null}
    </li>
  );
}

/** Current loans with due dates, overdue marks and the renew action (refusals in the alert). */
export function CurrentLoansPanel() {
  const [page, setPage] = useState(1);
  const loans = useLoanList(page);
  const { busy, run } = useLibraryAction(libraryKeys.all, refreshDlsUserInfo);
  const onRenew = (loan: LoanItem) => void run(() => renewLoan(loan.loanKey), t.loans.renewButton);
  if (loans.isError) return <p className="lib-empty">{loans.error.message || t.status.loadFailed}</p>;
  if (!loans.data) return <p>{ko.common.loading}</p>;
  return (
    <>
      {loans.data.list.length ? (
        <ul className="lib-list" data-testid="current-loans">
          {loans.data.list.map((loan) => (
            <LoanRow key={loan.loanKey} loan={loan} onRenew={onRenew} busy={busy} />
          ))}
        </ul>
      ) : (
        <p className="lib-empty">{t.loans.empty}</p>
      )}
      <Pagination page={page} totalPage={loans.data.totalPage} onPage={setPage} label={t.status.loans} />
    </>
  );
}

/** Returned loans, latest first. */
export function LoanHistoryPanel() {
  const [page, setPage] = useState(1);
  const history = useLoanHistory(page);
  if (history.isError) return <p className="lib-empty">{history.error.message || t.status.loadFailed}</p>;
  if (!history.data) return <p>{ko.common.loading}</p>;
  return (
    <>
      {history.data.list.length ? (
        <ul className="lib-list">
          {history.data.list.map((loan) => (
            <LoanRow key={loan.loanKey} loan={loan} busy={false} />
          ))}
        </ul>
      ) : (
        <p className="lib-empty">{t.loans.historyEmpty}</p>
      )}
      <Pagination page={page} totalPage={history.data.totalPage} onPage={setPage} label={t.status.history} />
    </>
  );
}
