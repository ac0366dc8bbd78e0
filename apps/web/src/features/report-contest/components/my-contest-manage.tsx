import { reportContestSaveRequestSchema } from '@reading/contract/activities/report-contest';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { reportContestMessages as t } from '../../../messages/report-contest.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { saveReportContest, useMyReadingContest } from '../api/report-contest.ts';
import { contestAction } from './contest-action.ts';
import { awardName, ContestStatus, isTeacher, useContestColumns } from './contest-list-page.tsx';
import { MyContestKinds } from './my-contest-kinds.tsx';
import './report-contest.css';

const shape = reportContestSaveRequestSchema.shape;
const day = z.string().min(1, { error: t.form.dateRequired });
/** The contract's fields; the days come from date inputs (yyyy-mm-dd) and go out as yyyymmdd. */
const openFormSchema = z
  .object({
    title: shape.title,
    theme: shape.theme,
    rules: shape.rules,
    targetGrade: z.string(),
    startDate: day,
    endDate: day,
  })
  .refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, {
    error: t.form.dateOrder,
    path: ['endDate'],
  });

/** A teacher opens a reading-report contest for the school: theme, rules, grade and period. */
function OpenContestForm({ nation }: { nation: boolean }) {
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm(openFormSchema, {
    defaultValues: { title: '', theme: '', rules: '', targetGrade: '', startDate: '', endDate: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    const res = await contestAction(queryClient, () =>
      saveReportContest({
        title: v.title,
        theme: v.theme,
        rules: v.rules,
        targetGrade: v.targetGrade ? Number(v.targetGrade) : null,
        startDate: v.startDate.replaceAll('-', ''),
        endDate: v.endDate.replaceAll('-', ''),
      }),
    );
    if (res)
      navigate(
        hrefFor('readingContestDetail', { basePath, search: { contestKey: String(res.data.contestKey) } }),
      );
  });
  return (
    <section className="report-box" aria-labelledby="report-open-title">
      <h2 id="report-open-title" className="report-box__title">
        {nation ? t.mine.openNationTitle : t.mine.openTitle}
      </h2>
      {nation ? <p className="report-head__meta">{t.mine.nationHint}</p> : null}
      <form className="community-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={isSubmitting}>
        <Field label={t.form.title} required error={fieldError(errors.title)}>
          {(c) => <input {...c} maxLength={100} {...form.register('title')} />}
        </Field>
        <Field label={t.form.theme} error={fieldError(errors.theme)}>
          {(c) => <input {...c} maxLength={200} {...form.register('theme')} />}
        </Field>
        <Field label={t.form.rules} error={fieldError(errors.rules)}>
          {(c) => <textarea {...c} rows={3} maxLength={2000} {...form.register('rules')} />}
        </Field>
        <div className="report-form__row">
          <Field label={t.form.targetGrade}>
            {(c) => (
              <select {...c} {...form.register('targetGrade')}>
                <option value="">{t.form.allGrades}</option>
                {[1, 2, 3, 4, 5, 6].map((g) => (
                  <option key={g} value={g}>
                    {t.target(g)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t.form.startDate} required error={fieldError(errors.startDate)}>
            {(c) => <input {...c} type="date" {...form.register('startDate')} />}
          </Field>
          <Field label={t.form.endDate} required error={fieldError(errors.endDate)}>
            {(c) => <input {...c} type="date" {...form.register('endDate')} />}
          </Field>
        </div>
        <div className="community-form__actions">
          <Button type="submit" disabled={isSubmitting}>
            {t.form.save}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** MyContestManage: a teacher opens contests and finds their own; a student sees their entries and awards. */
export function MyContestManagePage() {
  const session = useSession();
  const { basePath } = useSite();
  const mine = useMyReadingContest(Boolean(session));
  const columns = useContestColumns();
  // Who opens contests (a school's staff, an operator) is the server's answer (decision 138).
  const scope = mine.data?.openScope ?? (isTeacher(session?.memberTypeCode) ? 'school' : null);
  const teacher = scope !== null;
  const reportPanel = (
    <section className="report-box" aria-labelledby="report-mine-title">
      <h2 id="report-mine-title" className="report-box__title">
        {scope === 'nation' ? t.mine.operatorTitle : teacher ? t.mine.teacherTitle : t.mine.studentTitle}
      </h2>
      {mine.isPending ? (
        <BoardLoading />
      ) : mine.error ? (
        <StatusMessage variant="section" icon="error" title={t.loadError} />
      ) : teacher ? (
        mine.data.contestList.length === 0 ? (
          <p className="board-state">{t.mine.none}</p>
        ) : (
          <ul className="report-cards">
            {mine.data.contestList.map((c) => (
              <li key={c.contestKey} className="report-card">
                <ContestStatus statusCode={c.statusCode} />
                {columns[0]!.cell(c)}
                <span className="report-head__meta">
                  {t.period(c.startDate, c.endDate)} · {t.entries(c.entryCount)}
                </span>
              </li>
            ))}
          </ul>
        )
      ) : mine.data.entryList.length === 0 ? (
        <p className="board-state">{t.mine.none}</p>
      ) : (
        <ul className="report-cards">
          {mine.data.entryList.map((e) => (
            <li key={e.entryKey} className="report-card">
              <ContestStatus statusCode={e.statusCode === 'published' ? 'published' : 'open'} />
              <Link
                to={hrefFor('readingContestDetail', {
                  basePath,
                  search: { contestKey: String(e.contestKey) },
                })}
                lang="ko"
              >
                {e.contestTitle}
              </Link>
              <span className="report-head__meta">
                <span lang="ko">{e.reportTitle}</span> ·{' '}
                {t.submit.result(awardName(e.awardCode, e.awardName), e.score)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <CommunityPage title={ROUTE_TITLES.MyContestManage}>
      {teacher ? <OpenContestForm nation={scope === 'nation'} /> : null}
      <MyContestKinds enabled={Boolean(session)} reportPanel={reportPanel} />
    </CommunityPage>
  );
}
