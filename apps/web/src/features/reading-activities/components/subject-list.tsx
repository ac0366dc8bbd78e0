import type { ActivitySubject } from '@reading/contract/activities/activities';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { activityMessages as t } from '../../../messages/reading-activities.ts';
import { writeHref } from './write-href.ts';

const s = t.subjects;

/** One assignment as a card: title, target, due day, teacher, theme and book; `actions` below. */
export function SubjectCard({ subject, actions }: { subject: ActivitySubject; actions: ReactNode }) {
  return (
    <li className="activities__book subject-card">
      <p className="activities__book-title" lang="ko">
        {subject.title}
      </p>
      <p className="activities__book-meta">
        {s.target(subject.targetGrade, subject.targetClass)} · {s.due(subject.dueDate)} ·{' '}
        {markData(s.teacher, subject.teacherName)}
      </p>
      {subject.theme ? (
        <p className="subject-card__theme" lang="ko">
          {subject.theme}
        </p>
      ) : null}
      <p className="activities__book-meta">
        {subject.bookTitle ? markData(s.book, subject.bookTitle) : s.freeBook}
      </p>
      <div className="activity-form__actions subject-card__actions">{actions}</div>
    </li>
  );
}

/** Assignments as cards with their states (loading, error, none), each with the actions `actionsOf` gives. */
export function SubjectCards({
  query,
  empty,
  actionsOf,
}: {
  query: UseQueryResult<ActivitySubject[]>;
  empty: string;
  actionsOf: (subject: ActivitySubject) => ReactNode;
}) {
  if (query.isPending) return <StatusMessage variant="section" title={t.loading} />;
  if (query.isError) return <StatusMessage variant="section" icon="error" title={t.loadError} />;
  if (query.data.length === 0) return <StatusMessage variant="section" icon="missing" title={empty} />;
  return (
    <ul className="activities__books">
      {query.data.map((subject) => (
        <SubjectCard key={subject.subjectKey} subject={subject} actions={actionsOf(subject)} />
      ))}
    </ul>
  );
}

/**
 * ParticipationContestList/subjectBooks (decision 137): the assignments of the student's grade and class
 * (the server filters them), each with a way to write for it — straight to the form with the
 * assignment's book, or to the catalogue search keeping the assignment when it leaves the book open.
 */
export function SubjectList({ query }: { query: UseQueryResult<ActivitySubject[]> }) {
  const { basePath } = useSite();
  return (
    <section aria-labelledby="subject-list-title" className="activities">
      <h2 id="subject-list-title" className="activities__subtitle">
        {s.title}
      </h2>
      <p className="activities__lead">{s.lead}</p>
      <SubjectCards
        query={query}
        empty={s.empty}
        actionsOf={(subject) => (
          <ButtonLink
            to={
              subject.bookKey
                ? writeHref(
                    basePath,
                    { bookKey: subject.bookKey, title: subject.bookTitle ?? '' },
                    subject.subjectKey,
                  )
                : hrefFor('ParticipationContestList', {
                    basePath,
                    params: { type: 'searchBooks' },
                    search: { subjectKey: String(subject.subjectKey) },
                  })
            }
          >
            <span className="visually-hidden">
              {markData(
                (title) => s.writeLabel(subject.bookKey ? s.write : s.chooseBook, title),
                subject.title,
              )}
            </span>
            <span aria-hidden="true">{subject.bookKey ? s.write : s.chooseBook}</span>
          </ButtonLink>
        )}
      />
    </section>
  );
}
