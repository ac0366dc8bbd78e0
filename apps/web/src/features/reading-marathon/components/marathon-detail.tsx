import type { MarathonDetail } from '@reading/contract/marathon/marathon';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { Chart } from '../../../components/chart/chart.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { hrefFor, type RouteName } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { koreaDate } from '../../../lib/dates.ts';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { plainMessage } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { marathonMessages as t } from '../../../messages/marathon.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import {
  deleteMarathon,
  joinMarathon,
  leaveMarathon,
  marathonKeys,
  useMarathonDetail,
  useMarathonProgress,
} from '../api/marathon.ts';
import { goalText, privacyName } from './code-names.ts';
import { MarathonTags, ProgressBar } from './marathon-list.tsx';
import { Cover, LoginFirst } from './step-parts.tsx';

/** A moment as its day in Korea (completion is stored as a timestamp). */
export const day = (iso: string | null) => (iso ? koreaDate(iso) : '');

/** My progress in words and as a bar. */
export function MyProgress({ m }: { m: MarathonDetail }) {
  const p = m.myProgress;
  if (!p) return null;
  const byPages = m.readingMarathonTypeCode === '02' && m.goalUnitCode === '02';
  return (
    <section className="marathon-section" aria-labelledby="my-progress">
      <h2 id="my-progress" className="marathon-subtitle">
        {t.detail.myProgress}
      </h2>
      <ProgressBar rate={p.progressRate} label={`${t.detail.myProgress} ${p.progressRate}%`} />
      <p className="marathon-muted">
        {byPages
          ? t.detail.progressPages(p.readPages, p.goalCount)
          : t.detail.progressBooks(p.readCount, p.goalCount)}
        {p.completedDate ? ` · ${t.detail.completed(day(p.completedDate))}` : ''}
      </p>
    </section>
  );
}

/**
 * A page about one marathon (readingMarathonKey in the address): login first, then the marathon the member
 * may see, or '독서마라톤을 찾을 수 없습니다.'. The detail and the diary pages are built in it.
 */
export function MarathonFrame({
  title,
  width = 'wide',
  children,
}: {
  title: string;
  width?: 'wide' | 'narrow';
  children: (m: MarathonDetail, search: URLSearchParams) => ReactNode;
}) {
  const session = useSession();
  const [search] = useSearchParams();
  const key = keyParam(search, 'readingMarathonKey');
  const detail = useMarathonDetail(session ? key : null);
  return (
    <CommunityPage title={title} width={width}>
      {!session ? (
        <LoginFirst />
      ) : key === null || detail.isError ? (
        <p className="board-state">{t.notFound}</p>
      ) : detail.isPending ? (
        <BoardLoading />
      ) : (
        children(detail.data, search)
      )}
    </CommunityPage>
  );
}

/** contestMarathonDetail?readingMarathonKey=: the marathon, joining, my progress, the maker's table and chart. */
export function MarathonDetailPage() {
  return <MarathonFrame title={ROUTE_TITLES.contestMarathonDetail}>{(m) => <Detail m={m} />}</MarathonFrame>;
}

function Detail({ m }: { m: MarathonDetail }) {
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const search = { readingMarathonKey: String(m.readingMarathonKey) };
  const link = (name: RouteName) => hrefFor(name, { basePath, search });
  async function act(run: () => Promise<{ message: string }>, confirm?: string, after?: () => void) {
    if (confirm && !(await confirmDialog(confirm))) return;
    setBusy(true);
    try {
      const res = await run();
      await queryClient.invalidateQueries({ queryKey: marathonKeys.all });
      await alertDialog(res.message);
      after?.();
    } catch (error) {
      await alertDialog(isApiError(error) ? plainMessage(error.message) : String(error));
    } finally {
      setBusy(false);
    }
  }
  const maker = m.myMakeYN === 'Y';
  const joined = m.myJoinYN === 'Y';
  const facts: [string, ReactNode][] = [
    [t.review.period, t.period(m.startDate, m.endDate)],
    [t.review.goal, goalText(m, m.bookList.length)],
    [t.review.grade, t.targetGrade(m.targetGrade)],
    [t.review.privacy, privacyName(m.privacyBoundCode)],
    [t.review.participants, t.participants(m.participantCount)],
    [
      t.review.keyword,
      m.keyword ? (
        <span key="keyword" lang="ko">
          {m.keyword}
        </span>
      ) : (
        '-'
      ),
    ],
  ];
  return (
    <article className="marathon-detail">
      <header className="marathon-detail__head">
        <Cover imgType={m.imgType} imgKey={m.imgKey} img={m.img} name={m.name} />
        <div className="marathon-detail__intro">
          <MarathonTags m={m} />
          <h2 className="marathon-detail__name" lang="ko">
            {m.name}
          </h2>
          <p className="marathon-muted" lang="ko">
            {t.by(m.schoolName, m.makerName)}
          </p>
          <p className="marathon-detail__summary" lang="ko">
            {m.summary}
          </p>
          <dl className="marathon-facts">
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div className="marathon-actions">
            {!maker && !joined && m.progressStatus !== '03' ? (
              <Button disabled={busy} onClick={() => void act(() => joinMarathon(m.readingMarathonKey))}>
                {t.detail.join}
              </Button>
            ) : null}
            {joined && m.progressStatus === '02' ? (
              <ButtonLink to={link('createReadingDiary')}>{t.detail.writeDiary}</ButtonLink>
            ) : null}
            {joined ? (
              <ButtonLink variant="secondary" to={link('contestMarathonDiary')}>
                {t.detail.diary}
              </ButtonLink>
            ) : null}
            {joined && m.myProgress?.diaryCount === 0 ? (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => void act(() => leaveMarathon(m.readingMarathonKey), t.detail.confirmLeave)}
              >
                {t.detail.leave}
              </Button>
            ) : null}
            {maker && m.editableYn === 'Y' ? (
              <ButtonLink variant="secondary" to={link('editMarathonStep2')}>
                {t.detail.edit}
              </ButtonLink>
            ) : null}
            {maker ? (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  void act(
                    () => deleteMarathon(m.readingMarathonKey),
                    t.detail.confirmRemove,
                    () => navigate(hrefFor('contestMarathon', { basePath })),
                  )
                }
              >
                {t.detail.remove}
              </Button>
            ) : null}
            <ButtonLink variant="secondary" to={hrefFor('contestMarathon', { basePath })}>
              {t.detail.backToList}
            </ButtonLink>
          </div>
        </div>
      </header>
      <MyProgress m={m} />
      {m.bookList.length > 0 ? <BookList m={m} /> : null}
      {maker ? <Participants marathonKey={m.readingMarathonKey} /> : null}
    </article>
  );
}

