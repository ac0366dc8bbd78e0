import {
  REPORT_AWARDS,
  type ReportContestDetail,
  type ReportEntry,
  reportContestJudgeRequestSchema,
} from '@reading/contract/activities/report-contest';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { z } from 'zod';
import { BoardLoading } from '../../../components/board/board-states.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { confirmDialog } from '../../../lib/dialogs.ts';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { useSite } from '../../../lib/site.ts';
import { reportContestMessages as t } from '../../../messages/report-contest.ts';
import { judgeEntry, publishResults, useReportEntries } from '../api/report-contest.ts';
import { contestAction } from './contest-action.ts';
import { awardName } from './contest-list-page.tsx';

const shape = reportContestJudgeRequestSchema.shape;
const judgeFormSchema = z.object({
  score: shape.score,
  awardCode: z.string(),
  judgeComment: shape.judgeComment,
});

/** A field's label for assistive technology, naming the student (data) inside the interface's words. */
function HiddenLabel({
  htmlFor,
  message,
  name,
}: {
  htmlFor: string;
  message: (name: string) => string;
  name: string;
}) {
  return (
    <label htmlFor={htmlFor} className="visually-hidden">
      {markData(message, name)}
    </label>
  );
}

/** One entry's judging, saved on its own: score, award (or none) and a comment for the student. */
function JudgeRow({ entry, locked }: { entry: ReportEntry; locked: boolean }) {
  const { basePath } = useSite();
  const queryClient = useQueryClient();
  const form = useSchemaForm(judgeFormSchema, {
    defaultValues: {
      score: entry.score ?? (undefined as unknown as number),
      awardCode: entry.awardCode ?? '',
      judgeComment: entry.judgeComment,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((values) =>
    contestAction(queryClient, () =>
      judgeEntry({
        entryKey: entry.entryKey,
        score: values.score,
        awardCode: values.awardCode || null,
        judgeComment: values.judgeComment,
      }),
    ),
  );
  const name = entry.memberName;
  const formId = `judge-${entry.entryKey}`;
  return (
    <tr>
      <td data-label={t.columns.student}>
        <span lang="ko">
          {entry.schName ? <span className="report-head__meta">{entry.schName} </span> : null}
          {name}
        </span>
        {entry.grade ? ` (${entry.grade}-${entry.classNo ?? ''})` : ''}
      </td>
      <td data-label={t.columns.report}>
        <Link
          to={hrefFor('ParticipationContestDetail', {
            basePath,
            params: { reaActKey: String(entry.reaActKey) },
          })}
          lang="ko"
        >
          {entry.reportTitle}
        </Link>
        <span className="report-book" lang="ko">
          {entry.bookTitle}
        </span>
      </td>
      <td data-label={t.columns.score}>
        <HiddenLabel htmlFor={`${formId}-score`} message={t.judge.score} name={name} />
        <input
          id={`${formId}-score`}
          form={formId}
          type="number"
          min={0}
          max={100}
          className="report-score"
          aria-invalid={errors.score ? true : undefined}
          title={fieldError(errors.score)}
          disabled={locked}
          {...form.register('score', { valueAsNumber: true })}
        />
      </td>
      <td data-label={t.columns.award}>
        <HiddenLabel htmlFor={`${formId}-award`} message={t.judge.award} name={name} />
        <select id={`${formId}-award`} form={formId} disabled={locked} {...form.register('awardCode')}>
          <option value="">{t.judge.noAward}</option>
          {Object.entries(REPORT_AWARDS).map(([code, label]) => (
            <option key={code} value={code}>
              {awardName(code, label)}
            </option>
          ))}
        </select>
      </td>
      <td data-label={t.columns.comment}>
        <HiddenLabel htmlFor={`${formId}-comment`} message={t.judge.comment} name={name} />
        <input
          id={`${formId}-comment`}
          form={formId}
          maxLength={500}
          disabled={locked}
          {...form.register('judgeComment')}
        />
      </td>
      <td data-label={t.columns.judge}>
        <form id={formId} noValidate onSubmit={(e) => void submit(e)}>
          <Button type="submit" variant="secondary" disabled={locked || isSubmitting}>
            {t.judge.save}
          </Button>
        </form>
      </td>
    </tr>
  );
}

/** The judges' panel (the school's teachers): every entry; its own teacher publishes the results. */
export function JudgePanel({ contest, own }: { contest: ReportContestDetail; own: boolean }) {
  const queryClient = useQueryClient();
  const entries = useReportEntries(contest.contestKey, true);
  const locked = contest.statusCode === 'published';
  async function publish() {
    if (await confirmDialog(t.judge.confirmPublish))
      await contestAction(queryClient, () => publishResults(contest.contestKey));
  }
  return (
    <section className="report-box" aria-labelledby="report-judge-title">
      <h2 id="report-judge-title" className="report-box__title">
        {t.judge.title}
      </h2>
      {entries.isPending ? (
        <BoardLoading />
      ) : !entries.data || entries.data.list.length === 0 ? (
        <p className="board-state">{t.judge.none}</p>
      ) : (
        <div className="report-table__wrap">
          <table className="report-table report-table--judge">
            <caption className="visually-hidden">{t.judge.title}</caption>
            <thead>
              <tr>
                {[
                  t.columns.student,
                  t.columns.report,
                  t.columns.score,
                  t.columns.award,
                  t.columns.comment,
                  t.columns.judge,
                ].map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.data.list.map((entry) => (
                <JudgeRow
                  key={`${entry.entryKey}-${entry.score}-${entry.awardCode}`}
                  entry={entry}
                  locked={locked}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {own && !locked && (entries.data?.list.length ?? 0) > 0 ? (
        <div className="report-actions">
          <Button onClick={() => void publish()}>{t.judge.publish}</Button>
        </div>
      ) : null}
    </section>
  );
}
