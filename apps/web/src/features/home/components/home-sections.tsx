import { HOME_SECTION_SIZES } from '@reading/contract/main/home-section-sizes';
import { Link } from 'react-router';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { homeMessages } from '../../../messages/home.ts';
import { ko } from '../../../messages/ko.ts';
import { useHomeSections } from '../api/get-home-sections.ts';
import { BookList, BookListPlaceholder, bookDetailHref } from './book-list.tsx';
import './home-sections.css';

function SectionHead({ id, title, note, more }: { id: string; title: string; note?: string; more?: string }) {
  return (
    <div className="home-section__head">
      <div>
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        {note ? <p className="home-section__note">{note}</p> : null}
      </div>
      {more ? (
        <Link className="home-section__more" to={more}>
          {homeMessages.sections.more}
          <span className="visually-hidden"> {title}</span>
        </Link>
      ) : null}
    </div>
  );
}

/**
 * While the sections load, placeholders hold the room of a full answer (the sizes the server fills), so
 * the answer does not push the rest of the page down (decision 027).
 */
const {
  books: PLACEHOLDER_BOOKS,
  notices: PLACEHOLDER_NOTICES,
  newArrivalsShown: NEW_ARRIVALS_SHOWN,
} = HOME_SECTION_SIZES;

function PlaceholderRows({
  count,
  list,
  row,
  lines,
}: {
  count: number;
  list: string;
  row: string;
  lines: string[];
}) {
  return (
    <ul className={list} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <li key={index} className={row}>
          {lines.map((line) => (
            <span key={line} className={`${line} placeholder-line`}>
              {'\u00a0'}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** The home tab's sections: popular books, new arrivals, latest notices (from the server's seeded data). */
export function HomeSections() {
  const site = useSite();
  const { basePath } = site;
  const { data, isError } = useHomeSections(site.level?.code ?? null);
  if (isError) return <StatusMessage variant="section" title={homeMessages.sections.loadFailed} />;
  const level = site.level?.code;
  const popularNote =
    level === '01'
      ? homeMessages.sections.popularBooksChildrenNote
      : level === '02' || level === '03'
        ? homeMessages.sections.popularBooksTeenNote
        : homeMessages.sections.popularBooksNote;
  return (
    <div className="home-sections" aria-busy={data ? undefined : true}>
      {data ? null : (
        <p className="visually-hidden" role="status">
          {ko.common.loading}
        </p>
      )}
      <section className="home-section" aria-labelledby="home-popular">
        <SectionHead
          id="home-popular"
          title={homeMessages.sections.popularBooks}
          note={popularNote}
          more={hrefFor('PopularCuration', { basePath })}
        />
        {data ? (
          <BookList books={data.popularBooks} ranked basePath={basePath} />
        ) : (
          <BookListPlaceholder count={PLACEHOLDER_BOOKS} ranked />
        )}
      </section>
      <div className="home-sections__pair">
        <section className="home-section" aria-labelledby="home-new">
          <SectionHead
            id="home-new"
            title={homeMessages.sections.newArrivals}
            note={homeMessages.sections.newArrivalsNote}
            more={hrefFor('AccessionCuration', { basePath })}
          />
          {data ? (
            <ul className="home-new">
              {data.newArrivals.slice(0, NEW_ARRIVALS_SHOWN).map((book) => (
                <li key={book.bookKey} className="home-new__item">
                  <Link to={bookDetailHref(basePath, book.bookKey)} className="home-new__title" lang="ko">
                    {book.title}
                  </Link>
                  <span className="home-new__meta" lang="ko">
                    {[book.author, book.publisher, book.pubYear].filter(Boolean).join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <PlaceholderRows
              count={NEW_ARRIVALS_SHOWN}
              list="home-new"
              row="home-new__item"
              lines={['home-new__title', 'home-new__meta']}
            />
          )}
        </section>
        <section className="home-section" aria-labelledby="home-notices">
          <SectionHead
            id="home-notices"
            title={homeMessages.sections.notices}
            more={hrefFor('Notice', { basePath })}
          />
          {!data ? (
            <PlaceholderRows
              count={PLACEHOLDER_NOTICES}
              list="home-notices"
              row="home-notices__item"
              lines={['home-notices__link', 'home-notices__date']}
            />
          ) : data.notices.length === 0 ? (
            <p className="home-section__note">{homeMessages.sections.noNotices}</p>
          ) : (
            <ul className="home-notices">
              {data.notices.map((notice) => (
                <li key={notice.noticeKey} className="home-notices__item">
                  <Link
                    className="home-notices__link"
                    lang="ko"
                    to={hrefFor('NoticeDetail', {
                      basePath,
                      search: { noticeKey: String(notice.noticeKey) },
                    })}
                  >
                    {notice.title}
                  </Link>
                  <time className="home-notices__date" dateTime={notice.regDate}>
                    {notice.regDate.replaceAll('-', '.')}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
