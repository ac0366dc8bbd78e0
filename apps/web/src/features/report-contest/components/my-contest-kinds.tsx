import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { BoardLoading } from '../../../components/board/board-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { reportContestMessages as t } from '../../../messages/report-contest.ts';
import {
  useMyBalanceGames,
  useMyContestCount,
  useMyGoldenBells,
  useMyMarathons,
} from '../api/my-reading-contest.ts';

const PAGE_SIZE = 5;

type Row = { key: number; to: string; title: string; meta: string };

/** One kind's list: loading, error, empty, or a page of rows with the pages below. */
function KindList({
  query,
  rows,
}: {
  query: { isPending: boolean; error: unknown };
  rows: Row[] | undefined;
}) {
  const [page, setPage] = useState(1);
  if (query.isPending) return <BoardLoading />;
  if (query.error || !rows) return <StatusMessage variant="section" icon="error" title={t.loadError} />;
  if (rows.length === 0) return <p className="board-state">{t.mine.none}</p>;
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <>
      <ul className="report-cards">
        {shown.map((r) => (
          <li key={r.key} className="report-card">
            <Link to={r.to} lang="ko">
              {r.title}
            </Link>
            <span className="report-head__meta">{r.meta}</span>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPage={Math.ceil(rows.length / PAGE_SIZE)}
        onPage={setPage}
        label={t.kinds.pages}
      />
    </>
  );
}

/**
 * MyContestManage's tabs (spec 001 §7 myReadingContest; decision 291): the report contests (the page's
 * own panel), and the marathons, golden bells and balance games the member took part in, each with its
 * count from `myReadingContest/count`.
 */
export function MyContestKinds({ reportPanel, enabled }: { reportPanel: ReactNode; enabled: boolean }) {
  const { basePath } = useSite();
  const count = useMyContestCount(enabled).data;
  const marathons = useMyMarathons(enabled);
  const golden = useMyGoldenBells(enabled);
  const games = useMyBalanceGames(enabled);
  const label = (name: string, n: number | undefined) => (n === undefined ? name : t.kinds.counted(name, n));
  return (
    <Tabs
      label={t.kinds.label}
      items={[
        { id: 'report', label: label(t.kinds.report, count?.readingContestCount), panel: reportPanel },
        {
          id: 'marathon',
          label: label(t.kinds.marathon, count?.readingMarathonCount),
          panel: (
            <KindList
              query={marathons}
              rows={marathons.data?.list.map((m) => ({
                key: m.readingMarathonKey,
                to: hrefFor('contestMarathonDetail', {
                  basePath,
                  search: { readingMarathonKey: String(m.readingMarathonKey) },
                }),
                title: m.name,
                meta: `${m.progressStatusName} · ${m.startDate} ~ ${m.endDate}`,
              }))}
            />
          ),
        },
        {
          id: 'golden',
          label: label(t.kinds.goldenBell, count?.readingQuizContestCount),
          panel: (
            <KindList
              query={golden}
              rows={golden.data?.list.map((c) => ({
                key: c.contestKey,
                to: hrefFor('ReadingQuizContestDetailFinish', {
                  basePath,
                  search: { contestKey: String(c.contestKey) },
                }),
                title: c.contestTitle,
                meta: `${t.kinds.correct(c.correctCount)} · ${c.regDate}`,
              }))}
            />
          ),
        },
        {
          id: 'balance',
          label: label(t.kinds.balance, count?.balanceGameCount),
          panel: (
            <KindList
              query={games}
              rows={games.data?.list.map((g) => ({
                key: g.balanceKey,
                to: hrefFor('BalanceDetail', { basePath, search: { balanceKey: String(g.balanceKey) } }),
                title: g.title,
                meta: `${g.bookTitle} · ${t.kinds.votes(g.voteCount)}`,
              }))}
            />
          ),
        },
      ]}
    />
  );
}
