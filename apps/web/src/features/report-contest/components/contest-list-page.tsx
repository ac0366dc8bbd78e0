import {
  REPORT_AWARDS,
  REPORT_CONTEST_STATUS_NAMES,
  type ReportContest,
} from '@reading/contract/activities/report-contest';
import { useState } from 'react';
import { Link } from 'react-router';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PagedTable, type PagedTableColumn } from '../../../components/ui/paged-table.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { reportContestMessages as t } from '../../../messages/report-contest.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { useMyReadingContest, useReportContestList } from '../api/report-contest.ts';
import './report-contest.css';

export const isTeacher = (memberTypeCode: string | null | undefined) =>
  memberTypeCode === '02' || memberTypeCode === '03';

export function ContestStatus({ statusCode }: { statusCode: string }) {
  return (
    <span className={`report-status report-status--${statusCode}`}>
      {t.codes.statuses[statusCode] ?? REPORT_CONTEST_STATUS_NAMES[statusCode] ?? statusCode}
    </span>
  );
}

/** An award's name in the reader's language (decision 210): by its code, else the server's name. */
export const awardName = (code: string | null, name: string | null) =>
  (code && (t.codes.awards[code] ?? REPORT_AWARDS[code])) || name;

/** The columns of a contest list (the school's, or a teacher's own on MyContestManage). */
export function useContestColumns(): PagedTableColumn<ReportContest>[] {
  const { basePath } = useSite();
  return [
    {
      label: t.columns.title,
      cell: (c) => (
        <Link
          to={hrefFor('readingContestDetail', { basePath, search: { contestKey: String(c.contestKey) } })}
          lang="ko"
        >
          {c.title}
        </Link>
      ),
    },
    {
      label: t.columns.scope,
      cell: (c) => (
        <span className={c.nationwideYn === 'Y' ? 'report-scope report-scope--nation' : 'report-scope'}>
          {c.nationwideYn === 'Y' ? (
            t.nationwide
          ) : c.schName ? (
            <span lang="ko">{c.schName}</span>
          ) : (
            t.ourSchool
          )}
        </span>
      ),
    },
    { label: t.columns.period, cell: (c) => t.period(c.startDate, c.endDate) },
    { label: t.columns.target, cell: (c) => t.target(c.targetGrade) },
    { label: t.columns.status, cell: (c) => <ContestStatus statusCode={c.statusCode} /> },
    { label: t.columns.entries, cell: (c) => t.entries(c.entryCount) },
  ];
}

/** readingReportContest: the school's reading-report contests, the latest period first. */
export function ReportContestListPage() {
  const session = useSession();
  const { basePath } = useSite();
  const [pageIndex, setPageIndex] = useState(1);
  const list = useReportContestList(pageIndex, Boolean(session));
  // Teachers open their school's contests, the operator nationwide ones (decision 138).
  const mine = useMyReadingContest(Boolean(session) && session?.memberTypeCode !== '01');
  const columns = useContestColumns();
  return (
    <CommunityPage
      title={ROUTE_TITLES.readingReportContest}
      lead={t.listLead}
      actions={
        mine.data?.openScope ? (
          <ButtonLink to={hrefFor('MyContestManage', { basePath })}>{t.open}</ButtonLink>
        ) : null
      }
    >
      <PagedTable
        query={list}
        columns={columns}
        rowKey={(c) => c.contestKey}
        caption={ROUTE_TITLES.readingReportContest}
        onPage={setPageIndex}
        className="report-table"
        messages={t}
      />
    </CommunityPage>
  );
}
