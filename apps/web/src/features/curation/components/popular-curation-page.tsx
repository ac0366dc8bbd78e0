import { REGIONS } from '@reading/contract/codes/regions';
import { gradesOf, SCHOOL_LEVELS } from '@reading/contract/codes/school-levels';
import { CURATION_PERIODS, type CurationPeriod } from '@reading/contract/curation/curation';
import { useId } from 'react';
import { formatNumber } from '../../../lib/locale.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { curationMessages as t } from '../../../messages/curation.ts';
import { usePopularList } from '../api/curation-api.ts';
import { CurationBooks, loansLabel } from './curation-books.tsx';
import { CurationPage } from './curation-page.tsx';
import { ListPages, ListState, useListParams } from './list-states.tsx';

const PAGE_SIZE = 10;

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
}) {
  const id = useId();
  return (
    <div className="curation-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * PopularCuration: the most borrowed books by school level, grade, gender, period, region and my
 * school; the filters live in the address so a list can be shared and the back button works.
 */
export function PopularCurationPage() {
  const session = useSession();
  const site = useSite();
  const { params, set, pageIndex } = useListParams();
  const f = t.filters;
  const level = params.get('schLevelCode') ?? site.level?.code ?? '';
  const query = {
    schLevelCode: (level || undefined) as '01' | '02' | '03' | undefined,
    grade: params.get('grade') ? Number(params.get('grade')) : undefined,
    gender: (params.get('gender') || undefined) as 'male' | 'female' | undefined,
    period: (params.get('period') ?? 'year') as CurationPeriod,
    provCode: (params.get('provCode') || undefined) as never,
    mySchoolYn: (params.get('mySchoolYn') === 'Y' && session ? 'Y' : 'N') as 'Y' | 'N',
    pageIndex,
    pageSize: PAGE_SIZE,
  };
  const list = usePopularList(query, session?.token ?? null);
  const grades = gradesOf(level);
  return (
    <CurationPage
      route="PopularCuration"
      title={t.popular.heading}
      note={list.data?.source === 'rankings' ? t.popular.fromRankings : t.popular.fromLoans}
    >
      <fieldset className="curation-filters">
        <legend className="visually-hidden">{f.legend}</legend>
        <Select
          label={f.level}
          value={level}
          onChange={(v) => set('schLevelCode', v)}
          options={[['', f.levelAll], ...SCHOOL_LEVELS.map((l) => [l.code, l.name] as const)]}
        />
        <Select
          label={f.grade}
          value={params.get('grade') ?? ''}
          onChange={(v) => set('grade', v)}
          options={[['', f.gradeAll], ...grades.map((g) => [String(g), f.gradeN(g)] as const)]}
        />
        <Select
          label={f.gender}
          value={params.get('gender') ?? ''}
          onChange={(v) => set('gender', v)}
          options={[
            ['', f.genderAll],
            ['female', f.female],
            ['male', f.male],
          ]}
        />
        <Select
          label={f.period}
          value={query.period}
          onChange={(v) => set('period', v)}
          options={CURATION_PERIODS.map((p) => [p, f.periods[p]] as const)}
        />
        <Select
          label={f.region}
          value={params.get('provCode') ?? ''}
          onChange={(v) => set('provCode', v)}
          options={REGIONS.map(
            (r) => [r.code === 'A10' ? '' : r.code, r.code === 'A10' ? f.regionAll : r.name] as const,
          )}
        />
        {session?.schKey ? (
          <label className="curation-filter curation-filter--check">
            <input
              type="checkbox"
              checked={query.mySchoolYn === 'Y'}
              onChange={(e) => set('mySchoolYn', e.target.checked ? 'Y' : '')}
            />
            {f.mySchool}
          </label>
        ) : null}
      </fieldset>
      <ListState error={list.error} loading={list.isPending} />
      {list.data ? (
        <>
          <CurationBooks
            books={list.data.list}
            schoolName={list.data.schoolName}
            ranked
            countLabel={(b) =>
              list.data?.source === 'rankings'
                ? b.count === null
                  ? null
                  : t.rankingLoans(formatNumber(b.count))
                : loansLabel(b)
            }
          />
          <ListPages
            page={query.pageIndex}
            totalCount={list.data.totalCount}
            pageSize={PAGE_SIZE}
            onPage={(p) => set('pageIndex', String(p))}
          />
        </>
      ) : null}
    </CurationPage>
  );
}
