import { gradesOf } from '@reading/contract/codes/school-levels';
import { MARATHON_TYPES, PROGRESS_STATUSES } from '@reading/contract/marathon/codes';
import type { MarathonSummary } from '@reading/contract/marathon/marathon';
import { useState } from 'react';
import { Link } from 'react-router';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { currentSiteLevel, useSite } from '../../../lib/site.ts';
import { marathonMessages as t } from '../../../messages/marathon.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { type SchoolListQuery, useRecommendMarathons, useSchoolMarathons } from '../api/marathon.ts';
import { goalText, statusName, typeName } from './code-names.ts';
import { Cover, LoginFirst } from './step-parts.tsx';

/** The marathon's status and kind, as small labels. */
export function MarathonTags({
  m,
}: {
  m: Pick<
    MarathonSummary,
    'progressStatus' | 'progressStatusName' | 'readingMarathonTypeCode' | 'readingMarathonTypeName'
  >;
}) {
  return (
    <p className="marathon-card__tags">
      <span className={`marathon-badge marathon-badge--s${m.progressStatus}`}>
        {statusName(m.progressStatus, m.progressStatusName)}
      </span>
      <span className="marathon-badge marathon-badge--type">
        {typeName(m.readingMarathonTypeCode, m.readingMarathonTypeName)}
      </span>
    </p>
  );
}

export function MarathonCard({ marathon: m }: { marathon: MarathonSummary }) {
  const { basePath } = useSite();
  return (
    <li className="marathon-card">
      <Cover imgType={m.imgType} imgKey={m.imgKey} img={m.img} name={m.name} />
      <div className="marathon-card__body">
        <MarathonTags m={m} />
        <h2 className="marathon-card__title">
          <Link
            to={hrefFor('contestMarathonDetail', {
              basePath,
              search: { readingMarathonKey: String(m.readingMarathonKey) },
            })}
            lang="ko"
          >
            {m.name}
          </Link>
        </h2>
        <p className="marathon-muted">{t.period(m.startDate, m.endDate)}</p>
        <p className="marathon-muted">
          {goalText(m)} · {t.targetGrade(m.targetGrade)} · {t.participants(m.participantCount)}
        </p>
        <p className="marathon-muted" lang="ko">
          {t.by(m.schoolName, m.makerName)}
        </p>
        {m.myProgressRate !== null ? (
          <ProgressBar rate={m.myProgressRate} label={t.myRate(m.myProgressRate)} />
        ) : null}
        {m.myMakeYN === 'Y' ? <p className="marathon-badge marathon-badge--mine">{t.made}</p> : null}
      </div>
    </li>
  );
}

export function ProgressBar({ rate, label }: { rate: number; label: string }) {
  return (
    <div className="marathon-progress">
      <span className="marathon-progress__label">{label}</span>
      <progress max={100} value={rate} aria-label={label} />
    </div>
  );
}

function Cards({ list }: { list: MarathonSummary[] }) {
  return (
    <ul className="marathon-cards">
      {list.map((m) => (
        <MarathonCard key={m.readingMarathonKey} marathon={m} />
      ))}
    </ul>
  );
}

/** A page of marathon cards with its states (loading, error, empty) and the pages below. */
function ListPage({
  list,
  pageIndex,
  onPage,
  empty,
}: {
  list: ReturnType<typeof useRecommendMarathons>;
  pageIndex: number;
  onPage: (page: number) => void;
  empty: string;
}) {
  if (list.isPending) return <BoardLoading />;
  if (list.isError) return <BoardError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <StatusMessage variant="section" icon="missing" title={empty} />;
  return (
    <>
      <Cards list={list.data.list} />
      <Pagination page={pageIndex} totalPage={list.data.totalPage} onPage={onPage} label={t.pagination} />
    </>
  );
}

type Filters = Omit<SchoolListQuery, 'pageIndex'>;

