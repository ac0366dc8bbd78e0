import type { ReportContestDetail, ReportEntry } from '@reading/contract/activities/report-contest';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { reportContestMessages as t } from '../../../messages/report-contest.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { submitReport, useMyReports, useReportContest } from '../api/report-contest.ts';
import { contestAction } from './contest-action.ts';
import { awardName, ContestStatus } from './contest-list-page.tsx';
import { JudgePanel } from './judge-panel.tsx';
import './report-contest.css';

/** A student's entry: the one reading report they offer, replaceable while the period runs. */
function SubmitBox({ contest }: { contest: ReportContestDetail }) {
  const session = useSession();
  const { basePath } = useSite();
  const queryClient = useQueryClient();
  const open = contest.statusCode === 'open';
  const reports = useMyReports(session?.memberKey ?? 0, open && Boolean(session?.memberKey));
  const offered = (reports.data?.list ?? []).filter(
    (r) => r.statusCode !== '00' && r.privacyBoundCode !== '05',
  );
  const [choice, setChoice] = useState('');
  const mine = contest.myEntry;
  const send = () => contestAction(queryClient, () => submitReport(contest.contestKey, Number(choice)));
  return (
    <section className="report-box" aria-labelledby="report-submit-title">
      <h2 id="report-submit-title" className="report-box__title">
        {t.submit.title}
      </h2>
      {mine ? (
        <p>
          {markData(t.submit.entered, mine.reportTitle)}
          {contest.statusCode === 'published' ? (
            <strong className="report-result">
              {' '}
              {t.submit.result(awardName(mine.awardCode, mine.awardName), mine.score)}
            </strong>
          ) : null}
        </p>
      ) : null}
      {mine?.judgeComment ? (
        <p className="report-comment" lang="ko">
          {mine.judgeComment}
        </p>
      ) : null}
      {!open ? (
        contest.statusCode === 'published' ? null : (
          <p>{t.submit.notOpen}</p>
        )
      ) : reports.isPending ? (
        <BoardLoading />
      ) : offered.length === 0 ? (
        <StatusMessage variant="section" icon="missing" title={t.submit.noReports}>
          <ButtonLink to={hrefFor('contestForm', { basePath })}>{t.submit.write}</ButtonLink>
        </StatusMessage>
      ) : (
        <form
          className="report-submit"
          onSubmit={(e) => {
            e.preventDefault();
            if (choice) void send();
          }}
        >
          <Field label={t.submit.choose} required>
            {(c) => (
              <select {...c} value={choice} onChange={(e) => setChoice(e.target.value)}>
                <option value="">{t.submit.placeholder}</option>
                {offered.map((r) => (
                  <option key={r.reaActKey} value={r.reaActKey} lang="ko">
                    {r.title} ({r.bookTitle})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Button type="submit" disabled={!choice}>
            {mine ? t.submit.resend : t.submit.send}
          </Button>
        </form>
      )}
    </section>
  );
}

function AwardList({ list }: { list: ReportEntry[] }) {
  return (
    <section className="report-box" aria-labelledby="report-awards-title">
      <h2 id="report-awards-title" className="report-box__title">
        {t.awards}
      </h2>
      <ol className="report-awards">
        {list.map((e) => (
          <li key={e.entryKey}>
            <strong>{awardName(e.awardCode, e.awardName)}</strong>{' '}
            <span lang="ko">
              {e.reportTitle} · {e.schName ? `${e.schName} ` : ''}
              {e.memberName}
            </span>
            {e.grade ? ` (${e.grade}-${e.classNo ?? ''})` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** readingContestDetail?contestKey=: the contest, my entry, the judges' panel, the awards once out. */
export function ReportContestDetailPage({ contestKey }: { contestKey: number | null }) {
  const session = useSession();
  const detail = useReportContest(contestKey);
  const contest = detail.data;
  return (
    <CommunityPage title={ROUTE_TITLES.readingContestDetail}>
      {contestKey === null || detail.error ? (
        <StatusMessage variant="section" icon="missing" title={detail.error?.message ?? t.notFound} />
      ) : !contest ? (
        <BoardLoading />
      ) : (
        <>
          <div className="report-head">
            <ContestStatus statusCode={contest.statusCode} />
            {contest.nationwideYn === 'Y' ? (
              <span className="report-scope report-scope--nation">{t.nationwideContest}</span>
            ) : null}
            <h2 className="report-head__title" lang="ko">
              {contest.title}
            </h2>
            <p className="report-head__meta">
              {t.period(contest.startDate, contest.endDate)} · {t.target(contest.targetGrade)} ·{' '}
              {t.entries(contest.entryCount)} · {markData(t.by, contest.teacherName)}
            </p>
            {contest.theme ? (
              <p>
                <strong>{t.theme}</strong> <span lang="ko">{contest.theme}</span>
              </p>
            ) : null}
            {contest.rules ? (
              <p className="report-head__rules">
                <strong>{t.rules}</strong> <span lang="ko">{contest.rules}</span>
              </p>
            ) : null}
          </div>
          {contest.awardList.length > 0 ? <AwardList list={contest.awardList} /> : null}
          {session?.memberTypeCode === '01' ? <SubmitBox contest={contest} /> : null}
          {contest.judgeYn === 'Y' ? (
            <JudgePanel contest={contest} own={contest.teacherMemberKey === session?.memberKey} />
          ) : null}
        </>
      )}
    </CommunityPage>
  );
}
