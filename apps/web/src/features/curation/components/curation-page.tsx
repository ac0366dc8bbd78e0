import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hrefFor, type RouteName } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { curationMessages as t } from '../../../messages/curation.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import './curation.css';
import './curation-forms.css';

const TABS: RouteName[] = [
  'PopularCuration',
  'AccessionCuration',
  'CenterCuration',
  'StudentCuration',
  'ParticipationCustomizedCuration',
];

/** The recommended-books frame: the section's tabs (links to each list), the page heading and a note. */
export function CurationPage({
  route,
  title,
  note,
  children,
}: {
  route: RouteName;
  title: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  const { basePath } = useSite();
  return (
    <section className="container curation" aria-labelledby="curation-title">
      <nav className="curation__tabs" aria-label={t.tabsLabel}>
        {TABS.map((name) => (
          <Link
            key={name}
            to={hrefFor(name, { basePath })}
            aria-current={name === route ? 'page' : undefined}
            className="curation__tab"
          >
            {ROUTE_TITLES[name as keyof typeof ROUTE_TITLES]}
          </Link>
        ))}
      </nav>
      <h1 id="curation-title" className="curation__title">
        {title}
      </h1>
      {note ? <p className="curation__note">{note}</p> : null}
      {children}
    </section>
  );
}
