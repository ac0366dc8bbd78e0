import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useSite } from '../../../lib/site.ts';
import { useServerMessageAlert } from '../../../lib/use-server-message-alert.ts';
import { homeMessages } from '../../../messages/home.ts';
import { ko } from '../../../messages/ko.ts';
import { useHomeSections } from '../api/get-home-sections.ts';
import { BookList } from './book-list.tsx';

/**
 * The category tab: the most-loaned books of each KDC main class. A load error shows the server's
 * message in an alert (spec 001 §8 recommended-book load error) and a note where the lists would be.
 */
export function CategoryBooks() {
  const site = useSite();
  const { data, isError, error } = useHomeSections(site.level?.code ?? null);
  useServerMessageAlert(error);
  if (isError) return <StatusMessage variant="section" title={homeMessages.sections.loadFailed} />;
  if (!data) return <p>{ko.common.loading}</p>;
  return (
    <div className="home-sections">
      <div>
        <h2 className="home-section__title">{homeMessages.categoryBooks.heading}</h2>
        <p className="home-section__note">{homeMessages.categoryBooks.note}</p>
      </div>
      {data.categoryBooks.map((category) => (
        <section
          key={category.classCode}
          className="home-section"
          aria-labelledby={`category-${category.classCode}`}
        >
          <div className="home-section__head">
            <h3 id={`category-${category.classCode}`} className="home-section__title">
              {category.className}
            </h3>
          </div>
          <BookList books={category.books} ranked basePath={site.basePath} />
        </section>
      ))}
    </div>
  );
}
