import { REGIONS } from '@reading/contract/codes/regions';
import { CURATION_PERIODS, type CurationPeriod } from '@reading/contract/curation/curation';
import { useId } from 'react';
import { useSession } from '../../../lib/session-store.ts';
import { curationMessages as t } from '../../../messages/curation.ts';
import { useAccessionList } from '../api/curation-api.ts';
import { CurationBooks } from './curation-books.tsx';
import { CurationPage } from './curation-page.tsx';
import { ListPages, ListState, useListParams } from './list-states.tsx';

const PAGE_SIZE = 10;

/** AccessionCuration: books newly accessioned at my school (the default for a member), a region or everywhere. */
export function AccessionCurationPage() {
  const session = useSession();
  const { params, set, pageIndex } = useListParams();
  const periodId = useId();
  const regionId = useId();
  const f = t.filters;
  const mine = session?.schKey ? params.get('mySchoolYn') !== 'N' : false;
  const query = {
    period: (params.get('period') ?? 'month') as CurationPeriod,
    provCode: (params.get('provCode') || undefined) as never,
    mySchoolYn: (mine ? 'Y' : 'N') as 'Y' | 'N',
    pageIndex,
    pageSize: PAGE_SIZE,
  };
  const list = useAccessionList(query, session?.token ?? null);
  return (
    <CurationPage route="AccessionCuration" title={t.accession.heading} note={t.accession.note}>
      <fieldset className="curation-filters">
        <legend className="visually-hidden">{f.legend}</legend>
        <div className="curation-filter">
          <label htmlFor={periodId}>{f.period}</label>
          <select id={periodId} value={query.period} onChange={(e) => set('period', e.target.value)}>
            {CURATION_PERIODS.map((p) => (
              <option key={p} value={p}>
                {f.periods[p]}
              </option>
            ))}
          </select>
        </div>
        <div className="curation-filter">
          <label htmlFor={regionId}>{f.region}</label>
          <select
            id={regionId}
            value={params.get('provCode') ?? ''}
            disabled={mine}
            onChange={(e) => set('provCode', e.target.value)}
          >
            {REGIONS.map((r) => (
              <option key={r.code} value={r.code === 'A10' ? '' : r.code}>
                {r.code === 'A10' ? f.regionAll : r.name}
              </option>
            ))}
          </select>
        </div>
        {session?.schKey ? (
          <label className="curation-filter curation-filter--check">
            <input
              type="checkbox"
              checked={mine}
              onChange={(e) => set('mySchoolYn', e.target.checked ? '' : 'N')}
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
            countLabel={(b) =>
              [b.accessionDate ? t.arrived(b.accessionDate) : null, b.count ? t.arrivedCopies(b.count) : null]
                .filter(Boolean)
                .join(' · ') || null
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
