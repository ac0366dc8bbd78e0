import { BOOK_LIST_TYPES, type BookListType } from '@reading/contract/activities/codes';
import { NavLink } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { activityMessages as t } from '../../../messages/reading-activities.ts';
import { useBookChoices } from '../api/activities.ts';
import './activities.css';

/** ParticipationContestList/{type} (spec 001 §2.2): the books to write about, by where they come from. */
export function BookChoices({ type }: { type: BookListType }) {
  const { basePath } = useSite();
  const books = useBookChoices(type);
  return (
    <div className="container activities">
      <h1 className="activities__title">{t.books.title}</h1>
      <p className="activities__lead">{t.books.lead}</p>
      <nav aria-label={t.books.tabsLabel}>
        <ul className="activities__types">
          {BOOK_LIST_TYPES.map((item) => (
            <li key={item.type}>
              <NavLink to={hrefFor('ParticipationContestList', { basePath, params: { type: item.type } })}>
                {item.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {books.isPending ? (
        <StatusMessage variant="section" title={t.loading} />
      ) : books.isError ? (
        <StatusMessage variant="section" icon="error" title={t.loadError} />
      ) : books.data.length === 0 ? (
        <StatusMessage variant="section" icon="missing" title={t.books.empty} />
      ) : (
        <ul className="activities__books">
          {books.data.map((book) => (
            <li key={`${book.bookKey}-${book.subjectKey ?? 0}`} className="activities__book">
              <p className="activities__book-title">{book.title}</p>
              <p className="activities__book-meta">
                {[book.author, book.publisher].filter(Boolean).join(' · ')}
              </p>
              <p className="activities__book-meta">{book.note}</p>
              <ButtonLink
                to={hrefFor('contestForm', {
                  basePath,
                  search: {
                    bookKey: String(book.bookKey),
                    bookTitle: book.title,
                    ...(book.subjectKey ? { subjectKey: String(book.subjectKey) } : {}),
                  },
                })}
                aria-label={t.books.write(book.title)}
              >
                {t.form.title}
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
