import { REGIONS } from '@reading/contract/codes/regions';
import { SCHOOL_LEVELS } from '@reading/contract/codes/school-levels';
import { CURATION_PERIODS, type CurationPeriod } from '@reading/contract/curation/curation';
import { useId, useState } from 'react';
import { Chart } from '../../../components/chart/chart.tsx';
import { formatNumber } from '../../../lib/locale.ts';
import { curationMessages as t } from '../../../messages/curation.ts';
import { useReadingStatistics } from '../api/curation-api.ts';
import { kdcName } from './code-names.ts';
import { mainTitle } from './curation-books.tsx';
import { ListState } from './list-states.tsx';
import './curation.css';
import './curation-forms.css';

const s = t.statistics;
type Figure = { key: string; label: string; loans: number };

/**
 * The rows' names in the reader's language (decision 210): regions, school levels and KDC classes by their
 * codes (the server names them in Korean); books and schools are data.
 */
const regionOf = (f: Figure) => REGIONS.find((r) => r.code === f.key)?.name ?? f.label;
const levelOf = (f: Figure) => SCHOOL_LEVELS.find((l) => l.code === f.key)?.name ?? s.otherLevel;
const classOf = (f: Figure) => (f.key === '-' ? s.unclassified : kdcName(f.key));

/**
 * Reading statistics from the service's loans: by month, region, school level and KDC class, the top
 * books and schools, each a chart with its table (decision 083). `compact` (the home tab) shows the
 * month and class charts only.
 */
export function ReadingStatisticsPanel({
  compact = false,
  headingLevel = 2,
}: {
  compact?: boolean;
  headingLevel?: 1 | 2;
}) {
  const [period, setPeriod] = useState<CurationPeriod>('year');
  const periodId = useId();
  const stats = useReadingStatistics(period);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const series = [{ key: 'loans', label: s.loans }];
  const rows = (figures: Figure[], name: (f: Figure) => string = (f) => f.label) =>
    figures.map((f) => ({ label: name(f), loans: f.loans }));
  return (
    <section className="curation-stats" aria-labelledby="curation-stats-title">
      <div className="curation-stats__head">
        <Heading
          id="curation-stats-title"
          className={headingLevel === 1 ? 'curation__title' : 'curation__subtitle'}
        >
          {s.heading}
        </Heading>
        <div className="curation-filter">
          <label htmlFor={periodId}>{t.filters.period}</label>
          <select id={periodId} value={period} onChange={(e) => setPeriod(e.target.value as CurationPeriod)}>
            {CURATION_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t.filters.periods[p]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="curation__note">{s.note}</p>
      <ListState error={stats.error} loading={stats.isPending} />
      {stats.data ? (
        <>
          <p className="curation-stats__total">
            {s.total} <strong>{formatNumber(stats.data.totalLoans)}</strong>
            {s.unit}
          </p>
          <div className="curation-stats__grid">
            <Chart
              title={s.byMonth}
              kind="line"
              data={rows(stats.data.byMonth)}
              categoryKey="label"
              categoryLabel={s.month}
              series={series}
              unit={s.loanCount}
            />
            <Chart
              title={s.byKdcClass}
              kind="bar"
              data={rows(stats.data.byKdcClass, classOf)}
              categoryKey="label"
              categoryLabel={s.kdcClass}
              series={series}
              unit={s.loanCount}
            />
            {compact ? null : (
              <>
                <Chart
                  title={s.byRegion}
                  kind="bar"
                  data={rows(stats.data.byRegion, regionOf)}
                  categoryKey="label"
                  categoryLabel={s.region}
                  series={series}
                  unit={s.loanCount}
                />
                <Chart
                  title={s.bySchoolLevel}
                  kind="pie"
                  data={rows(stats.data.bySchoolLevel, levelOf)}
                  categoryKey="label"
                  categoryLabel={s.level}
                  series={series}
                  unit={s.loanCount}
                />
                <Chart
                  title={s.topBooks}
                  kind="bar"
                  horizontal
                  data={rows(stats.data.topBooks, (f) => mainTitle(f.label))}
                  categoryKey="label"
                  categoryLabel={s.book}
                  series={series}
                  unit={s.loanCount}
                  dataCategories
                />
                <Chart
                  title={s.topSchools}
                  kind="bar"
                  horizontal
                  data={rows(stats.data.topSchools)}
                  categoryKey="label"
                  categoryLabel={s.school}
                  series={series}
                  unit={s.loanCount}
                  dataCategories
                />
              </>
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}

/** The statistics page (ReadingStatistics). */
export function ReadingStatisticsPage() {
  return (
    <div className="container curation">
      <ReadingStatisticsPanel headingLevel={1} />
    </div>
  );
}
