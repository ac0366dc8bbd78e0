import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { homeMessages } from '../../../messages/home.ts';
import { ko } from '../../../messages/ko.ts';
import { useHomeSections } from '../api/get-home-sections.ts';
import './reading-statistics.css';

const numberFormat = new Intl.NumberFormat('ko-KR');

/** The loan statistics (issue 15) come with the chart component, so they load when the tab opens. */
const LoanStatistics = lazy(() =>
  import('../../curation/public.ts').then((m) => ({ default: () => <m.ReadingStatisticsPanel compact /> })),
);

/**
 * The reading-statistics tab, from what exists today: schools, catalogue books and school libraries,
 * and schools per region. Labelled as such: it does not pretend to be reading activity.
 */
export function ReadingStatistics() {
  const site = useSite();
  const { data, isError } = useHomeSections(site.level?.code ?? null);
  if (isError) return <StatusMessage variant="section" title={homeMessages.sections.loadFailed} />;
  if (!data) return <p>{ko.common.loading}</p>;
  const { statistics } = data;
  const max = Math.max(1, ...statistics.regions.map((r) => r.schoolCount));
  const t = homeMessages.statistics;
  return (
    <>
      <Suspense fallback={<p>{ko.common.loading}</p>}>
        <LoanStatistics />
      </Suspense>
      <p>
        <Link to={hrefFor('ReadingStatistics', { basePath: site.basePath })}>{t.more}</Link>
      </p>
      <section className="reading-stats" aria-labelledby="reading-stats-title">
        <h2 id="reading-stats-title" className="home-section__title">
          {t.heading}
        </h2>
        <p className="home-section__note">{t.note}</p>
        <dl className="reading-stats__totals">
          <div className="reading-stats__total">
            <dt>{t.schools}</dt>
            <dd>
              {numberFormat.format(statistics.schoolCount)}
              <span className="reading-stats__unit">{t.unit.schools}</span>
            </dd>
          </div>
          <div className="reading-stats__total">
            <dt>{t.books}</dt>
            <dd>
              {numberFormat.format(statistics.bookCount)}
              <span className="reading-stats__unit">{t.unit.books}</span>
            </dd>
          </div>
          <div className="reading-stats__total">
            <dt>{t.libraries}</dt>
            <dd>
              {numberFormat.format(statistics.libraryCount)}
              <span className="reading-stats__unit">{t.unit.libraries}</span>
            </dd>
          </div>
        </dl>
        <h3 className="reading-stats__subtitle">{t.byRegion}</h3>
        <ul className="reading-stats__regions">
          {statistics.regions.map((region) => (
            <li key={region.provCode} className="reading-stats__region">
              <span className="reading-stats__region-name">{region.name}</span>
              <span className="reading-stats__bar" aria-hidden="true">
                <span
                  className="reading-stats__bar-fill"
                  style={{ width: `${(region.schoolCount / max) * 100}%` }}
                />
              </span>
              <span className="reading-stats__region-count">
                {numberFormat.format(region.schoolCount)}
                {t.unit.schools}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
