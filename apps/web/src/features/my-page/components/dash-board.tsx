import { BADGE_TYPES } from '@reading/contract/codes/badge-types';
import type { Dashboard } from '@reading/contract/mypage/dashboard';
import { Link } from 'react-router';
import { Chart } from '../../../components/chart/chart.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { myPageMessages } from '../../../messages/my-page.ts';
import { TodoPanel } from '../../todo/public.ts';
import { useDashboard } from '../api/dashboard.ts';
import { shortDateTime } from './message-box.tsx';
import { MyPageFrame } from './my-page-frame.tsx';

const t = myPageMessages.dashboard;

type Figures = Pick<Dashboard, 'loansByMonth' | 'activitiesByKind'>;

/** An activity's kind by its badge type's code, in the reader's language. */
const kindName = (k: Figures['activitiesByKind'][number]) =>
  BADGE_TYPES.find((b) => b.code === k.badgeTypeCode)?.name ?? k.badgeTypeName;

function LoansChart({ figures, title }: { figures: Figures; title: string }) {
  return (
    <Chart
      title={title}
      kind="bar"
      data={figures.loansByMonth.map((m) => ({ month: t.monthLabel(m.month), loans: m.count }))}
      categoryKey="month"
      categoryLabel={t.month}
      series={[{ key: 'loans', label: t.loans }]}
      unit={t.books}
      height={240}
    />
  );
}

function ActivitiesChart({ figures }: { figures: Figures }) {
  return (
    <Chart
      title={t.activitiesChart}
      kind="bar"
      horizontal
      data={figures.activitiesByKind.map((k) => ({ kind: kindName(k), times: k.count }))}
      categoryKey="kind"
      categoryLabel={t.kind}
      series={[{ key: 'times', label: t.times }]}
      unit={t.timesCount}
      height={300}
    />
  );
}

function Tile({ label, value, to }: { label: string; value: string; to?: string }) {
  return (
    <li className="dash-tile">
      <span className="dash-tile__label">{label}</span>
      {to ? (
        <Link to={to} className="dash-tile__value">
          {value}
        </Link>
      ) : (
        <span className="dash-tile__value">{value}</span>
      )}
    </li>
  );
}

/**
 * DashBoard (spec 000 §2; decision 094): the member's reading this year at a glance: loans per month
 * (a chart with its table), books read, activities by kind, badges, loans due, latest notifications;
 * a teacher's class beside it.
 */
export function DashBoard({ memberKey }: { memberKey: number }) {
  const dashboard = useDashboard(memberKey);
  const { basePath } = useSite();
  const href = (name: Parameters<typeof hrefFor>[0]) => hrefFor(name, { basePath });
  if (dashboard.isPending || dashboard.isError) {
    return (
      <MyPageFrame current="DashBoard" titleId="dashboard-title" title={t.title}>
        {dashboard.isPending ? (
          <StatusMessage variant="section" title={myPageMessages.loading} />
        ) : (
          <StatusMessage variant="section" icon="error" title={myPageMessages.loadError} />
        )}
      </MyPageFrame>
    );
  }
  const d = dashboard.data;
  return (
    <MyPageFrame current="DashBoard" titleId="dashboard-title" title={t.title}>
      <p className="my-page__lead">{t.lead(d.year)}</p>
      <TodoPanel />
      <ul className="dash-tiles">
        <Tile label={t.booksRead} value={t.books(d.booksRead)} />
        <Tile label={t.badges} value={`${d.badgesEarned} / ${d.badgesTotal}`} to={href('MyBadge')} />
        <Tile label={t.shelfBooks} value={t.books(d.bookshelfBookCount)} to={href('BookShelfList')} />
        <Tile label={t.unread} value={t.items(d.unreadNotificationCount)} to={href('MessageManage')} />
        <Tile label={t.unreadMessages} value={t.items(d.unreadMessageCount)} to={href('MessageManage')} />
      </ul>
      <div className="dash-grid">
        <section className="my-page__card" aria-label={t.loansChart(d.year)}>
          <LoansChart figures={d} title={t.loansChart(d.year)} />
          {d.cardLinkedYn === 'N' ? (
            <p className="my-page__lead">
              {t.noCard}{' '}
              <ButtonLink to={href('MembershipUpdate')} variant="secondary">
                {t.linkCard}
              </ButtonLink>
            </p>
          ) : null}
        </section>
        <section className="my-page__card" aria-label={t.activitiesChart}>
          <ActivitiesChart figures={d} />
        </section>
        <section className="my-page__card" aria-labelledby="dash-loans-title">
          <h2 id="dash-loans-title" className="my-page__card-title">
            {t.currentLoans}
          </h2>
          {d.currentLoans.length === 0 ? (
            <p className="my-page__lead">{t.noLoans}</p>
          ) : (
            <ul className="dash-list" data-testid="dash-current-loans">
              {d.currentLoans.map((l) => (
                <li key={l.loanKey}>
                  <strong lang="ko">{l.title}</strong>
                  <span>
                    {t.due(l.dueDate)}
                    {l.overdueYn === 'Y' ? (
                      <span className="badge-chip badge-chip--danger"> {t.overdue}</span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Link to={href('MyLibraryStatus')}>{t.more}</Link>
        </section>
        <section className="my-page__card" aria-labelledby="dash-latest-title">
          <h2 id="dash-latest-title" className="my-page__card-title">
            {t.latest}
          </h2>
          {d.latestNotifications.length === 0 ? (
            <p className="my-page__lead">{t.noNotifications}</p>
          ) : (
            <ul className="dash-list">
              {d.latestNotifications.map((n) => (
                <li key={n.notificationKey}>
                  <strong lang="ko">{n.title}</strong>
                  <span>{shortDateTime(n.regDate)}</span>
                </li>
              ))}
            </ul>
          )}
          <Link to={href('MessageManage')}>{t.more}</Link>
        </section>
      </div>
      {d.classFigures ? (
        <section className="my-page__card" aria-labelledby="dash-class-title">
          <h2 id="dash-class-title" className="my-page__card-title">
            {markData(t.classTitle, d.classFigures.className)}
          </h2>
          <ul className="dash-tiles">
            <Tile
              label={t.classStudents(d.classFigures.studentCount)}
              value={t.books(d.classFigures.booksRead)}
            />
            <Tile label={t.badges} value={t.badgeCount(d.classFigures.badgesEarned)} />
          </ul>
          <div className="dash-grid">
            <LoansChart figures={d.classFigures} title={t.classLoansChart(d.year)} />
            <ActivitiesChart figures={d.classFigures} />
          </div>
        </section>
      ) : null}
    </MyPageFrame>
  );
}
