import { KDC_CLASSES } from '@reading/contract/search/search';
import { Link } from 'react-router';
import { searchMessages } from '../../../messages/search.ts';

/** Search by topic: the ten KDC main classes, each a result page of that class. */
export function TopicBrowse({ hrefForClass }: { hrefForClass: (code: string) => string }) {
  return (
    <section className="topic-browse" aria-labelledby="topic-browse-title">
      <h2 id="topic-browse-title">{searchMessages.topicTitle}</h2>
      <p>{searchMessages.topicDescription}</p>
      <ul className="topic-browse__list">
        {KDC_CLASSES.map((c) => (
          <li key={c.code}>
            <Link to={hrefForClass(c.code)}>
              <span className="topic-browse__code">{c.code}00</span> {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