function BookList({ m }: { m: MarathonDetail }) {
  const { basePath } = useSite();
  return (
    <section className="marathon-section" aria-labelledby="marathon-books">
      <h2 id="marathon-books" className="marathon-subtitle">
        {t.detail.books}
      </h2>
      <ul className="marathon-book-list">
        {m.bookList.map((b) => (
          <li key={b.bookKey}>
            <span className={`marathon-tick${b.readYn === 'Y' ? ' is-read' : ''}`}>
              {b.readYn === 'Y' ? t.detail.read : t.detail.unread}
            </span>
            {m.myJoinYN === 'Y' ? (
              <Link
                to={hrefFor('listOfCreateMarathonDiaryForBook', {
                  basePath,
                  search: { readingMarathonKey: String(m.readingMarathonKey), bookKey: String(b.bookKey) },
                })}
                lang="ko"
              >
                {b.title}
              </Link>
            ) : (
              <span lang="ko">{b.title}</span>
            )}
            <span className="marathon-muted" lang="ko">
              {b.author}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The maker's view of every participant: a table, and a chart with its own table alternative. */
function Participants({ marathonKey }: { marathonKey: number }) {
  const progress = useMarathonProgress(marathonKey, true);
  if (progress.isPending) return <BoardLoading />;
  if (progress.isError) return null;
  const p = progress.data;
  const d = t.detail;
  return (
    <section className="marathon-section" aria-labelledby="marathon-participants">
      <h2 id="marathon-participants" className="marathon-subtitle">
        {d.participants}
      </h2>
      {p.participantList.length === 0 ? (
        <p className="marathon-muted">{d.noParticipants}</p>
      ) : (
        <>
          <p className="marathon-muted">
            {d.summary(p.participantList.length, p.completedCount, p.averageRate)}
          </p>
          <div className="marathon-table-wrap">
            <table className="marathon-table">
              <caption className="visually-hidden">{d.participants}</caption>
              <thead>
                <tr>
                  <th scope="col">{d.name}</th>
                  <th scope="col">{d.classOf}</th>
                  <th scope="col">{d.readCount}</th>
                  <th scope="col">{d.readPages}</th>
                  <th scope="col">{d.diaryCount}</th>
                  <th scope="col">{d.rate}</th>
                  <th scope="col">{d.completedDate}</th>
                </tr>
              </thead>
              <tbody>
                {p.participantList.map((row, i) => (
                  // Another school's participant comes without a key (decision 230): the row's place keys it.
                  <tr key={row.memberKey ?? `masked-${i}`}>
                    <th scope="row" lang="ko">
                      {row.name}
                    </th>
                    <td>{row.grade ? `${row.grade}-${row.classNo ?? ''}` : '-'}</td>
                    <td>{row.readCount}</td>
                    <td>{row.readPages}</td>
                    <td>{row.diaryCount}</td>
                    <td>{row.progressRate}%</td>
                    <td>{day(row.completedDate) || '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Chart
            title={d.chartTitle}
            kind="bar"
            data={p.participantList.map((row) => ({ name: row.name, rate: row.progressRate }))}
            categoryKey="name"
            categoryLabel={d.name}
            series={[{ key: 'rate', label: d.rate }]}
            unit="%"
            horizontal
            dataCategories
          />
        </>
      )}
    </section>
  );
}
