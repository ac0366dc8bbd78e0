import type { LoanItem } from '@reading/contract/library/loans';
import { loanMark } from '../../lib/library/loan-marks.ts';

/**
 * A label and its value; `data` marks a value that is data as stored (an author, a library's name, a
 * member's name), shown in Korean in either language (decision 210).
 */
export type FactItems = readonly (readonly [string, string | number | null | undefined, 'data'?])[];

/** The card holder as the desk lists them: name (card number). */
export function patronText(patron: { name: string; cardNo: string } | null | undefined): string | null {
  return patron ? `${patron.name} (${patron.cardNo})` : null;
}

/** The small label–value pairs under a list item's title. Empty values are left out. */
export function Facts({ items }: { items: FactItems }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <dl className="lib-item__facts">
      {shown.map(([label, value, data]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd lang={data ? 'ko' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A loan in a desk list: its title, the given facts and its mark (on loan, due, overdue, returned). */
export function LoanRow({
  loan,
  facts,
}: {
  loan: Pick<LoanItem, 'title' | 'returnDate' | 'overdueYn' | 'overdueDays'>;
  facts: FactItems;
}) {
  const mark = loanMark(loan);
  return (
    <li className="lib-item">
      <div>
        <p className="lib-item__title" lang="ko">
          {loan.title}
        </p>
        <Facts items={facts} />
      </div>
      <div className="lib-item__side">
        <span className={`lib-mark lib-mark--${mark.tone}`}>{mark.text}</span>
      </div>
    </li>
  );
}
