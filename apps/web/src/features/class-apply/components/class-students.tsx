import type { ClassRef, ClassStudent } from '@reading/contract/teachersupport/class-manage';
import { useEffect, useRef } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { classManageMessages } from '../../../messages/class-manage.ts';
import { useClassStudents } from '../api/classes.ts';
import { QueryState } from './lesson-shared.tsx';

const t = classManageMessages.students;

/** One class's pupils: card, loans, overdue, this year's loans and reading activities (decision 153). */
export function ClassStudents({ klass, onClose }: { klass: ClassRef; onClose: () => void }) {
  const { basePath } = useSite();
  const students = useClassStudents(klass);
  const name = classManageMessages.klass(klass.grade, klass.classNo);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a class moves the reader to its pupils (focus management for keyboard and screen readers).
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again when another class opens
  useEffect(() => heading.current?.focus(), [klass.grade, klass.classNo]);
  return (
    <section id="class-students" className="class-students" aria-labelledby="class-students-title">
      <div className="class-students__head">
        <h2 id="class-students-title" className="class-manage__title" tabIndex={-1} ref={heading}>
          {t.title(name)}
        </h2>
        <div className="class-students__actions">
          <ButtonLink variant="secondary" to={hrefFor('ParticipationActivityManageList', { basePath })}>
            {t.toReview}
          </ButtonLink>
          <ButtonLink variant="secondary" to={hrefFor('MyLibraryClassList', { basePath })}>
            {t.toLoans}
          </ButtonLink>
          <Button variant="secondary" onClick={onClose}>
            {t.close}
          </Button>
        </div>
      </div>
      <QueryState query={students}>
        {(data) =>
          data.list.length === 0 ? (
            <p className="board-state">{t.empty}</p>
          ) : (
            <>
              {data.list.some((s) => s.cardNo !== null && s.linkedYn === 'N') ? (
                <p className="class-students__hint">{t.unlinkedHint}</p>
              ) : null}
              <StudentTable list={data.list} caption={t.caption(name)} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}

function StudentTable({ list, caption }: { list: ClassStudent[]; caption: string }) {
  const columns: [string, (s: ClassStudent) => React.ReactNode][] = [
    [t.name, (s) => <strong lang="ko">{s.name}</strong>],
    [t.card, (s) => (s.cardNo === null ? t.noCard : s.linkedYn === 'Y' ? t.linked : t.unlinked)],
    [t.loans, (s) => s.loanCount],
    [
      t.overdue,
      (s) => (s.overdueCount ? <span className="class-students__alert">{s.overdueCount}</span> : 0),
    ],
    [t.yearLoans, (s) => s.yearLoanCount],
    [t.activities, (s) => t.activityOf(s.activityCount, s.approvedCount)],
    [t.awaiting, (s) => s.awaitingReviewCount],
    [t.last, (s) => s.lastActivityDate ?? '-'],
  ];
  return (
    <div className="lesson-table-wrap">
      <table className="lesson-table class-students__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map(([label]) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.map((s, i) => (
            <tr key={s.cardNo ?? `member-${i}`}>
              {columns.map(([label, cell]) => (
                <td key={label} data-label={label}>
                  {cell(s)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {list.some((s) => s.loanTitles.length) ? (
        <details className="class-students__loans">
          <summary>{t.onLoan}</summary>
          <ul>
            {list
              .filter((s) => s.loanTitles.length)
              .map((s) => (
                <li key={s.cardNo}>
                  <strong lang="ko">{s.name}</strong>: <span lang="ko">{s.loanTitles.join(', ')}</span>
                </li>
              ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
