import { type FormEvent, useState } from 'react';
import { Facts } from '../../../components/library/facts.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ko } from '../../../messages/ko.ts';
import { libraryMessages } from '../../../messages/library.ts';
import { membershipMessages } from '../../../messages/membership.ts';
import { type StudyFilter, useStudyList } from '../api/study.ts';
import '../../../components/library/library.css';

const t = libraryMessages;

const numberOrUndefined = (value: string) => (value ? Number(value) : undefined);

/**
 * MyLibraryClassList: the class loan status for teachers and managers (students are stopped by the
 * route guard, and the server answers them 403). Defaults to the teacher's own class when the session
 * names one.
 */
export function ClassLoanList({ grade, classNo }: { grade?: number | null; classNo?: number | null }) {
  const [filter, setFilter] = useState<StudyFilter>({
    grade: grade ?? undefined,
    classNo: classNo ?? undefined,
    page: 1,
  });
  const [draft, setDraft] = useState({ grade: String(grade ?? ''), classNo: String(classNo ?? '') });
  const list = useStudyList(filter);
  const classes = list.data?.classes ?? [];
  const grades = [...new Set(classes.map((c) => c.grade))].sort((a, b) => a - b);
  const classNos = [
    ...new Set(classes.filter((c) => !draft.grade || c.grade === Number(draft.grade)).map((c) => c.classNo)),
  ].sort((a, b) => a - b);

  function onApply(event: FormEvent) {
    event.preventDefault();
    setFilter({ grade: numberOrUndefined(draft.grade), classNo: numberOrUndefined(draft.classNo), page: 1 });
  }

  return (
    <section className="container library-page" aria-labelledby="class-list-title">
      <div className="library-page__head">
        <h1 id="class-list-title" className="library-page__title">
          {t.classList.title}
        </h1>
        {list.data ? (
          <p className="library-summary" lang="ko">
            {list.data.libName}
          </p>
        ) : null}
      </div>
      <form className="lib-form" aria-label={t.classList.filterLabel} onSubmit={onApply}>
        <Field label={t.columns.grade}>
          {(control) => (
            <select
              {...control}
              value={draft.grade}
              onChange={(e) => setDraft({ grade: e.target.value, classNo: '' })}
            >
              <option value="">{t.classList.allGrades}</option>
              {grades.map((g) => (
                <option key={g} value={g}>
                  {t.classList.gradeOption(g)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.columns.classNo}>
          {(control) => (
            <select
              {...control}
              value={draft.classNo}
              onChange={(e) => setDraft({ ...draft, classNo: e.target.value })}
            >
              <option value="">{t.classList.allClasses}</option>
              {classNos.map((c) => (
                <option key={c} value={c}>
                  {t.classList.classOption(c)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="lib-action lib-action--primary">
          {t.classList.apply}
        </button>
      </form>
      {list.isError ? (
        <p className="lib-empty">{list.error.message || t.status.loadFailed}</p>
      ) : !list.data ? (
        <p>{ko.common.loading}</p>
      ) : list.data.list.length ? (
        <ul className="lib-list" data-testid="class-loans">
          {list.data.list.map((s) => (
            <li key={s.cardNo} className={`lib-item${s.overdueCount ? ' lib-item--danger' : ''}`}>
              <div>
                <h2 className="lib-item__title">
                  <span lang="ko">{s.name}</span>{' '}
                  <span className="lib-mark lib-mark--muted">
                    {membershipMessages.gradeClass(s.grade, s.classNo)}
                  </span>
                </h2>
                <Facts
                  items={[
                    [t.columns.loanCount, t.card.books(s.loanCount)],
                    [t.columns.overdueCount, t.card.books(s.overdueCount)],
                    [t.columns.rsvtCount, t.card.books(s.rsvtCount)],
                    [t.columns.yearLoanCount, t.card.books(s.yearLoanCount)],
                  ]}
                />
                {s.loans.length ? (
                  <ul className="lib-item__facts" aria-label={t.columns.currentLoans}>
                    {s.loans.map((loan) => (
                      <li key={`${loan.title}-${loan.loanDate}`}>
                        <span lang="ko">{loan.title}</span> ({t.columns.dueDate} {loan.dueDate}
                        {loan.overdueYn === 'Y' ? `, ${t.classList.overdueMark}` : ''})
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="lib-empty">{t.classList.empty}</p>
      )}
      {list.data ? (
        <Pagination
          page={filter.page}
          totalPage={list.data.totalPage}
          onPage={(page) => setFilter({ ...filter, page })}
          label={t.classList.title}
        />
      ) : null}
    </section>
  );
}