/** contestMarathon: the school's marathons, 4 a page, with the spec's filters and my made/joined tabs. */
export function SchoolMarathonPage() {
  const session = useSession();
  const { basePath } = useSite();
  return (
    <CommunityPage
      title={ROUTE_TITLES.contestMarathon}
      lead={t.lead}
      actions={
        session?.schKey ? (
          <ButtonLink to={hrefFor('CreateMarathonStep1', { basePath })}>{t.create}</ButtonLink>
        ) : null
      }
    >
      {session ? <SchoolList /> : <LoginFirst />}
    </CommunityPage>
  );
}

function SchoolList() {
  const [pageIndex, setPageIndex] = useState(1);
  const [filters, setFilters] = useState<Filters>({ myMakeYN: 'N', myJoinYN: 'N' });
  const list = useSchoolMarathons({ ...filters, pageIndex }, true);
  const tab = filters.myMakeYN === 'Y' ? 'made' : filters.myJoinYN === 'Y' ? 'joined' : 'all';
  const choose = (next: Filters) => {
    setFilters(next);
    setPageIndex(1);
  };
  return (
    <>
      <nav className="marathon-tabs" aria-label={t.tabsLabel}>
        {(['all', 'made', 'joined'] as const).map((id) => (
          <Button
            key={id}
            variant={tab === id ? 'primary' : 'secondary'}
            aria-pressed={tab === id}
            onClick={() =>
              choose({
                ...filters,
                myMakeYN: id === 'made' ? 'Y' : 'N',
                myJoinYN: id === 'joined' ? 'Y' : 'N',
              })
            }
          >
            {t.tabs[id]}
          </Button>
        ))}
      </nav>
      <FilterForm filters={filters} onSearch={(f) => choose({ ...filters, ...f })} />
      <ListPage list={list} pageIndex={pageIndex} onPage={setPageIndex} empty={t.empty} />
    </>
  );
}

type SelectFilter = 'progressStatus' | 'readingMarathonTypeCode' | 'targetGrade';

/** One filter of the list: "전체" or one of the codes. */
function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: readonly { code: string; name: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(c) => (
        <select {...c} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t.filters.any}</option>
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function FilterForm({ filters, onSearch }: { filters: Filters; onSearch: (f: Filters) => void }) {
  const [draft, setDraft] = useState<Filters>(filters);
  const set = (key: keyof Filters, value: string) => setDraft({ ...draft, [key]: value || undefined });
  const named = (list: readonly { code: string }[], name: (code: string) => string) =>
    list.map((c) => ({ code: c.code, name: name(c.code) }));
  // The grades of the site's level: high and middle schools 1–3, elementary 1–6 (issue 36).
  const grades = gradesOf(currentSiteLevel()).map((g) => ({ code: String(g) }));
  const selects: [SelectFilter, string, readonly { code: string; name: string }[]][] = [
    ['progressStatus', t.filters.status, named(PROGRESS_STATUSES, (code) => statusName(code))],
    ['readingMarathonTypeCode', t.filters.type, named(MARATHON_TYPES, (code) => typeName(code))],
    ['targetGrade', t.filters.grade, named(grades, (code) => t.targetGrade(Number(code)))],
  ];
  return (
    <form
      className="marathon-filters"
      aria-label={t.filters.label}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft);
      }}
    >
      {selects.map(([key, label, options]) => (
        <FilterSelect
          key={key}
          label={label}
          value={draft[key]}
          options={options}
          onChange={(v) => set(key, v)}
        />
      ))}
      <Field label={t.filters.name}>
        {(c) => (
          <input
            {...c}
            type="search"
            value={draft.contestName ?? ''}
            onChange={(e) => set('contestName', e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" variant="secondary">
        {t.filters.search}
      </Button>
    </form>
  );
}

/** ReadingMarathon: nationwide marathons still open, the most joined first. */
export function RecommendMarathonPage() {
  const [pageIndex, setPageIndex] = useState(1);
  const list = useRecommendMarathons(pageIndex);
  return (
    <CommunityPage title={ROUTE_TITLES.ReadingMarathon} lead={t.recommendLead}>
      <ListPage list={list} pageIndex={pageIndex} onPage={setPageIndex} empty={t.emptyRecommend} />
    </CommunityPage>
  );
}
